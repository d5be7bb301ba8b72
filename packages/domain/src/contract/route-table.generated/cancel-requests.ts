// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const info = {"method":"GET","path":"/cancelRequest/info"} as ClientOf<Api["cancelRequests"]["info"]>;
export const create = {"method":"POST","path":"/cancelRequest"} as ClientOf<Api["cancelRequests"]["create"]>;
export const confirm = {"method":"POST","path":"/mission/cancelConfirm"} as ClientOf<Api["cancelRequests"]["confirm"]>;
