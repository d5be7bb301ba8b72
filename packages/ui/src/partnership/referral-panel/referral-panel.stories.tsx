import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReferralPanel } from './referral-panel.tsx';

const url = 'https://meslektas.example/kayit?ref=BRK7M2QA';
const info = {
  text: '<p>Meslektaşlarınızı Meslektaş’a davet edin, birlikte kazanalım! Size özel referans linkinizle kayıt olan ve hesabı onaylanan her avukat için hesabınıza <strong>10 TL</strong> eklenir.</p>',
  url,
  whatsapp_url: `https://wa.me/?text=${encodeURIComponent(`Meslektaş’a benim referans linkimle katılın: ${url}`)}`,
  reward: 10,
};
const references = [
  { name: 'Av. Zeynep Kaya', rewarded: true },
  { name: 'Av. Mehmet Ali Karaosmanoğlu-Yıldırımkaya', rewarded: true },
  { name: 'Av. Şule Doğan', rewarded: false },
];

const meta = {
  title: 'İş Ortaklığı/Davet Et Kazan',
  component: ReferralPanel,
  tags: ['autodocs'],
  args: { info, references, onCopyLink: fn(), onRetry: fn() },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <ReferralPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof ReferralPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReferences: Story = {
  name: 'Referanslarla',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/birlikte kazanalım/)).toBeInTheDocument();
    await expect(
      canvas.getByText('Doğrulanan ve onaylanan her davetiniz için hesabınıza 10 TL eklenir.'),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText('Referans Linkiniz')).toHaveValue(url);
    await userEvent.click(canvas.getByRole('button', { name: 'Linki Kopyala' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(url);
    const share = canvas.getByRole('link', { name: 'WhatsApp ile Paylaş' });
    await expect(share).toHaveAttribute('href', info.whatsapp_url);
    await expect(share).toHaveAttribute('target', '_blank');
    const list = canvas.getByRole('list', { name: 'Referanslarım' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getAllByText('Kazanç eklendi')).toHaveLength(2);
    await expect(canvas.getByText('Onay bekliyor')).toBeInTheDocument();
  },
};

export const NoReferences: Story = {
  name: 'Henüz referans yok',
  args: { references: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Henüz referans linkinizle kayıt olan bir meslektaşınız yok.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Referanslarım' })).not.toBeInTheDocument();
  },
};

export const ServerReward: Story = {
  name: 'Sunucudaki kazanç tutarı',
  args: { info: { ...info, reward: 12.5 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Doğrulanan ve onaylanan her davetiniz için hesabınıza 12,50 TL eklenir.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { info: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Linki Kopyala' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Yüklenemedi',
  args: { error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Davet bilgileri yüklenemedi.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const HarmfulText: Story = {
  name: 'Zararlı içerik ayıklanır',
  args: {
    info: {
      ...info,
      text: '<p>Davet edin</p><a href="javascript:alert(1)" onclick="alert(1)">Bağlantı</a><script>alert(1)</script>',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};
