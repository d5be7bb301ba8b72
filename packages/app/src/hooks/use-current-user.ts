import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

export const currentUserKey = callKey(api.auth.getData);

const fetchCurrentUser = async () => (await callApi(api.auth.getData)).data;

/** The logged-in lawyer; shared by the guards, the layout and screens that compare ids. */
export function useCurrentUser() {
  return useSWR(currentUserKey, fetchCurrentUser);
}
