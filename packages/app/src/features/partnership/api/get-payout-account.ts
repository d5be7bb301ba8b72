import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET partnership/payout-account: where the lawyer is paid, and whether his T.C. number is needed. */
export function usePayoutAccount() {
  return useSWR(callKey(api.partnership.payoutAccount), () => callApi(api.partnership.payoutAccount));
}
