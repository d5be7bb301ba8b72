import type { MissionDetail } from '@meslektas/domain';
import useSWR from 'swr';
import { apiPost } from '../../../lib/api-client.ts';
import { dataOf } from '../../../lib/envelope.ts';

/** POST mission/getDetail {mission_id}; a 403 is the spec's premium rule. */
export async function fetchDetail(missionId: number): Promise<MissionDetail> {
  return dataOf<MissionDetail>(
    await apiPost(
      '/mission/getDetail',
      { mission_id: missionId },
      { call: 'mission.detail', context: { missionId } },
    ),
  );
}

export function useDetail(missionId: number) {
  return useSWR(Number.isInteger(missionId) ? (['/mission/getDetail', missionId] as const) : null, ([, id]) =>
    fetchDetail(id),
  );
}
