export { DistanceBadge, type DistanceBadgeProps } from './distance-badge.tsx';
