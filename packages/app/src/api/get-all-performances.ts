import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

/** GET global/allPerformances: every speciality a lawyer may choose. */
export function useAllPerformances() {
  return useSWR(callKey(api.profile.allPerformances), async () => {
    return (await callApi(api.profile.allPerformances)).data;
  });
}
