// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const list = {"method":"GET","path":"/ticket"} as ClientOf<Api["tickets"]["list"]>;
export const send = {"method":"POST","path":"/ticket"} as ClientOf<Api["tickets"]["send"]>;
