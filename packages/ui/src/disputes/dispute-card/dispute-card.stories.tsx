import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openDispute, readDispute, resolvedDispute } from '../story-fixtures.ts';
import { DisputeCard } from './dispute-card.tsx';

const meta = {
  title: 'Uyuşmazlık/Uyuşmazlık Kartı',
  component: DisputeCard,
  tags: ['autodocs'],
  args: { dispute: openDispute, href: '/conflict/12' },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <DisputeCard {...args} />
    </div>
  ),
} satisfies Meta<typeof DisputeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNewMessages: Story = {
  name: 'Yeni mesajlı',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Av\. Mehmet Çelik Karaosmanoğlu/ });
    await expect(link).toHaveAttribute('href', '/conflict/12');
    await expect(canvas.getByText('2 yeni mesaj')).toBeInTheDocument();
    await expect(canvas.getByText('İnceleniyor')).toBeInTheDocument();
    await expect(canvas.getByText('2 gün önce')).toBeInTheDocument();
    await expect(canvas.getByText('Duruşmaya Katılım · 05.03.2026')).toBeInTheDocument();
    await expect(canvas.getByText('1.250 TL')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Doğrulanmış hesap' })).toBeInTheDocument();
  },
};

export const Read: Story = {
  name: 'Okunmuş, fotoğrafsız',
  args: { dispute: readDispute, href: '/conflict/11' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/yeni mesaj/)).not.toBeInTheDocument();
    await expect(canvas.getByText('ZK')).toBeInTheDocument();
    await expect(canvas.getByText('750 TL')).toBeInTheDocument();
  },
};

export const Resolved: Story = {
  name: 'Sonuçlanmış',
  args: { dispute: resolvedDispute, href: '/conflict/9' },
  play: async ({ canvas }) => {
    const status = canvas.getByText('Sonuçlandı');
    await expect(status).toHaveAttribute('data-slot', 'dispute-card-status');
    await expect(status.className).toMatch(/text-success/);
  },
};
