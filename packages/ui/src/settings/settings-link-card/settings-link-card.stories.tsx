import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../components/badge/badge.tsx';
import { SettingsLinkCard } from './settings-link-card.tsx';

const meta = {
  title: 'Ayarlar/Bağlantı Kartı',
  component: SettingsLinkCard,
  tags: ['autodocs'],
  args: {
    text: 'Profil fotoğrafınızı değiştirin veya varsayılan avatarlardan birini seçin.',
    href: '/profil-degistir',
    linkLabel: 'Profil Resmini Değiştir',
  },
} satisfies Meta<typeof SettingsLinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  name: 'Profil resmi',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profil Resmini Değiştir' })).toHaveAttribute(
      'href',
      '/profil-degistir',
    );
  },
};

export const WithStatus: Story = {
  name: 'Durumlu (hakkında)',
  args: {
    text: 'Hakkınızda yazınız profilinizde görünür.',
    href: '/avukat-profili/1',
    linkLabel: 'Profilime Git',
    status: <Badge tone="warning">Onay Bekliyor</Badge>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Onay Bekliyor')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profilime Git' })).toHaveAttribute(
      'href',
      '/avukat-profili/1',
    );
  },
};
