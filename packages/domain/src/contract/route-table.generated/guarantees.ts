// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const view = {"method":"GET","path":"/missions/:id/guarantee"} as ClientOf<Api["guarantees"]["view"]>;
export const sandboxCard = {"method":"POST","path":"/guarantees/:id/sandbox/card"} as ClientOf<Api["guarantees"]["sandboxCard"]>;
export const sandbox3ds = {"method":"POST","path":"/guarantees/:id/sandbox/3ds"} as ClientOf<Api["guarantees"]["sandbox3ds"]>;
export const sandboxCallback = {"method":"POST","path":"/guarantees/callback/sandbox"} as ClientOf<Api["guarantees"]["sandboxCallback"]>;
export const iyzicoCheckout = {"method":"POST","path":"/guarantees/:id/iyzico/checkout"} as ClientOf<Api["guarantees"]["iyzicoCheckout"]>;
export const iyzicoCallback = {"method":"POST","path":"/guarantees/callback/iyzico"} as ClientOf<Api["guarantees"]["iyzicoCallback"]>;
