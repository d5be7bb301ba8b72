export { MobileBottomBar, type MobileBottomBarProps } from './mobile-bottom-bar.tsx';
