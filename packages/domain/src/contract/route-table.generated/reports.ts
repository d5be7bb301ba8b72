// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const read = {"method":"GET","path":"/missions/:id/report"} as ClientOf<Api["reports"]["read"]>;
export const file = {"method":"POST","path":"/missions/:id/report","multipart":true} as ClientOf<Api["reports"]["file"]>;
export const accept = {"method":"POST","path":"/missions/:id/report/accept"} as ClientOf<Api["reports"]["accept"]>;
export const question = {"method":"POST","path":"/missions/:id/report/question"} as ClientOf<Api["reports"]["question"]>;
export const answer = {"method":"POST","path":"/missions/:id/report/answer"} as ClientOf<Api["reports"]["answer"]>;
