import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fill } from '../story-fixtures.ts';
import { FillFiguresPanel, formatDuration } from './fill-figures.tsx';

const meta = {
  title: 'Yönetim/Karşılanma Oranları',
  component: FillFiguresPanel,
  args: { fill },
  render: (args) => (
    <div className="max-w-5xl p-4">
      <FillFiguresPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof FillFiguresPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: 'Görevler karşılık buluyor mu?' }));
    const [fillRate, , median] = region.getAllByRole('definition');
    await expect(fillRate).toHaveTextContent(`%${Math.round(fill.totals.fill_rate * 100)}`);
    await expect(median).toHaveTextContent(formatDuration(fill.totals.median_first_seconds ?? 0));
    const chart = region.getByRole('img', { name: /Başvuru gelmeyen görevler için seçilenler/ });
    const widen = fill.totals.fallbacks.find((f) => f.kind === 'widen')!;
    await expect(chart).toHaveAccessibleName(
      expect.stringContaining(`Yakın Adliyelere Aç: ${widen.used} kez, ${widen.worked} kez işe yaradı`),
    );
    const table = within(region.getByRole('table', { name: 'Başvuru gelmeyen görevler için seçilenler' }));
    const row = within(table.getByRole('row', { name: /Yakın Adliyelere Aç/ }));
    await expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      String(widen.used),
      String(widen.worked),
      `%${Math.round((widen.worked / widen.used) * 100)}`,
    ]);
    const courthouses = within(region.getByRole('table', { name: 'Adliyelere göre' }));
    await expect(courthouses.getAllByRole('row')).toHaveLength(1 + fill.by_courthouse.length);
    await userEvent.click(region.getByText('Günlere göre', { selector: 'summary' }));
    await expect(
      within(region.getByRole('table', { name: 'Günlere göre' })).getAllByRole('row'),
    ).toHaveLength(15);
  },
};

export const Empty: Story = {
  name: 'Görev yok',
  args: {
    fill: {
      totals: {
        tasks: 0,
        answered: 0,
        assigned: 0,
        fill_rate: 0,
        assigned_rate: 0,
        median_first_seconds: null,
        fallbacks: fill.totals.fallbacks.map((f) => ({ ...f, used: 0, worked: 0 })),
      },
      by_day: [],
      by_courthouse: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz başvuru yok')).toBeVisible();
    await expect(canvas.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '%00 / 0',
      '%00 / 0',
      'Henüz başvuru yok',
    ]);
  },
};
