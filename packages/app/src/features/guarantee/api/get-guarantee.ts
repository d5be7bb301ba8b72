import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

const input = (missionId: number) => ({ params: { id: missionId } });

/** GET missions/{id}/guarantee: the task's payment for its two parties; null asks for nothing. */
export function useGuarantee(missionId: number | null) {
  return useSWR(missionId === null ? null : callKey(api.guarantees.view, input(missionId)), async () =>
    missionId === null ? null : (await callApi(api.guarantees.view, input(missionId), { quiet: true })).data,
  );
}
