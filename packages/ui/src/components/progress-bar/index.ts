export { ProgressBar, type ProgressBarProps, progressIndicatorVariants } from './progress-bar.tsx';
