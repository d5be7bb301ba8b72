import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';
import { preloadRead } from '../../../lib/preload-read.ts';

/** GET auth/homeNotifications: the home activity feed. */
const activityKey = callKey(api.reference.homeNotifications);
const fetchActivity = async () => (await callApi(api.reference.homeNotifications, {}, { quiet: true })).data;

export function useActivity() {
  return useSWR(activityKey, fetchActivity);
}

export function preloadActivity(): void {
  preloadRead(activityKey, fetchActivity);
}
