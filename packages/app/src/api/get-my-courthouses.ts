import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';
import { preloadRead } from '../lib/preload-read.ts';

export const myCourthousesKey = callKey(api.reference.myCourthouses);

/** GET user/getAdliyeData: the lawyer's bar, its courthouses (his ticked) and his bar change right. */
const fetchMyCourthouses = async () => (await callApi(api.reference.myCourthouses)).data;

export function useMyCourthouses() {
  return useSWR(myCourthousesKey, fetchMyCourthouses);
}

export function preloadMyCourthouses(): void {
  preloadRead(myCourthousesKey, fetchMyCourthouses);
}
