import { lazyModule } from '../lib/lazy-module.ts';

/** Fetched when the lawyer first touches a dispute form, long before he can send it. */
export const loadDisputeSchemas = lazyModule(() => import('./dispute-schemas.ts'));
