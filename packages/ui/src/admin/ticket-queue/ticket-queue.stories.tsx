import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminTickets, answeredTicket, pendingTicket } from '../support-desk-fixtures.ts';
import { TicketQueue } from './ticket-queue.tsx';
import { emptyState, failedState, loadingState, padded, pageArgs } from '../story-states.tsx';
import { expectFilter } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Yönetim/Destek Talepleri Kuyruğu',
  component: TicketQueue,
  decorators: [padded],
  args: {
    tickets: adminTickets,
    filter: 'pending',
    onFilterChange: fn(),
    ...pageArgs(22),
    onOpen: fn(),
  },
} satisfies Meta<typeof TicketQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Yanıt bekleyenler',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Destek talepleri' }));
    const row = within(table.getByText('#41').closest('tr') as HTMLElement);
    await expect(row.getByText('Av. Ayşe Yılmaz Karaosmanoğlu')).toBeInTheDocument();
    await expect(row.getByText('Ödeme ve Pro üyelik › Ödeme talebim sonuçlanmadı')).toBeInTheDocument();
    await expect(row.getByText('20.11.2026 12:00')).toBeInTheDocument();
    await expect(row.getByText('Yanıt bekliyor')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: 'İncele: Talep #41' }));
    await expect(args.onOpen).toHaveBeenCalledWith(pendingTicket);
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const FilterChange: Story = {
  name: 'Süzgeç',
  args: { filter: 'all', tickets: [...adminTickets, answeredTicket], lastPage: 1, total: 3 },
  play: async ({ canvas, args }) => {
    const filter = canvas.getByLabelText('Talep durumu');
    await expectFilter(
      filter,
      ['Yanıt bekleyenler', 'Yanıtlananlar', 'Tümü'],
      'Yanıtlananlar',
      args.onFilterChange,
      'answered',
    );
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText('Yanıtlandı')).toBeInTheDocument();
    await expect(table.getAllByText('Yanıt bekliyor')).toHaveLength(2);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { tickets: [], total: 0, lastPage: 1 },
  play: emptyState('Bu süzgece uyan destek talebi yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Destek talepleri yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Destek talepleri' }));
    await expect(cards.getByText('Talep #44')).toBeInTheDocument();
    await userEvent.click(cards.getByRole('button', { name: 'İncele: Talep #44' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 44 }));
  },
};
