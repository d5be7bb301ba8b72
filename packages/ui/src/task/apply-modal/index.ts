export { ApplyModal, type ApplyModalProps, applyModalLabels } from './apply-modal.tsx';
