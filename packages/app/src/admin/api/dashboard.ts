import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/dashboard: queue sizes and the last 14 days of tasks. */
export function useDashboard() {
  return useSWR(callKey(api.admin.dashboard), async () => (await callApi(api.admin.dashboard)).data);
}
