export {
  PendingMissionCard,
  type PendingMissionCardProps,
  pendingMissionCardLabels,
} from './pending-mission-card.tsx';
