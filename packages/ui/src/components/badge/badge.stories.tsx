import type { Meta, StoryObj } from '@storybook/react-vite';
import { Crown, Zap } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, StatusBadge } from './badge.tsx';

const meta = {
  title: 'Temel/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Acil', tone: 'danger' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="primary">Yeni</Badge>
      <Badge tone="secondary">Taslak</Badge>
      <Badge tone="success">Tamamlandı</Badge>
      <Badge tone="danger">
        <Zap aria-hidden /> Acil
      </Badge>
      <Badge tone="warning">Bekliyor</Badge>
      <Badge tone="info">Bilgi</Badge>
      <Badge tone="pro">
        <Crown aria-hidden /> PRO
      </Badge>
      <Badge tone="dark">12</Badge>
      <Badge tone="danger" solid>
        3
      </Badge>
      <Badge tone="success" solid>
        Onaylı
      </Badge>
    </div>
  ),
};

const serverStatuses = [
  { text: 'Görev Tamamlandı', colorName: 'success' },
  { text: 'Görev İptal Edildi', colorName: 'danger' },
  { text: 'Atama Bekleniyor', colorName: 'warning' },
  { text: 'Başvuruldu', colorName: 'info' },
  { text: 'Göreve Atandınız', colorName: 'primary' },
  { text: 'Süresi Doldu', colorName: 'secondary' },
  { text: 'Bilinmeyen Durum', colorName: 'mor' },
];

/** Status texts with the server's colour names; an unknown colour falls back to neutral. */
export const ServerStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {serverStatuses.map((s) => (
        <StatusBadge key={s.text} text={s.text} colorName={s.colorName} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Görev Tamamlandı')).toHaveClass('text-success');
    await expect(canvas.getByText('Görev İptal Edildi')).toHaveClass('text-danger');
    await expect(canvas.getByText('Bilinmeyen Durum')).toHaveClass('text-muted');
  },
};
