export {
  CancelReasonModal,
  type CancelReasonModalProps,
  cancelReasonModalLabels,
} from './cancel-reason-modal.tsx';
