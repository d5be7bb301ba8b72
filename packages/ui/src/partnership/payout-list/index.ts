export * from './payout-list.tsx';
