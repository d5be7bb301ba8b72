// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const auth = {"method":"POST","path":"/broadcasting/auth"} as ClientOf<Api["realtime"]["auth"]>;
export const config = {"method":"GET","path":"/broadcasting/config"} as ClientOf<Api["realtime"]["config"]>;
