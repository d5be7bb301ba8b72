export {
  ReadyDescriptionsModal,
  type ReadyDescriptionsModalProps,
  readyDescriptionsModalLabels,
} from './ready-descriptions-modal.tsx';
