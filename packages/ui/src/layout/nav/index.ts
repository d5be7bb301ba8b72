export { AnchorLink, type LinkComponent, type LinkComponentProps } from './link.tsx';
export { type CanLinkTo, everyLink, isActiveHref, type NavItem } from './nav-item.ts';
