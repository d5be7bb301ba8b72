import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

const input = (missionId: number) => ({ body: { mission_id: missionId } });

/** POST application/getUsers {mission_id}: owner only; a 400 sends the lawyer to the task's detail. */
export function useApplicants(missionId: number) {
  return useSWR(
    Number.isInteger(missionId) ? callKey(api.missions.applicants, input(missionId)) : null,
    async () =>
      (
        await callApi(api.missions.applicants, input(missionId), {
          call: 'application.getUsers',
          context: { missionId },
        })
      ).data.data,
  );
}
