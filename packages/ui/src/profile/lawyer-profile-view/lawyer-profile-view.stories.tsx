import type { ProfilePage } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { avatarImage, avatarImageAlt, verificationImage } from '../../lib/story-images.ts';
import { weakRecord } from '../story-fixtures.ts';
import { LawyerProfileView } from './lawyer-profile-view.tsx';

const visitorView: ProfilePage = {
  id: 41,
  name: 'Av. Ayşe Nur Yılmaz Karaosmanoğlu',
  baroName: 'İstanbul Barosu',
  avatar: avatarImage,
  verification_image: verificationImage,
  commentRate: 4.5,
  about_text:
    'Ceza ve iş hukuku alanlarında 12 yıllık deneyim. Çağlayan Adliyesi’nde düzenli duruşma takibi.',
  pending_about_text: null,
  pending_avatar: null,
  performances: [
    { id: 1, name: 'Ceza Hukuku', percent: 90 },
    { id: 2, name: 'İş Hukuku', percent: 75 },
  ],
  comments: [
    {
      mission_id: 10,
      user_id: 7,
      rating: 5,
      comment: 'Duruşmaya zamanında girdi, tutanağı aynı gün gönderdi. Teşekkürler.',
      name: 'Av. Mehmet Demir',
      avatar: avatarImageAlt,
      created_at: '2026-03-09T10:15:00.000Z',
    },
    {
      mission_id: 11,
      user_id: 8,
      rating: 4,
      comment: 'Dosya fotokopileri eksiksizdi.',
      name: 'Av. Zeynep Kaya',
      avatar: null,
      created_at: '2026-02-01T08:00:00.000Z',
    },
  ],
  comments_page: 1,
  comments_last_page: 1,
  comments_total: 2,
  isOwner: false,
};

const ownerView: ProfilePage = {
  ...visitorView,
  isOwner: true,
  pending_about_text: 'Ceza, iş ve aile hukuku alanlarında 12 yıllık deneyim.',
};

const meta = {
  title: 'Profil/Avukat Profili',
  component: LawyerProfileView,
  tags: ['autodocs'],
  args: {
    profile: visitorView,
    onEditAbout: fn(),
    onEditSpecialities: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LawyerProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  name: 'Ziyaretçi',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Av. Ayşe Nur Yılmaz Karaosmanoğlu',
    );
    await expect(canvas.getByText('İstanbul Barosu')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 üzerinden 4,5 puan' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Ceza Hukuku' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    await expect(canvas.getByText('09.03.2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hakkında yazısını düzenle' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Uzmanlık alanlarını düzenle' })).toBeNull();
    await expect(canvas.queryByText('Onay Bekliyor')).toBeNull();
  },
};

export const OwnerPending: Story = {
  name: 'Sahibi, yazı onay bekliyor',
  args: { profile: ownerView },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Onay Bekliyor')).toBeVisible();
    await expect(canvas.getByText('Ceza, iş ve aile hukuku alanlarında 12 yıllık deneyim.')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('iletişim bilgisi');
    await userEvent.click(canvas.getByRole('button', { name: 'Hakkında yazısını düzenle' }));
    await expect(args.onEditAbout).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Uzmanlık alanlarını düzenle' }));
    await expect(args.onEditSpecialities).toHaveBeenCalled();
  },
};

export const OwnerApproved: Story = {
  name: 'Sahibi, yazı onaylı',
  args: { profile: { ...ownerView, pending_about_text: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Onay Bekliyor')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Hakkında yazısını düzenle' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Boş profil',
  args: {
    profile: {
      ...visitorView,
      avatar: null,
      verification_image: null,
      commentRate: 0,
      about_text: null,
      performances: [],
      comments: [],
      comments_total: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz bir hakkında yazısı eklenmemiş.')).toBeVisible();
    await expect(canvas.getByText('Henüz bir uzmanlık alanı eklenmemiş.')).toBeVisible();
    await expect(canvas.getByText('Henüz yorum yapılmamış.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 üzerinden 0 puan' })).toBeVisible();
  },
};

export const Paged: Story = {
  name: 'Sayfalı yorumlar',
  args: { profile: { ...visitorView, comments_page: 2, comments_last_page: 3, comments_total: 24 } },
  play: async ({ canvas, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Yorumlar' }));
    await expect(nav.getByText('Sayfa 2 / 3')).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(nav.getByRole('button', { name: 'Önceki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { profile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Profil yükleniyor...' })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Yükleme hatası',
  args: { profile: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Profil yüklenemedi.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  args: { profile: ownerView },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const OwnRecord: Story = {
  name: 'Sahibi, güvenilirlik kaydı ve öneriler',
  args: {
    profile: {
      ...ownerView,
      record: {
        ...weakRecord,
        figures: { ...weakRecord.figures, late_cancels: 2, disputes_lost: 0, median_apply_minutes: 35 },
        hints: ['Raporlarınızı planlanan saatten sonraki 24 saat içinde gönderin.'],
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Güvenilirlik Kaydı' })).toBeVisible();
    await expect(canvas.getByText('Kaydınızı iyileştirmek için')).toBeVisible();
  },
};
