export {
  MissionDetailModal,
  type MissionDetailModalProps,
  missionDetailModalLabels,
} from './mission-detail-modal.tsx';
