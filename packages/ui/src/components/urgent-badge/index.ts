export { UrgentBadge, type UrgentBadgeProps } from './urgent-badge.tsx';
