export { PresenceBadge, type PresenceBadgeProps, presenceBadgeLabels } from './presence-badge.tsx';
