export { isActiveHref, type NavItem } from './nav-item.ts';
