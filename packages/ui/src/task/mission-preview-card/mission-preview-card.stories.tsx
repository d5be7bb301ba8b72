import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  NOW,
  appliedPendingMission,
  missionRows,
  pendingMission,
  urgentPendingMission,
} from '../story-fixtures.ts';
import { MissionPreviewCard } from './mission-preview-card.tsx';

const meta = {
  title: 'Görev/Ana Sayfa/Görev Önizleme',
  component: MissionPreviewCard,
  tags: ['autodocs'],
  args: { kind: 'created', missions: missionRows, href: '/olusturdugum-gorevler' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MissionPreviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Created: Story = {
  name: 'Oluşturduğum Görevler',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Oluşturduğum Görevler' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Oluşturduğum Görevler');
    await expect(within(card).getByRole('link', { name: 'Tümü' })).toHaveAttribute(
      'href',
      '/olusturdugum-gorevler',
    );
    const rows = within(card).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    // The address when there is one, the courthouse otherwise.
    await expect(rows[1]).toHaveTextContent('Maslak, Büyükdere Cd. No:2, Sarıyer/İstanbul');
    await expect(rows[0]).toHaveTextContent('Çağlayan Adliyesi');
    await expect(within(rows[0]!).getByText('1.250 TL')).toBeVisible();
    await expect(within(rows[0]!).getByText('Atama Yapıldı')).toHaveAttribute('data-color', 'success');
  },
};

export const Pending: Story = {
  name: 'Bekleyen Görevler',
  args: {
    kind: 'pending',
    missions: [pendingMission, urgentPendingMission, appliedPendingMission],
    href: '/bekleyen-gorevler',
    now: NOW,
    fetchedAt: NOW,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Bekleyen Görevler' });
    const rows = within(card).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // The window's seconds as numbers (485 s: 08:05), not the boxes' bare 'Dakika' / 'Saniye'.
    await expect(within(rows[0]!).getByRole('timer')).toHaveTextContent('08:05');
    await expect(within(rows[0]!).getByRole('timer')).toHaveAccessibleName('Kalan süre: 08:05');
    await expect(within(card).queryByText('Dakika')).not.toBeInTheDocument();
    await expect(within(rows[2]!).getByText('Başvuruldu')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { kind: 'pending', missions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bekleyen görev bulunmuyor.')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const EmptyCreated: Story = {
  name: 'Boş (oluşturulan)',
  args: { missions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz görev oluşturmadınız.')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Hata',
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Görevler yüklenemedi.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };
