import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** POST mission/getDetail {mission_id}; a 403 is the spec's premium rule. */
export function useDetail(missionId: number) {
  const input = { body: { mission_id: missionId } };
  return useSWR(
    Number.isInteger(missionId) ? callKey(api.missions.detail, input) : null,
    async () =>
      (await callApi(api.missions.detail, input, { call: 'mission.detail', context: { missionId } })).data,
  );
}
