export {
  BarChangeWarning,
  type BarChangeWarningProps,
  barChangeWarningLabels,
} from './bar-change-warning.tsx';
