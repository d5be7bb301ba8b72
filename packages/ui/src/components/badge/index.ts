export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  StatusBadge,
  type StatusBadgeProps,
  badgeVariants,
  toneFromColorName,
} from './badge.tsx';
