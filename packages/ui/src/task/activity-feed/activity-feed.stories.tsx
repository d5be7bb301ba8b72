import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { activities } from '../story-fixtures.ts';
import { ActivityFeed } from './activity-feed.tsx';

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
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Görevi Tamamladı')).toHaveAttribute('data-color', 'success');
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
