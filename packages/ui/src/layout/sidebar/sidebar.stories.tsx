import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sidebarArgs } from '../story-fixtures.tsx';
import { Sidebar, videoPeriod } from './sidebar.tsx';

const meta = {
  title: 'Yerleşim/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: sidebarArgs(),
  decorators: [
    (Story) => (
      <div className="bg-surface">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2.345,50 TL')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Görev Ver' })).toHaveAttribute('href', '/gorev-ver');
    await expect(canvas.getByRole('link', { name: /Bekleyen Görevler/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: /Uyuşmazlık Masası/ })).toHaveTextContent(
      '2 bekleyen mesaj',
    );
    await expect(canvas.getByText('Meslektaş nasıl çalışır? (Gündüz)')).toBeInTheDocument();
  },
};

export const Night: Story = {
  args: { period: 'night' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gece görevleri için ipuçları')).toBeInTheDocument();
    await expect(canvas.queryByText('Meslektaş nasıl çalışır? (Gündüz)')).not.toBeInTheDocument();
  },
};

/** Nothing waiting: no badges on the pending tasks or the dispute desk. */
export const NoBadges: Story = {
  args: { pendingCount: 0, waitingConflictMessages: 0, balance: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Uyuşmazlık Masası' })).toBeInTheDocument();
    await expect(canvas.getByText('0 TL')).toBeInTheDocument();
  },
};

/** The counts and the video text as the app passes them: the pending list's length, the constants' texts. */
export const CountsAndVideoText: Story = {
  args: {
    pendingCount: 12,
    period: 'night',
    videos: {
      day: {
        title: 'Meslektaş nasıl çalışır? Görev oluşturmaktan değerlendirmeye kadar tüm adımlar 2 dakikada.',
      },
      night: { title: 'Yarının duruşmaları için bu akşamdan görev oluşturun.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Bekleyen Görevler/ })).toHaveTextContent(
      '12 bekleyen görev',
    );
    await expect(canvas.getByText('Yarının duruşmaları için bu akşamdan görev oluşturun.')).toBeVisible();
    await expect(canvas.getByRole('complementary')).toHaveAttribute('data-period', 'night');
  },
};

/** The day/night switch is at 20:00 Istanbul time. */
export const VideoPeriodRule: Story = {
  play: async () => {
    await expect(videoPeriod(new Date('2026-11-21T19:59:59+03:00'))).toBe('day');
    await expect(videoPeriod(new Date('2026-11-21T20:00:00+03:00'))).toBe('night');
    await expect(videoPeriod(new Date('2026-11-21T06:00:00+03:00'))).toBe('day');
  },
};
