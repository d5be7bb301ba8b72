export { AccountMenu, type AccountMenuProps } from './account-menu.tsx';
export { type HeaderUser } from './account-menu-button.tsx';
export { Header, type HeaderProps } from './header.tsx';
export { NoticeBanner, type NoticeBannerProps, type SiteNotice } from './notice-banner.tsx';
export {
  type HeaderNotification,
  NotificationMenu,
  type NotificationMenuProps,
} from './notification-menu.tsx';
