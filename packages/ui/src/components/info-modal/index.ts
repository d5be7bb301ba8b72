export { InfoModal, type InfoModalAction, type InfoModalProps, infoModalLabels } from './info-modal.tsx';
