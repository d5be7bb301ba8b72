// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const list = {"method":"GET","path":"/conflicts"} as ClientOf<Api["conflicts"]["list"]>;
export const create = {"method":"POST","path":"/conflicts","multipart":true} as ClientOf<Api["conflicts"]["create"]>;
export const detail = {"method":"GET","path":"/conflicts/:id"} as ClientOf<Api["conflicts"]["detail"]>;
export const sendMessage = {"method":"POST","path":"/conflicts/:id/message","multipart":true} as ClientOf<Api["conflicts"]["sendMessage"]>;
