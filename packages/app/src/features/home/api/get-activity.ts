import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';
import type { Activity } from '@meslektas/domain';
import { dataOf } from '../../../lib/envelope.ts';

/** GET auth/homeNotifications: the home activity feed. */
export function useActivity() {
  return useSWR(
    '/auth/homeNotifications',
    async (key: string) => dataOf<Activity[]>(await apiGet(key, { quiet: true })) ?? [],
  );
}
