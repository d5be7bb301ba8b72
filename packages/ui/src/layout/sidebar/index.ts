export {
  defaultCancelNoticeItem,
  defaultDisputeItem,
  defaultHelpMenu,
  defaultPartnershipMenu,
  defaultTaskMenu,
} from './menus.tsx';
export { NavList, type NavListProps } from './nav-list.tsx';
export { Sidebar, type SidebarProps, type SidebarVideo, videoPeriod } from './sidebar.tsx';
