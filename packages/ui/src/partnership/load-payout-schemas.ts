import { lazyModule } from '../lib/lazy-module.ts';

/** The payout forms' schemas, fetched when the lawyer first touches one, long before he can send it. */
export const loadPayoutSchemas = lazyModule(() => import('./payout-form/payout-schema.ts'));
