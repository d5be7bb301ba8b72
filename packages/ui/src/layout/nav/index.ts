export { AnchorLink, type LinkComponent, type LinkComponentProps } from './link.tsx';
export { isActiveHref, type NavItem } from './nav-item.ts';
