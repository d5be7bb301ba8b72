import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { headerArgs, notices } from '../story-fixtures.tsx';
import { Header } from './header.tsx';

const meta = {
  title: 'Yerleşim/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Every control of the header, on a phone too, is at least 24 px for a finger (WCAG 2.5.8, which
    // Lighthouse scores); axe leaves this rule off unless asked.
    a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
  },
  args: { ...headerArgs(), noticeRotateMs: 0 },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ordinary member: the upgrade button instead of the Pro badge. */
export const NotPro: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: "Pro'ya Geç" })).toHaveAttribute('href', '/premium-uyelik');
    await expect(canvas.queryByText('PRO')).not.toBeInTheDocument();
  },
};

export const Pro: Story = {
  args: { vip: true, proLastDate: '2027-11-21' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PRO')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: "Pro'ya Geç" })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const NoUnread: Story = {
  args: { unreadCount: 0, notifications: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bildirimler' }));
    await expect(await screen.findByText('Bildiriminiz bulunmamaktadır.')).toBeVisible();
  },
};

export const NotificationDropdown: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bildirimler, 2 okunmamış bildirim' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Görevinize Başvuru Geldi');
    await userEvent.click(screen.getByRole('menuitem', { name: /Göreve Atandınız/ }));
    await expect(args.onNotificationClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'n2' }));
    // A link item closes the menu itself, even though the router link cancels the click.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const AccountMenuLogout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Hesap menüsü/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Profilim' })).toHaveAttribute(
      'href',
      '/avukat-profili/42',
    );
    await expect(screen.getByRole('menuitem', { name: 'Hesap Ayarları' })).toHaveAttribute(
      'href',
      '/hesap-ayarlari',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Çıkış Yap' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The wallet balance (the User record's cash) in the account menu, next to the sidebar's. */
export const AccountMenuBalance: Story = {
  args: { user: { ...headerArgs().user, balance: 320 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Hesap menüsü/ }));
    await expect(await screen.findByText('Cüzdan Bakiyesi: 320 TL')).toBeInTheDocument();
  },
};

/** The site notice changes every 3 seconds (the real interval, so this story takes ~3 s). */
export const RotatingNotices: Story = {
  tags: ['skip-visual'],
  args: { noticeRotateMs: 3000 },
  play: async ({ canvas }) => {
    const banner = canvas.getAllByRole('region', { name: 'Duyurular' })[0]!;
    await expect(banner).toHaveTextContent(notices[0]!.title);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // A user who asked for reduced motion keeps the first notice.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await expect(banner).toHaveTextContent(notices[0]!.title);
    } else {
      await waitFor(() => expect(banner).toHaveTextContent(notices[1]!.title), { timeout: 4500 });
    }
  },
};

/** Each notification is a link to what it is about; choosing one reports it and closes the menu. */
export const NotificationLinks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Bildirimler/ }));
    await expect(await screen.findByRole('menuitem', { name: /Görevinize Başvuru Geldi/ })).toHaveAttribute(
      'href',
      '/gorev-atamasi/101',
    );
    const selected = screen.getByRole('menuitem', { name: /Göreve Atandınız/ });
    await expect(selected).toHaveAttribute('href', '/gorev-detaylari/102');
    await userEvent.click(selected);
    await expect(args.onNotificationClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'n2' }));
  },
};
