// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const list = {"method":"GET","path":"/shortdescriptions"} as ClientOf<Api["shortDescriptions"]["list"]>;
export const create = {"method":"POST","path":"/shortdescriptions"} as ClientOf<Api["shortDescriptions"]["create"]>;
export const update = {"method":"PUT","path":"/shortdescriptions/:id"} as ClientOf<Api["shortDescriptions"]["update"]>;
export const remove = {"method":"DELETE","path":"/shortdescriptions/:id"} as ClientOf<Api["shortDescriptions"]["remove"]>;
