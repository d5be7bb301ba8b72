export * from './complaint-queue.tsx';
