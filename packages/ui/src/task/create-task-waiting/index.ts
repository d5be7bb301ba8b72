export {
  CreateTaskWaiting,
  type CreateTaskWaitingProps,
  createTaskWaitingLabels,
} from './create-task-waiting.tsx';
