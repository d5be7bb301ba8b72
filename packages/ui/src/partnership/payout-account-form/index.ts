export * from './payout-account-form.tsx';
