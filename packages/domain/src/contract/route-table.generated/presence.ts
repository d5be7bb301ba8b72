// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const mine = {"method":"GET","path":"/presence"} as ClientOf<Api["presence"]["mine"]>;
export const set = {"method":"POST","path":"/presence"} as ClientOf<Api["presence"]["set"]>;
export const end = {"method":"DELETE","path":"/presence"} as ClientOf<Api["presence"]["end"]>;
export const count = {"method":"GET","path":"/presence/count"} as ClientOf<Api["presence"]["count"]>;
