import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';
import { preloadRead } from '../../../lib/preload-read.ts';

const payoutsKey = callKey(api.partnership.payouts);
const fetchPayouts = async () => (await callApi(api.partnership.payouts)).data.data;

/** GET partnership/payments: the lawyer's recent payout requests. */
export function usePayouts() {
  return useSWR(payoutsKey, fetchPayouts);
}

export function preloadPayouts(): void {
  preloadRead(payoutsKey, fetchPayouts);
}
