export * from './payout-form.tsx';
