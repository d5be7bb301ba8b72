// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const settings = {"method":"GET","path":"/user/digest"} as ClientOf<Api["digest"]["settings"]>;
export const update = {"method":"POST","path":"/user/digest"} as ClientOf<Api["digest"]["update"]>;
