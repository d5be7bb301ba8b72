import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

export const myCourthousesKey = callKey(api.reference.myCourthouses);

/** GET user/getAdliyeData: the lawyer's bar, its courthouses (his ticked) and his bar change right. */
export function useMyCourthouses() {
  return useSWR(myCourthousesKey, async () => (await callApi(api.reference.myCourthouses)).data);
}
