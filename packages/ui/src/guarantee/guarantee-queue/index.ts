export {
  GuaranteeQueue,
  type GuaranteeQueueProps,
  type GuaranteeQueueRow,
  guaranteeQueueLabels,
} from './guarantee-queue.tsx';
