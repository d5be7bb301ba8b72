export { GiveTaskBanner, type GiveTaskBannerProps, giveTaskBannerLabels } from './give-task-banner.tsx';
