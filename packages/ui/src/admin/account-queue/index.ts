export * from './account-queue.tsx';
