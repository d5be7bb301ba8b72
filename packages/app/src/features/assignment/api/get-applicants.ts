import type { Applicant } from '@meslektas/domain';
import useSWR from 'swr';
import { apiPost } from '../../../lib/api-client.ts';
import { dataOf } from '../../../lib/envelope.ts';

/** POST application/getUsers {mission_id}: owner only; a 400 sends the lawyer to the task's detail. */
export async function fetchApplicants(missionId: number): Promise<Applicant[]> {
  const body = await apiPost(
    '/application/getUsers',
    { mission_id: missionId },
    {
      call: 'application.getUsers',
      context: { missionId },
    },
  );
  return dataOf<Applicant[]>(body) ?? [];
}

export function useApplicants(missionId: number) {
  return useSWR(
    Number.isInteger(missionId) ? (['/application/getUsers', missionId] as const) : null,
    ([, id]) => fetchApplicants(id),
  );
}
