export {
  CreateTaskSummary,
  type CreateTaskSummaryData,
  type CreateTaskSummaryProps,
  createTaskSummaryLabels,
} from './create-task-summary.tsx';
