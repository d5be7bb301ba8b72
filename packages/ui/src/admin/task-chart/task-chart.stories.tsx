import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { days } from '../story-fixtures.ts';
import { TaskChart } from './task-chart.tsx';

const meta = {
  title: 'Yönetim/Görev Grafiği',
  component: TaskChart,
  args: { days },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <TaskChart {...args} />
    </div>
  ),
} satisfies Meta<typeof TaskChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FourteenDays: Story = {
  name: 'On dört gün',
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /Son 14 günün görevleri/ });
    await expect(image).toHaveAccessibleName(
      'Son 14 günün görevleri Son 14 günde 133 görev oluşturuldu, 102 atandı, 87 tamamlandı, 11 iptal edildi.',
    );
    await expect(image.querySelectorAll('rect')).toHaveLength(14 * 4);
    await userEvent.click(canvas.getByText('Tablo olarak göster'));
    const table = within(canvas.getByRole('table', { name: 'Son 14 günün görevleri' }));
    const row = table.getByRole('row', { name: /23 Kas/ });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '4', '2', '0', '%29']);
  },
};

export const Quiet: Story = {
  name: 'Görev yok',
  args: {
    days: days.map((d) => ({
      ...d,
      created: 0,
      assigned: 0,
      completed: 0,
      cancelled: 0,
      unanswered_share: 0,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Son 14 günde 0 görev oluşturuldu/);
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
};
