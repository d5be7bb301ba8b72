import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET auth/homeNotifications: the home activity feed. */
export function useActivity() {
  return useSWR(
    callKey(api.reference.homeNotifications),
    async () => (await callApi(api.reference.homeNotifications, {}, { quiet: true })).data,
  );
}
