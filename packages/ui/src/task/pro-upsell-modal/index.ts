export { ProUpsellModal, type ProUpsellModalProps, proUpsellModalLabels } from './pro-upsell-modal.tsx';
