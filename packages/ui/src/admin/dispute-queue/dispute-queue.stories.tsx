import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminDisputes, openAdminDispute, resolvedAdminDispute } from '../story-fixtures.ts';
import { DisputeQueue } from './dispute-queue.tsx';
import { emptyState, failedState, loadingState, padded, pageArgs } from '../story-states.tsx';
import { expectFilter } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Yönetim/Uyuşmazlık Kuyruğu',
  component: DisputeQueue,
  decorators: [padded],
  args: {
    disputes: adminDisputes,
    filter: 'open',
    onFilterChange: fn(),
    ...pageArgs(23),
    onOpen: fn(),
  },
} satisfies Meta<typeof DisputeQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Açık uyuşmazlıklar',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Uyuşmazlıklar' }));
    const row = within(table.getByText('#3').closest('tr') as HTMLElement);
    await expect(row.getByText('#12')).toBeInTheDocument();
    await expect(row.getAllByText('Av. Ayşe Yılmaz')).toHaveLength(2);
    await expect(row.getByText('20.11.2026 12:00')).toBeInTheDocument();
    await expect(row.getByText('2')).toHaveAttribute('data-slot', 'badge');
    await expect(row.getByText('Açık')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: 'İncele: Uyuşmazlık #3' }));
    await expect(args.onOpen).toHaveBeenCalledWith(openAdminDispute);
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const FilterChange: Story = {
  name: 'Süzgeç',
  args: { filter: 'all', disputes: [...adminDisputes, resolvedAdminDispute], lastPage: 1, total: 3 },
  play: async ({ canvas, args }) => {
    const filter = canvas.getByLabelText('Uyuşmazlık durumu');
    await expectFilter(
      filter,
      ['Açık uyuşmazlıklar', 'Sonuçlananlar', 'Tümü'],
      'Sonuçlananlar',
      args.onFilterChange,
      'resolved',
    );
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText('Sonuçlandı')).toBeInTheDocument();
    await expect(table.getAllByText('Açık')).toHaveLength(2);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { disputes: [], total: 0, lastPage: 1 },
  play: emptyState('Bu süzgece uyan uyuşmazlık yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Uyuşmazlıklar yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Uyuşmazlıklar' }));
    await expect(cards.getByText('Uyuşmazlık #5 · Görev #27')).toBeInTheDocument();
    await userEvent.click(cards.getByRole('button', { name: 'İncele: Uyuşmazlık #5' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  },
};
