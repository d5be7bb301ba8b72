export * from './payout-queue.tsx';
