import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';
import type { ArchiveItem } from '@meslektas/domain';
import { dataOf } from '../../../lib/envelope.ts';

export type ArchiveType = 'assigned' | 'completed';

/** GET mission/archive (last 10 assigned) and mission/archive?type=completed (last 10 completed). */
export async function fetchArchive(type: ArchiveType): Promise<ArchiveItem[]> {
  const body = await apiGet<unknown>('/mission/archive', { query: type === 'completed' ? { type } : {} });
  return dataOf<ArchiveItem[]>(body) ?? [];
}

export function useArchive(type: ArchiveType) {
  return useSWR(['/mission/archive', type] as const, ([, t]) => fetchArchive(t));
}
