export {
  BarChangeModal,
  type BarChangeErrors,
  type BarChangeModalProps,
  type BarChangeValues,
  barChangeModalLabels,
} from './bar-change-modal.tsx';
