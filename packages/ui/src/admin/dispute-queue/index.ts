export * from './dispute-queue.tsx';
