import type { MissionDetail } from '@meslektas/domain';
import useSWR from 'swr';
import { apiPost } from '../../../lib/api-client.ts';
import { dataOf } from '../../../lib/envelope.ts';

/** POST mission/getDetail for the page's notices (urgent, place, coordinates); quiet, getUsers rules. */
export function useMission(missionId: number) {
  return useSWR(
    Number.isInteger(missionId) ? (['/mission/getDetail#assignment', missionId] as const) : null,
    async ([, id]) =>
      dataOf<MissionDetail>(await apiPost('/mission/getDetail', { mission_id: id }, { quiet: true })),
  );
}
