export * from './moderation-queue.tsx';
