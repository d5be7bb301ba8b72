export {
  CancelMissionModal,
  type CancelMissionModalProps,
  cancelMissionModalLabels,
} from './cancel-mission-modal.tsx';
