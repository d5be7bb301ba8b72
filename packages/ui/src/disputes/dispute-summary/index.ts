export { DisputeSummary, type DisputeSummaryProps, disputeSummaryLabels } from './dispute-summary.tsx';
