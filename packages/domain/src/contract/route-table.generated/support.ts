// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const sendComplaint = {"method":"POST","path":"/complaints","multipart":true} as ClientOf<Api["support"]["sendComplaint"]>;
