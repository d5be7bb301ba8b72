import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { activities } from '../story-fixtures.ts';
import { ActivityFeed } from './activity-feed.tsx';
import { onPhone } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Görev/Ana Sayfa/Son Hareketler',
  component: ActivityFeed,
  tags: ['autodocs'],
  args: { activities },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(canvas.getByText('Görevi Tamamladı')).toHaveAttribute('data-color', 'success');
    // Each step names its task; joining has none.
    await expect(rows[0]).toHaveTextContent('Dosya İnceleme ve Fotokopi · Çağlayan Adliyesi');
    await expect(rows[3]?.querySelector('[data-slot="activity-mission"]')).toBeNull();
  },
};

/** At 360 px the long names wrap instead of being cut, and a date stays on one line. */
export const Phone: Story = {
  name: 'Telefon',
  ...onPhone,
  play: async ({ canvas }) => {
    const name = canvas.getByText('Av. Ayşe Nur Yıldırım-Çelikkanat');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    const date = canvas.getByText('16.03.2026 08:47');
    const lineHeight = parseFloat(getComputedStyle(date).lineHeight);
    await expect(date.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};

export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz bir hareket yok.')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  name: 'Hata',
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Hareketler yüklenemedi.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
