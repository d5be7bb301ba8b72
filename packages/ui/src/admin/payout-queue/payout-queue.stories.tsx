import type { AdminPayout } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { decidedPayouts, pendingPayouts } from '../story-fixtures.ts';
import { type PayoutDecision, PayoutQueue } from './payout-queue.tsx';
import { emptyState, failedState, loadingState, padded, pageArgs } from '../story-states.tsx';
import { expectFilter } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Yönetim/Ödeme Talepleri',
  component: PayoutQueue,
  decorators: [padded],
  args: {
    payouts: pendingPayouts,
    filter: 'pending',
    onFilterChange: fn(),
    ...pageArgs(12),
    onDecide: fn(async (): Promise<string | null> => null),
    onExport: fn(),
  },
} satisfies Meta<typeof PayoutQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(within(table).getByText(name).closest('tr') as HTMLElement);

export const Playground: Story = {
  name: 'Bekleyenler ve ödeme',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Ödeme talepleri' });
    const row = rowOf(table, 'Av. Oğuz Çelik');
    await expect(row.getByText('05449876543')).toBeInTheDocument();
    await expect(row.getByText('Türkiye Garanti Bankası')).toBeInTheDocument();
    await expect(row.getByText('TR18 0006 2000 0000 9876 5432 10')).toBeInTheDocument();
    await expect(row.getByText('2.750,50 TL')).toBeInTheDocument();
    await expect(row.getByText('23.11.2026 10:30')).toBeInTheDocument();
    await expect(row.getByText('Bekliyor')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Ödendi: Av. Oğuz Çelik' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ödendi olarak işaretle' }));
    await expect(
      dialog.getByText('Tutarı bankadan gönderdiyseniz onaylayın; bloke kesin ödemeye döner.'),
    ).toBeInTheDocument();
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Ödendi' }));
    await expect(args.onDecide).toHaveBeenCalledWith(pendingPayouts[1], 'paid', '');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RejectFlow: Story = {
  name: 'Reddetme',
  args: {
    onDecide: fn(
      async (_payout: AdminPayout, _decision: PayoutDecision, reason: string): Promise<string | null> =>
        reason === 'IBAN hatalı.' ? null : 'Bu ödeme talebi artık beklemede değil.',
    ),
  },
  play: async ({ canvas, args }) => {
    const name = 'Av. Fatma Nur Kılıçarslan Güneşdoğdu';
    const row = rowOf(canvas.getByRole('table'), name);
    await userEvent.click(row.getByRole('button', { name: `Reddet: ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ödeme talebini reddet' }));
    await expect(
      dialog.getByText('Tutar avukatın bakiyesine döner; gerekçe avukata gösterilir.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(await dialog.findByText('Lütfen bir gerekçe yazınız.')).toBeInTheDocument();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Hesap adı tutmuyor.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Bu ödeme talebi artık beklemede değil.',
    );
    const reason = dialog.getByLabelText(/Gerekçe/);
    await userEvent.clear(reason);
    await userEvent.type(reason, 'IBAN hatalı.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(args.onDecide).toHaveBeenLastCalledWith(pendingPayouts[0], 'reject', 'IBAN hatalı.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Export: Story = {
  name: 'CSV indirme',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bekleyenleri CSV indir' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const Exporting: Story = {
  name: 'CSV hazırlanıyor',
  args: { exporting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Lütfen Bekleyiniz/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const AllStatuses: Story = {
  name: 'Tümü',
  args: { filter: 'all', payouts: [...pendingPayouts, ...decidedPayouts], lastPage: 1, total: 4 },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await expect(rowOf(table, 'Av. Mehmet Demir').getByText('Reddedildi')).toBeInTheDocument();
    await expect(rowOf(table, 'Av. Mehmet Demir').queryByRole('button')).not.toBeInTheDocument();
    const paid = within(table.querySelector('[data-payout-id="5"]') as HTMLElement);
    await expect(paid.getByText('Ödendi')).toHaveAttribute('data-slot', 'badge');
    await expect(paid.queryByRole('button')).not.toBeInTheDocument();
    await expect(within(table).getAllByRole('button', { name: /^Ödendi:/ })).toHaveLength(2);
    const filter = canvas.getByLabelText('Ödeme durumu');
    await expectFilter(
      filter,
      ['Bekleyenler', 'Ödenenler', 'Reddedilenler', 'Tümü'],
      'Ödenenler',
      args.onFilterChange,
      'paid',
    );
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { payouts: [], total: 0, lastPage: 1 },
  play: emptyState('Bu süzgece uyan ödeme talebi yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Ödeme talepleri yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Ödeme talepleri' }));
    await expect(cards.getByText('TR17 0006 4000 0000 0001 2345 67')).toBeInTheDocument();
    await userEvent.click(cards.getByRole('button', { name: 'Reddet: Av. Oğuz Çelik' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ödeme talebini reddet' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};
