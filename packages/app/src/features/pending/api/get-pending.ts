import type { PendingMission, PendingMissionsData } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';

export const pendingKey = '/global/pending';

type Body = { data?: PendingMission[] | (Partial<PendingMissionsData> & { data?: PendingMission[] }) };

/** GET global/pending: the open tasks (under `missions` or `data`), with the server's texts. */
export async function fetchPending(): Promise<PendingMissionsData> {
  const { data } = await apiGet<Body>(pendingKey);
  if (Array.isArray(data)) return { missions: data, infoText: null, noMissionText: null };
  return {
    missions: data?.missions ?? data?.data ?? [],
    infoText: data?.infoText ?? null,
    noMissionText: data?.noMissionText ?? null,
  };
}

export function usePending() {
  return useSWR(pendingKey, fetchPending);
}
