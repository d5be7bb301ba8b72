import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

/** GET global/notices: the header's rotating site notices; quiet, the header works without them. */
export function useNotices() {
  return useSWR(
    callKey(api.reference.notices),
    async () => (await callApi(api.reference.notices, {}, { quiet: true })).data,
  );
}
