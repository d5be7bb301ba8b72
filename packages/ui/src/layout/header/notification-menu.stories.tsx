import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { notifications, user } from '../story-fixtures.tsx';
import { AccountMenu } from './account-menu.tsx';
import { NotificationMenu } from './notification-menu.tsx';

const meta = {
  title: 'Yerleşim/Header/Bildirim Menüsü',
  component: NotificationMenu,
  tags: ['autodocs'],
  args: { notifications, unreadCount: 2, onNotificationClick: fn() },
  decorators: [
    (Story) => (
      <div className="flex h-96 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const items = await screen.findAllByRole('menuitem');
    // Three notifications and the 'Tüm Bildirimler' link.
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveAttribute('href', '/notifications');
    // Each notification shows its type's icon (domain's notificationIcon); one without a type, the bell.
    const icons = items.slice(0, 3).map((i) => i.querySelector('[data-slot="notification-icon"]'));
    await expect(icons[0]).toHaveClass('lucide-user-plus');
    await expect(icons[1]).toHaveClass('lucide-circle-check');
    await expect(icons[2]).toHaveClass('lucide-bell');
  },
};

export const OpenEmpty: Story = {
  args: { defaultOpen: true, notifications: [], unreadCount: 0 },
  play: async () => {
    await expect(await screen.findByText('Bildiriminiz bulunmamaktadır.')).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 128 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Bildirimler, 99+ okunmamış bildirim' }),
    ).toHaveTextContent('99+');
  },
};

/** The account menu opened: profile, settings and logout. */
export const AccountMenuOpen: Story = {
  render: () => <AccountMenu user={user} profileHref="/avukat-profili/42" onLogout={fn()} defaultOpen />,
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'Çıkış Yap' })).toBeVisible();
  },
};
