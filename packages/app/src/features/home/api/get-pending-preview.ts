import {
  type DataEnvelope,
  HOME_LIST_MAX,
  type PendingMission,
  type PendingMissionsData,
} from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';

/** GET global/pending, cut to the home page's 10 items. */
export async function fetchPendingPreview(): Promise<PendingMission[]> {
  const { data } = await apiGet<DataEnvelope<PendingMissionsData>>('/global/pending');
  return data.data.slice(0, HOME_LIST_MAX);
}

export function usePendingPreview() {
  return useSWR('/global/pending#home', fetchPendingPreview);
}
