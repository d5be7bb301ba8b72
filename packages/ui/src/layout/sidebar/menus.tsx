import {
  Archive,
  BadgeCheck,
  Ban,
  CircleHelp,
  ClipboardList,
  FilePlus2,
  Gavel,
  Handshake,
  Hourglass,
  Inbox,
  LifeBuoy,
  ScrollText,
  MessageSquareWarning,
  Send,
  Wallet,
  XCircle,
} from 'lucide-react';
import type { NavItem } from '../nav/nav-item.ts';

/** Default menus with the product's routes; the app may pass its own lists instead. */
export const defaultTaskMenu: NavItem[] = [
  { href: '/bekleyen-gorevler', label: 'Bekleyen Görevler', icon: <Hourglass aria-hidden /> },
  { href: '/olusturdugum-gorevler', label: 'Oluşturduğum Görevler', icon: <FilePlus2 aria-hidden /> },
  { href: '/secildigim-gorevler', label: 'Seçildiğim Görevler', icon: <BadgeCheck aria-hidden /> },
  { href: '/basvurdugum-gorevler', label: 'Başvurduğum Görevler', icon: <Send aria-hidden /> },
  { href: '/basvurmadigim-gorevler', label: 'Başvurmadığım Görevler', icon: <XCircle aria-hidden /> },
  { href: '/tamamlanan-gorevler', label: 'Tamamlanan Görevler', icon: <ClipboardList aria-hidden /> },
  { href: '/arsiv', label: 'Arşiv', icon: <Archive aria-hidden /> },
];

export const defaultPartnershipMenu: NavItem[] = [
  { href: '/davet-et-kazan', label: 'Davet Et Kazan', icon: <Handshake aria-hidden /> },
  { href: '/odeme-talebinde-bulun', label: 'Ödeme Talebinde Bulun', icon: <Wallet aria-hidden /> },
  { href: '/partnership-faq', label: 'İş Ortaklığı SSS', icon: <CircleHelp aria-hidden /> },
];

export const defaultCancelNoticeItem: NavItem = {
  href: '/gorev-iptal-bildirimi',
  label: 'Görev İptal Bildirimi',
  icon: <Ban aria-hidden />,
};

export const defaultDisputeItem: NavItem = {
  href: '/conflicts',
  label: 'Uyuşmazlık Masası',
  icon: <Gavel aria-hidden />,
};

export const defaultHelpMenu: NavItem[] = [
  { href: '/nasil-calisir', label: 'Nasıl Çalışır?', icon: <CircleHelp aria-hidden /> },
  { href: '/gorev-kurallari', label: 'Görev Kuralları', icon: <ScrollText aria-hidden /> },
  { href: '/akilli-destek-sistemi', label: 'Akıllı Destek Sistemi', icon: <LifeBuoy aria-hidden /> },
  {
    href: '/oneri-istek-sikayet',
    label: 'Öneri, İstek ve Şikayet',
    icon: <MessageSquareWarning aria-hidden />,
  },
  { href: '/notifications', label: 'Bildirimler', icon: <Inbox aria-hidden /> },
];
