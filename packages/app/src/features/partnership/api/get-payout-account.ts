import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';
import { preloadRead } from '../../../lib/preload-read.ts';

const payoutAccountKey = callKey(api.partnership.payoutAccount);
const fetchPayoutAccount = () => callApi(api.partnership.payoutAccount);

/** GET partnership/payout-account: where the lawyer is paid, and whether his T.C. number is needed. */
export function usePayoutAccount() {
  return useSWR(payoutAccountKey, fetchPayoutAccount);
}

export function preloadPayoutAccount(): void {
  preloadRead(payoutAccountKey, fetchPayoutAccount);
}
