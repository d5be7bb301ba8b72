import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { payments } from './fixtures.ts';
import { PaymentTable } from './payment-table.tsx';
import { emptyState, failedState, loadingState, padded } from '../story-states.tsx';
import { expectFilter } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Yönetim/Ödemeler',
  component: PaymentTable,
  decorators: [padded],
  args: {
    payments,
    status: 'all',
    onStatusChange: fn(),
    type: 'all',
    onTypeChange: fn(),
    search: '',
    onSearch: fn(),
    page: 1,
    lastPage: 3,
    total: 48,
    onPageChange: fn(),
  },
} satisfies Meta<typeof PaymentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, id: number) =>
  within(table.querySelector(`[data-payment-id="${id}"]`) as HTMLElement);

export const Playground: Story = {
  name: 'Tüm ödemeler',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Ödemeler' });
    const failed = rowOf(table, 321);
    await expect(failed.getByText('Av. Oğuz Çelik')).toBeInTheDocument();
    await expect(failed.getByText('05449876543')).toBeInTheDocument();
    await expect(failed.getByText('25.11.2026 10:45')).toBeInTheDocument();
    await expect(failed.getByText('Baro değişikliği')).toBeInTheDocument();
    await expect(failed.getByText('500 TL')).toBeInTheDocument();
    await expect(failed.getByText('Deneme')).toBeInTheDocument();
    await expect(failed.getByText('sbx-321')).toBeInTheDocument();
    await expect(failed.getByText('Başarısız')).toHaveAttribute('data-slot', 'badge');
    await expect(failed.getByText('Kartın limiti yetersiz.')).toBeInTheDocument();
    await expect(failed.getByText('•••• 0002')).toBeInTheDocument();
    const paid = rowOf(table, 318);
    await expect(paid.getByText('1.250 TL')).toBeInTheDocument();
    await expect(paid.getByText('Pro üyelik')).toBeInTheDocument();
    await expect(paid.getByText('Ödendi')).toBeInTheDocument();
    await expect(rowOf(table, 320).getByText('3-D Secure bekleniyor')).toBeInTheDocument();
    const created = rowOf(table, 319);
    await expect(created.getByText('Başlatıldı')).toBeInTheDocument();
    await expect(created.getByText('1.099,90 TL')).toBeInTheDocument();
    await expect(created.getAllByText('—')).toHaveLength(3);
    await expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Sayfalar' })).toBeInTheDocument();
  },
};

export const FilterChange: Story = {
  name: 'Süzgeç ve arama',
  play: async ({ canvas, args }) => {
    const status = canvas.getByLabelText('Ödeme durumu');
    await expectFilter(
      status,
      ['Tüm durumlar', 'Kart girilmeden bırakılanlar', '3-D Secure bekleyenler', 'Ödenenler', 'Başarısızlar'],
      'Başarısızlar',
      args.onStatusChange,
      'failed',
    );
    const type = canvas.getByLabelText('Ödeme türü');
    await expectFilter(
      type,
      ['Tüm türler', 'Pro üyelik', 'Baro değişikliği'],
      'Baro değişikliği',
      args.onTypeChange,
      'baro_change',
    );
    await userEvent.type(canvas.getByLabelText('Ad veya telefon'), '  0544 987  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Ara' }));
    await expect(args.onSearch).toHaveBeenCalledWith('0544 987');
  },
};

export const Paging: Story = {
  name: 'Sayfalama',
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Sayfalar' }));
    await userEvent.click(pager.getByRole('button', { name: /Sonraki/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { payments: [], total: 0, lastPage: 1, status: 'pending_3ds' },
  play: emptyState('Bu süzgece uyan ödeme yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Ödemeler yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Ödemeler' }));
    await expect(cards.getByText('Av. Oğuz Çelik')).toBeInTheDocument();
    await expect(cards.getByText('Kartın limiti yetersiz.')).toBeInTheDocument();
    await expect(cards.getByText('4f9c1e0a-7d2b-4b8e-9a51-3c6d2e8f1b07')).toBeInTheDocument();
  },
};
