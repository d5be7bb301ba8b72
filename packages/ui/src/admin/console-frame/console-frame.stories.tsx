import { consolePaths } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleFrame, queueCounts } from './console-frame.tsx';

/** The dashboard's queues: moderation's four kinds add up on its one page. */
const queues = [
  { key: 'accounts', title: 'Onay bekleyen hesaplar', count: 12, path: consolePaths.accounts },
  { key: 'avatar', title: 'Profil fotoğrafları', count: 4, path: `${consolePaths.moderation}?tur=avatar` },
  { key: 'about', title: 'Hakkında yazıları', count: 2, path: `${consolePaths.moderation}?tur=about` },
  { key: 'blue_tick', title: 'Mavi tik', count: 0, path: `${consolePaths.moderation}?tur=blue_tick` },
  {
    key: 'dispute_message',
    title: 'Uyuşmazlık mesajları',
    count: 1,
    path: `${consolePaths.moderation}?tur=dispute_message`,
  },
  { key: 'disputes', title: 'Açık uyuşmazlıklar', count: 0, path: consolePaths.disputes },
  { key: 'payouts', title: 'Ödeme talepleri', count: 5, path: consolePaths.payouts },
  { key: 'tickets', title: 'Destek talepleri', count: 3, path: consolePaths.tickets },
  { key: 'complaints', title: 'Şikayet ve öneriler', count: 120, path: consolePaths.complaints },
];

const meta = {
  title: 'Yönetim/Çerçeve',
  component: ConsoleFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: consolePaths.payouts,
    counts: queueCounts(queues),
    onLogout: fn(),
    children: <h1 className="text-2xl font-semibold">Ödeme Talepleri</h1>,
  },
} satisfies Meta<typeof ConsoleFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const groups = ['Hesaplar ve moderasyon', 'Masa', 'Para', 'İçerik', 'Katalog'];

/** Desktop: the pages in a sidebar, in five titled groups, each queue with its count. */
export const Desktop: Story = {
  name: 'Masaüstü',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Yönetim' }));
    for (const title of groups) await expect(nav.getByRole('heading', { name: title })).toBeVisible();
    await expect(nav.getAllByRole('link')).toHaveLength(17);
    await expect(nav.getByRole('link', { name: /Ödeme Talepleri/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Pano' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Hesaplar 12 kayıt bekliyor' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Moderasyon 7 kayıt bekliyor$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Adliyeler' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menü' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Çıkış Yap' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** Phone: one menu button; the keyboard opens the grouped pages, Escape closes them. */
export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Yönetim' })).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Menü' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    const nav = within(within(drawer).getByRole('navigation', { name: 'Yönetim' }));
    for (const title of groups) await expect(nav.getByRole('heading', { name: title })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Destek Talepleri 3 kayıt bekliyor' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Phone with the menu open, as an operator sees it. */
export const PhoneMenuOpen: Story = {
  name: 'Telefon, menü açık',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    await expect(within(drawer).getByRole('link', { name: /Ödeme Talepleri/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
