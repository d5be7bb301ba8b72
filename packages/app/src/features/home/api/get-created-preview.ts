import { HOME_LIST_MAX, type MissionRow } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';

/** GET mission/created, the first 10 for the home page. */
export async function fetchCreatedPreview(): Promise<MissionRow[]> {
  const body = await apiGet<{ data?: MissionRow[] }>('/mission/created', {
    query: { page: 1, limit: HOME_LIST_MAX },
  });
  return (body.data ?? []).slice(0, HOME_LIST_MAX);
}

export function useCreatedPreview() {
  return useSWR('/mission/created#home', fetchCreatedPreview);
}
