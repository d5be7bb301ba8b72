// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const key = {"method":"GET","path":"/push/key"} as ClientOf<Api["push"]["key"]>;
export const subscribe = {"method":"POST","path":"/push/subscription"} as ClientOf<Api["push"]["subscribe"]>;
export const unsubscribe = {"method":"DELETE","path":"/push/subscription"} as ClientOf<Api["push"]["unsubscribe"]>;
