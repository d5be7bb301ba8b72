export {
  AdminQueue,
  type AdminQueueProps,
  type QueueFilter,
  type QueuePageProps,
  type QueueSearch,
  QueueStatusBadge,
  type StatusBadges,
  queueFilter,
} from './admin-queue.tsx';
