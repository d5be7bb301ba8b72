export {
  GuaranteeSummary,
  type GuaranteeSummaryProps,
  guaranteeSummaryLabels,
} from './guarantee-summary.tsx';
