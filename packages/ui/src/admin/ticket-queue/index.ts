export * from './ticket-queue.tsx';
