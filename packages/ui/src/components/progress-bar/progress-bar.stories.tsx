import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'Temel/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 72, label: 'Profil Doluluk Oranı' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profil Doluluk Oranı' });
    await expect(bar).toHaveAttribute('aria-valuenow', '72');
    await expect(canvas.getByText('%72')).toBeInTheDocument();
  },
};

export const Expertise: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <ProgressBar label="Ceza Hukuku" value={90} tone="success" />
      <ProgressBar label="İcra ve İflas Hukuku" value={65} />
      <ProgressBar label="Aile Hukuku" value={30} tone="warning" />
      <ProgressBar label="İş Hukuku" value={5} tone="danger" />
    </div>
  ),
};

export const OutOfRange: Story = {
  args: { value: 140, label: 'Tamamlanan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('%100')).toBeInTheDocument();
  },
};
