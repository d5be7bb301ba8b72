export * from './entities.ts';
export * from './envelopes.ts';
export * from './errors.ts';
export * from './requests.ts';
export * from './payout-requests.ts';
export * from './account-requests.ts';
export * from './endpoint.ts';
export * from './calls/index.ts';
