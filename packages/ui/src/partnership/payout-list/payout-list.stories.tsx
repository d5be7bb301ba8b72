import type { Payout } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayoutList } from './payout-list.tsx';

const payouts: Payout[] = [
  {
    id: 3,
    name: 'Av. Burak Şahin',
    iban: 'TR850001000000000012345678',
    bankName: 'T.C. Ziraat Bankası',
    status: 'Onay Bekliyor',
    statusCode: 'pending',
    price: 150,
    created_at: '2026-11-23T09:00:00.000Z',
  },
  {
    id: 2,
    name: 'Av. Burak Şahin',
    iban: 'TR290006400000112345678901',
    bankName: 'Türkiye İş Bankası',
    status: 'Reddedildi',
    statusCode: 'rejected',
    price: 1250.5,
    created_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 1,
    name: 'Av. Burak Şahin',
    iban: 'TR290006400000112345678901',
    bankName: 'Türkiye İş Bankası',
    status: 'Ödendi',
    statusCode: 'paid',
    price: 100,
    created_at: '2026-10-20T09:00:00.000Z',
  },
];

const meta = {
  title: 'İş Ortaklığı/Ödeme Talepleri Listesi',
  component: PayoutList,
  tags: ['autodocs'],
  args: { payouts, onRetry: fn() },
  render: (args) => (
    <div className="max-w-4xl p-4">
      <PayoutList {...args} />
    </div>
  ),
} satisfies Meta<typeof PayoutList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  name: 'Masaüstü',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Son Ödeme Taleplerim' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('TR85 0001 0000 0000 0012 3456 78');
    await expect(rows[1]).toHaveTextContent('Onay Bekliyor');
    await expect(rows[1]).toHaveTextContent('150 TL');
    await expect(rows[2]).toHaveTextContent('1.250,50 TL');
    await expect(rows[3]).toHaveTextContent('Ödendi');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = canvas.getByRole('list', { name: 'Son Ödeme Taleplerim' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { payouts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz bir ödeme talebiniz yok.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { payouts: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Ödeme talepleri yükleniyor...' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Yüklenemedi',
  args: { payouts: [], error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ödeme talepleri yüklenemedi.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
