export {
  PendingMissionList,
  type PendingMissionListProps,
  pendingMissionListLabels,
} from './pending-mission-list.tsx';
