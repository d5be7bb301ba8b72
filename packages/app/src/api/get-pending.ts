import { api } from '@meslektas/domain';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

/** GET global/pending: the open tasks with the server's info and no-task texts. */
const pendingKey = callKey(api.missions.pending);

export function usePending() {
  return useSWR(pendingKey, async () => (await callApi(api.missions.pending)).data);
}
