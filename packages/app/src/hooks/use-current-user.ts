import type { User } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../lib/api-client.ts';
import { dataOf } from '../lib/envelope.ts';

export const currentUserKey = '/auth/getData';

export const fetchCurrentUser = async () => dataOf<User>(await apiGet<unknown>(currentUserKey));

/** The logged-in lawyer; shared by the guards, the layout and screens that compare ids. */
export function useCurrentUser() {
  return useSWR(currentUserKey, fetchCurrentUser);
}
