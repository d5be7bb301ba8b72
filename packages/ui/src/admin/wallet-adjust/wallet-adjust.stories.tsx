import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { wallet } from './fixtures.ts';
import type { WalletAdjustment } from './wallet-adjust-dialog.tsx';
import { WalletSection } from './wallet-section.tsx';

const meta = {
  title: 'Yönetim/Cüzdan',
  component: WalletSection,
  args: { wallet, onAdjust: fn(async (): Promise<string | null> => null) },
  render: (args) => (
    <div className="max-w-lg p-4">
      <WalletSection {...args} />
    </div>
  ),
} satisfies Meta<typeof WalletSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Bakiye ve hareketler',
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Cüzdan' }));
    await expect(section.getByText('272,50 TL')).toBeInTheDocument();
    await expect(section.getByText('150 TL')).toBeInTheDocument();
    const entries = within(section.getByRole('list', { name: 'Son hareketler' }));
    await expect(entries.getAllByRole('listitem')).toHaveLength(3);
    await expect(entries.getByText('−150 TL')).toBeInTheDocument();
    await expect(entries.getByText('+25,50 TL')).toBeInTheDocument();
    await expect(
      entries.getByText('Eksik yatırılan referans ödülü, destek talebi #412.'),
    ).toBeInTheDocument();
    await expect(entries.getByText('Ödeme talebi blokesi')).toBeInTheDocument();
  },
};

export const AdjustFlow: Story = {
  name: 'Bakiye düzeltme',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bakiye düzelt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bakiye düzelt' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Düzelt' }));
    await expect(
      await dialog.findByText('Sıfırdan büyük, en fazla iki ondalıklı bir tutar giriniz.'),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Lütfen bir gerekçe yazınız.')).toBeInTheDocument();
    await expect(args.onAdjust).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Bakiyeden düş' }));
    await userEvent.type(dialog.getByLabelText(/Tutar/), '72,5');
    await expect(dialog.getByText('200 TL')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Mükerrer referans ödülü geri alındı.');
    await userEvent.click(dialog.getByRole('button', { name: 'Düzelt' }));
    await expect(args.onAdjust).toHaveBeenCalledWith({
      amount: -7_250,
      reason: 'Mükerrer referans ödülü geri alındı.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Refused: Story = {
  name: 'Düzeltme geri çevrilir',
  args: {
    onAdjust: fn(async ({ amount }: WalletAdjustment): Promise<string | null> =>
      amount < -27_250
        ? 'Bu düzeltme bakiyeyi sıfırın altına düşürür. Kullanılabilir bakiye 272,50 TL; bekleyen ödeme talepleri için ayrılan 150 TL bu tutara dahil değildir.'
        : null,
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bakiye düzelt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bakiye düzelt' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Bakiyeden düş' }));
    await userEvent.type(dialog.getByLabelText(/Tutar/), '300');
    await expect(dialog.getByText('−27,50 TL')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Hatalı ödül.');
    await userEvent.click(dialog.getByRole('button', { name: 'Düzelt' }));
    await expect(args.onAdjust).toHaveBeenCalledWith({ amount: -30_000, reason: 'Hatalı ödül.' });
    await expect(await dialog.findByRole('alert')).toHaveTextContent('sıfırın altına düşürür');
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  name: 'Hareket yok',
  args: { wallet: { balance: 0, held: 0, entries: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cüzdanda hareket yok.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Bakiye düzelt' })).toBeEnabled();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { wallet: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Bakiye düzelt' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Hata',
  args: { wallet: null, error: 'Cüzdan yüklenemedi.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cüzdan yüklenemedi.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Bakiye düzelt' })).toBeDisabled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('272,50 TL')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Bakiye düzelt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bakiye düzelt' }));
    await expect(dialog.getByRole('radio', { name: 'Bakiyeye ekle' })).toBeChecked();
  },
};
