import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET auth/progress: the server's completeness percent and its lines. */
export function useProfileProgress() {
  return useSWR(callKey(api.settings.progress), () => callApi(api.settings.progress));
}
