import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** POST mission/getDetail for the page's notices (urgent, place, coordinates); quiet, getUsers rules. */
export function useMission(missionId: number) {
  const input = { body: { mission_id: missionId } };
  return useSWR(
    Number.isInteger(missionId) ? ([...callKey(api.missions.detail, input), 'assignment'] as const) : null,
    async () => (await callApi(api.missions.detail, input, { quiet: true })).data,
  );
}
