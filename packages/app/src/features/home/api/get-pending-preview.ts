import { HOME_LIST_MAX, type PendingMission } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';

type Body = { data?: PendingMission[] | { missions?: PendingMission[]; data?: PendingMission[] } };

/** GET global/pending, cut to the home page's 10 items. */
export async function fetchPendingPreview(): Promise<PendingMission[]> {
  const { data } = await apiGet<Body>('/global/pending');
  const list = Array.isArray(data) ? data : (data?.missions ?? data?.data ?? []);
  return list.slice(0, HOME_LIST_MAX);
}

export function usePendingPreview() {
  return useSWR('/global/pending#home', fetchPendingPreview);
}
