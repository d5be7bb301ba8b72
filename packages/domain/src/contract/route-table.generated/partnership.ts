// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const referralInfo = {"method":"GET","path":"/partnership/referances/info"} as ClientOf<Api["partnership"]["referralInfo"]>;
export const references = {"method":"GET","path":"/partnership/referances"} as ClientOf<Api["partnership"]["references"]>;
export const payouts = {"method":"GET","path":"/partnership/payments"} as ClientOf<Api["partnership"]["payouts"]>;
export const requestPayout = {"method":"POST","path":"/partnership/payments/request"} as ClientOf<Api["partnership"]["requestPayout"]>;
export const payoutAccount = {"method":"GET","path":"/partnership/payout-account"} as ClientOf<Api["partnership"]["payoutAccount"]>;
export const savePayoutAccount = {"method":"PUT","path":"/partnership/payout-account"} as ClientOf<Api["partnership"]["savePayoutAccount"]>;
