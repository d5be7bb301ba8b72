import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type NotificationFilter,
  NotificationList,
  type NotificationListItem,
} from './notification-list.tsx';

const notifications: NotificationListItem[] = [
  {
    id: 41,
    type: 'application_received',
    title: 'Görevinize Başvuru Geldi',
    message: 'Av. Zeynep Kaya, Çağlayan Adliyesi’ndeki duruşma göreviniz için başvurdu.',
    diffForHumans: '2 dakika önce',
    read: false,
    href: '/gorev-atamasi/1207',
  },
  {
    id: 40,
    type: 'special_notification',
    title: 'Çağlayan Adliyesi C Blok asansör bakımı',
    message: 'Size özel bir bildirim var.',
    diffForHumans: '3 saat önce',
    read: false,
    href: '/specialnotifications/2',
  },
  {
    id: 39,
    type: 'selected',
    title: 'Göreve Seçildiniz',
    message: 'Av. Ayşe Yılmaz sizi Bakırköy Adliyesi’ndeki dosya inceleme görevine atadı.',
    diffForHumans: '1 gün önce',
    read: true,
    href: '/gorev-detaylari/1188',
  },
  {
    id: 38,
    type: 'commented',
    title: 'Yeni Değerlendirme',
    message: 'Av. Mehmet Demir sizi 5 puanla değerlendirdi.',
    diffForHumans: '2 gün önce',
    read: true,
    href: '/tamamlanan-gorevler',
  },
];

const meta = {
  title: 'İçerik/Bildirim Listesi',
  component: NotificationList,
  tags: ['autodocs'],
  args: {
    notifications,
    filter: 'all',
    unreadCount: 2,
    page: 1,
    lastPage: 1,
    onFilterChange: fn(),
    onMarkAllRead: fn(),
    onOpen: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('li[data-notification-id]')];

export const Playground: Story = {
  name: 'Okunmuş ve okunmamış',
  play: async ({ canvas, canvasElement, args }) => {
    await expect(items(canvasElement).map((li) => li.getAttribute('data-notification-id'))).toEqual([
      '41',
      '40',
      '39',
      '38',
    ]);
    // An unread notification is announced as such; a read one is not.
    const unread = canvas.getByRole('link', { name: /Okunmamış: Görevinize Başvuru Geldi/ });
    await expect(unread).toHaveAttribute('href', '/gorev-atamasi/1207');
    await expect(canvas.getByRole('link', { name: /^Göreve Seçildiniz/ })).toHaveAttribute(
      'href',
      '/gorev-detaylari/1188',
    );
    // No more pages: no load-more button.
    await expect(canvas.queryByRole('button', { name: 'Daha Fazla Göster' })).toBeNull();
    unread.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(unread);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
  },
};

export const Toggle: Story = {
  name: 'Tümü / Okunmamış',
  render: function Render(args) {
    const [filter, setFilter] = React.useState<NotificationFilter>('all');
    const shown = filter === 'unread' ? args.notifications.filter((n) => !n.read) : args.notifications;
    return (
      <NotificationList
        {...args}
        filter={filter}
        notifications={shown}
        onFilterChange={(next) => {
          args.onFilterChange(next);
          setFilter(next);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Tümü' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Okunmamış' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('unread');
    await expect(items(canvasElement)).toHaveLength(2);
    await expect(items(canvasElement).every((li) => li.getAttribute('data-read') === 'false')).toBe(true);
  },
};

export const MarkAllRead: Story = {
  name: 'Tümünü okundu işaretle',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tümünü Okundu İşaretle' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

export const NothingUnread: Story = {
  name: 'Okunmamış yok',
  args: { notifications: notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tümünü Okundu İşaretle' })).toBeDisabled();
    await expect(canvas.queryByText(/Okunmamış:/)).toBeNull();
  },
};

export const MarkingAllRead: Story = {
  name: 'İşaretleniyor',
  args: { markingAllRead: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'İşaretleniyor...' })).toBeDisabled();
  },
};

export const LoadMore: Story = {
  name: 'Daha fazla göster',
  args: { page: 1, lastPage: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daha Fazla Göster' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LastPage: Story = {
  name: 'Son sayfa',
  args: { page: 3, lastPage: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Daha Fazla Göster' })).toBeNull();
  },
};

export const LoadingMore: Story = {
  name: 'Sonraki sayfa yükleniyor',
  args: { page: 1, lastPage: 2, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { notifications: [], unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bildiriminiz bulunmuyor.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const EmptyUnread: Story = {
  name: 'Okunmamış boş',
  args: { notifications: [], unreadCount: 0, filter: 'unread' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Okunmamış bildiriminiz bulunmuyor.')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { notifications: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Bildirimler yükleniyor...' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Hata',
  args: { notifications: [], error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Bildirimler yüklenemedi.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  args: { page: 1, lastPage: 2 },
  play: async ({ canvas, canvasElement }) => {
    // Nothing runs off the 360 px screen: the list, the toggle and the buttons fit.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Daha Fazla Göster' })).toBeVisible();
  },
};
