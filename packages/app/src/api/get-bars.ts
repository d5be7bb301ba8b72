import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

/** GET global/allBaroData. */
export function useBars() {
  return useSWR(callKey(api.reference.bars), async () => (await callApi(api.reference.bars)).data);
}
