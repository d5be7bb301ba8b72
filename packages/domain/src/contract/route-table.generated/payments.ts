// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const createPayment = {"method":"POST","path":"/payments"} as ClientOf<Api["payments"]["createPayment"]>;
export const getPayment = {"method":"GET","path":"/payments/:id"} as ClientOf<Api["payments"]["getPayment"]>;
export const sandboxCard = {"method":"POST","path":"/payments/:id/sandbox/card"} as ClientOf<Api["payments"]["sandboxCard"]>;
export const sandbox3ds = {"method":"POST","path":"/payments/:id/sandbox/3ds"} as ClientOf<Api["payments"]["sandbox3ds"]>;
export const sandboxCallback = {"method":"POST","path":"/payments/callback/sandbox"} as ClientOf<Api["payments"]["sandboxCallback"]>;
export const iyzicoCallback = {"method":"POST","path":"/payments/callback/iyzico"} as ClientOf<Api["payments"]["iyzicoCallback"]>;
