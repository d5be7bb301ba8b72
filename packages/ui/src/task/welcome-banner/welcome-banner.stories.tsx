import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NOW } from '../story-fixtures.ts';
import { WelcomeBanner } from './welcome-banner.tsx';
import { expectTextKeepsWidth, onPhone } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Görev/Ana Sayfa/Hoş Geldiniz Bandı',
  component: WelcomeBanner,
  tags: ['autodocs'],
  args: {
    user: { vip: false, new_user: true, old_premium: false, countdown: 1800 },
    fetchedAt: new Date(NOW.getTime() - 5 * 60 * 1000),
    now: NOW,
  },
} satisfies Meta<typeof WelcomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewUser: Story = {
  name: 'Yeni üye',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Meslektaş’a Hoş Geldiniz!' })).toBeVisible();
    // 30 minutes from the fetch, 5 minutes later.
    await expect(canvas.getByRole('timer')).toHaveTextContent('25:00');
    await expect(canvas.getByRole('link', { name: 'Pro Üye Ol' })).toHaveAttribute('href', '/premium-uyelik');
  },
};

export const FormerPro: Story = {
  name: 'Eski Pro üye',
  args: { user: { vip: false, new_user: false, old_premium: true, countdown: 600 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pro Üyeliğinizi Yenileyin' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:00');
  },
};

export const WeekLeft: Story = {
  name: 'Yedi günlük teklif',
  args: { user: { vip: false, new_user: true, old_premium: false, countdown: 7 * 24 * 3600 } },
  play: async ({ canvas }) => {
    // A week away reads in days and hours, not as thousands of minutes.
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('6 gün 23 saat');
    await expect(timer).toHaveAccessibleName('Kampanyanın bitmesine kalan süre: 6 gün 23 saat');
  },
};

export const HoursLeft: Story = {
  name: 'Bir günden az kalan teklif',
  args: { user: { vip: false, new_user: true, old_premium: false, countdown: 3 * 3600 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('02:55:00');
  },
};

export const Vip: Story = {
  name: 'Pro üye (gösterilmez)',
  args: { user: { vip: true, new_user: true, old_premium: false, countdown: 1800 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="welcome-banner"]')).toBeNull();
  },
};

export const WithoutCountdown: Story = {
  name: 'Sayaçsız',
  args: { user: { vip: false, new_user: true, old_premium: false, countdown: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  ...onPhone,
  play: ({ canvasElement }) => expectTextKeepsWidth(canvasElement, 'welcome-banner'),
};
