export * from './referral-panel/index.ts';
export * from './payout-form/index.ts';
export * from './payout-account-form/index.ts';
export * from './payout-list/index.ts';
