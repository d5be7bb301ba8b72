import { fn } from 'storybook/test';
import { avatarImage, verificationImage } from '../lib/story-images.ts';
import type { HeaderProps } from './header/header.tsx';
import type { HeaderNotification } from './header/notification-menu.tsx';
import type { SidebarProps } from './sidebar/sidebar.tsx';

/** Story-only data for the layout; not exported from the package. */
export const notices = [
  { id: 1, title: 'Yeni adli yıl tatil düzenlemesi hakkında duyuru', href: '/pages/adli-tatil' },
  { id: 2, title: 'Çağlayan Adliyesi kalem çalışma saatleri güncellendi', href: '/pages/caglayan-saatler' },
  { id: 3, title: 'Pro üyelikte yıl sonuna özel %20 indirim', href: '/premium-uyelik' },
];

export const notifications: HeaderNotification[] = [
  {
    id: 'n1',
    title: 'Görevinize Başvuru Geldi',
    message: 'Av. Mehmet Öztürk, Çağlayan Adliyesi dosya inceleme görevinize başvurdu.',
    diffForHumans: '2 dakika önce',
    read: false,
    href: '/gorev-atamasi/101',
    type: 'application_received',
  },
  {
    id: 'n2',
    title: 'Göreve Atandınız',
    message: 'Kadıköy Adliyesi duruşmaya katılma görevine atandınız.',
    diffForHumans: '1 saat önce',
    read: false,
    href: '/gorev-detaylari/102',
    type: 'selected',
  },
  {
    id: 'n3',
    title: 'Ödeme Talebiniz Onaylandı',
    diffForHumans: '3 gün önce',
    read: true,
  },
];

export const user = {
  name: 'Av. Ayşe Nur Yılmaz-Karaosmanoğlu',
  avatar: avatarImage,
  verificationImage,
  online: true,
  subtitle: 'İstanbul Barosu',
};

export const headerArgs = (): HeaderProps => ({
  user,
  vip: false,
  notices,
  notifications,
  unreadCount: 2,
  profileHref: '/avukat-profili/42',
  onLogout: fn(),
  onNotificationClick: fn(),
});

export const sidebarArgs = (): SidebarProps => ({
  balance: 2345.5,
  pendingCount: 4,
  waitingConflictMessages: 2,
  currentPath: '/bekleyen-gorevler',
  videos: {
    day: { title: 'Meslektaş nasıl çalışır? (Gündüz)' },
    night: { title: 'Gece görevleri için ipuçları' },
  },
});
