export { WelcomeBanner, type WelcomeBannerProps, welcomeBannerLabels } from './welcome-banner.tsx';
