import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PremiumOffer } from './premium-offer.tsx';

const features = [
  'Acil görev oluşturma',
  'Başvurulara anında atama yapabilme',
  'Sınırsız görev başvurusu',
  'Pro rozeti',
];

const meta = {
  title: 'Ödeme/Pro Teklifi',
  component: PremiumOffer,
  tags: ['autodocs'],
  args: {
    price: 2400,
    discount: 0,
    features,
    description:
      'Pro üyelik bir yıl geçerlidir. Acil görev oluşturabilir, başvurularınızı sınırsız yapabilir ve profilinizde Pro rozetiyle öne çıkarsınız.',
    agreementHtml: '<p>Meslektaş yalnızca baroya kayıtlı avukatların kullanımına açıktır.</p>',
    onBuy: fn(),
  },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <PremiumOffer {...args} />
    </div>
  ),
} satisfies Meta<typeof PremiumOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonVip: Story = {
  name: 'Pro olmayan avukat',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2.400 TL')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(features);
    await expect(canvas.getByTitle('Pro Üyelik Sözleşmesi')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Satın Al' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kullanım Koşullarını Onaylayınız!');
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /sözleşmesini okudum/ }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Satın Al' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

export const Discount: Story = {
  name: 'İndirimli fiyat',
  args: { discount: 600 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.800 TL')).toBeInTheDocument();
    await expect(canvas.getByText('2.400 TL').tagName).toBe('S');
  },
};

export const AgreementLoading: Story = {
  name: 'Sözleşme yükleniyor',
  args: { agreementHtml: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sözleşme yükleniyor…');
    await expect(canvas.queryByTitle('Pro Üyelik Sözleşmesi')).not.toBeInTheDocument();
  },
};

export const NoFeatures: Story = {
  name: 'Özellik listesi yok',
  args: { features: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Satın Al' })).toBeEnabled();
  },
};
