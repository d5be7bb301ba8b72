import type { DataEnvelope, PendingMissionsData } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';

export const pendingKey = '/global/pending';

/** GET global/pending: the open tasks with the server's info and no-task texts. */
export async function fetchPending(): Promise<PendingMissionsData> {
  const { data } = await apiGet<DataEnvelope<PendingMissionsData>>(pendingKey);
  return data;
}

export function usePending() {
  return useSWR(pendingKey, fetchPending);
}
