import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminComplaints, closedComplaint, newComplaint } from '../support-desk-fixtures.ts';
import { ComplaintQueue } from './complaint-queue.tsx';
import { emptyState, failedState, loadingState, padded, pageArgs } from '../story-states.tsx';
import { expectFilter } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Yönetim/Şikayet ve Öneriler Kuyruğu',
  component: ComplaintQueue,
  decorators: [padded],
  args: {
    complaints: adminComplaints,
    filter: 'open',
    onFilterChange: fn(),
    category: 'all',
    onCategoryChange: fn(),
    ...pageArgs(24),
    onOpen: fn(),
  },
} satisfies Meta<typeof ComplaintQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Yeni gelenler',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Şikayet ve öneriler' }));
    const row = within(table.getByText('#17').closest('tr') as HTMLElement);
    await expect(row.getByText('Hata Bildirimi')).toBeInTheDocument();
    await expect(row.getByText(/Görev haritası İstanbul Çağlayan/)).toBeInTheDocument();
    await expect(row.getByText('Av. Ayşe Yılmaz Karaosmanoğlu')).toBeInTheDocument();
    await expect(row.getByText('22.11.2026 11:20')).toBeInTheDocument();
    await expect(row.getByText('Yeni')).toHaveAttribute('data-slot', 'badge');
    await userEvent.click(table.getByRole('button', { name: 'İncele: Kayıt #17' }));
    await expect(args.onOpen).toHaveBeenCalledWith(newComplaint);
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Filters: Story = {
  name: 'Süzgeçler',
  args: { filter: 'all', complaints: [...adminComplaints, closedComplaint], lastPage: 1, total: 3 },
  play: async ({ canvas, args }) => {
    const status = canvas.getByLabelText('Durum');
    await expectFilter(
      status,
      ['Yeni gelenler', 'Okunanlar', 'Kapatılanlar', 'Tümü'],
      'Kapatılanlar',
      args.onFilterChange,
      'closed',
    );
    const category = canvas.getByLabelText('Konu');
    await expectFilter(
      category,
      ['Öneri / İstek', 'Hata Bildirimi', 'Şikayet / Diğer', 'Bütün konular'],
      'Öneri / İstek',
      args.onCategoryChange,
      'oneri-istek',
    );
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText('Okundu')).toBeInTheDocument();
    await expect(table.getByText('Kapatıldı')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { complaints: [], total: 0, lastPage: 1 },
  play: emptyState('Bu süzgece uyan kayıt yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Şikayet ve öneriler yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Şikayet ve öneriler' }));
    await expect(cards.getByText('Kayıt #19 · Görevi alan meslektaş duruşmaya gelmedi')).toBeInTheDocument();
    await userEvent.click(cards.getByRole('button', { name: 'İncele: Kayıt #19' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 19 }));
  },
};
