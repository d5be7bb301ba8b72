import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RestrictionsCard } from './restrictions-card.tsx';

const meta = {
  title: 'Ayarlar/Kısıtlamalar',
  component: RestrictionsCard,
  tags: ['autodocs'],
  args: {
    count: 2,
    text: 'Tamamlanmamış veya değerlendirilmemiş görevleriniz nedeniyle hesabınıza kısıtlama uygulanmıştır. Kısıtlamayı kaldırmak için bekleyen görevlerinizi tamamlayınız.',
    href: '/tamamlanan-gorevler',
  },
} satisfies Meta<typeof RestrictionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Restricted: Story = {
  name: 'Kısıtlı',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('kısıtlama uygulanmıştır');
    await expect(canvas.getByRole('link', { name: 'Görevlerimi Görüntüle' })).toHaveAttribute(
      'href',
      '/tamamlanan-gorevler',
    );
  },
};

export const NoLink: Story = {
  name: 'Bağlantısız',
  args: { href: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const None: Story = {
  name: 'Kısıtlama yok',
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hesabınızda kısıtlama bulunmuyor.')).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
