// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const options = {"method":"GET","path":"/mission/:id/fallback"} as ClientOf<Api["fallback"]["options"]>;
export const extend = {"method":"POST","path":"/mission/:id/fallback/extend"} as ClientOf<Api["fallback"]["extend"]>;
export const widen = {"method":"POST","path":"/mission/:id/fallback/widen"} as ClientOf<Api["fallback"]["widen"]>;
export const raise = {"method":"POST","path":"/mission/:id/fallback/raise"} as ClientOf<Api["fallback"]["raise"]>;
export const cancel = {"method":"POST","path":"/mission/:id/fallback/cancel"} as ClientOf<Api["fallback"]["cancel"]>;
