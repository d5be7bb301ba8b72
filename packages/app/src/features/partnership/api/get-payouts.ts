import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET partnership/payments: the lawyer's recent payout requests. */
export function usePayouts() {
  return useSWR(
    callKey(api.partnership.payouts),
    async () => (await callApi(api.partnership.payouts)).data.data,
  );
}
