import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GiveTaskBanner } from './give-task-banner.tsx';

const meta = {
  title: 'Görev/Ana Sayfa/Görev Ver Bandı',
  component: GiveTaskBanner,
  tags: ['autodocs'],
} satisfies Meta<typeof GiveTaskBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Görev Ver' })).toHaveAttribute('href', '/gorev-ver');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div className="w-[336px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Reads as lines, not a column of single words: the text keeps most of the card's width.
    const card = canvasElement.querySelector('[data-slot="give-task-banner"]')!;
    const text = card.querySelector('p')!;
    await expect(text.getBoundingClientRect().width).toBeGreaterThan(
      card.getBoundingClientRect().width * 0.6,
    );
  },
};
