import { profileProgress } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProfileProgressCard } from './profile-progress-card.tsx';

const facts = {
  userId: 1,
  hasPhoto: true,
  hasAboutText: false,
  specialityCount: 2,
  courthouseCount: 1,
  hasAuthorityDocument: false,
  hasBlueTick: false,
  hasInvoiceDistrict: true,
};

const meta = {
  title: 'Ayarlar/Profil Doluluk',
  component: ProfileProgressCard,
  tags: ['autodocs'],
  args: { value: profileProgress(facts) },
} satisfies Meta<typeof ProfileProgressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  name: 'Kısmen dolu',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Profil Doluluk Oranı' })).toHaveAttribute(
      'aria-valuenow',
      '57',
    );
    await expect(canvas.getByText('%57')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Hakkınızda: Tamamla' });
    await expect(link).toHaveAttribute('href', '/avukat-profili/1');
    await expect(canvas.queryByRole('link', { name: 'Profil Fotoğrafı: Tamamla' })).toBeNull();
  },
};

export const Complete: Story = {
  name: 'Tamamı dolu',
  args: {
    value: profileProgress({ ...facts, hasAboutText: true, hasAuthorityDocument: true, hasBlueTick: true }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('%100')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Profil doluluk oranı yükleniyor' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Hata',
  args: { value: undefined, error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Profil doluluk oranı yüklenemedi.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
