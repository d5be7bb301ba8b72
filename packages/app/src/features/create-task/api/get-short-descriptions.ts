import { api } from '@meslektas/domain';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET shortdescriptions: the lawyer's own and the system's ready descriptions. */
export function useShortDescriptions() {
  return useSWR(
    callKey(api.shortDescriptions.list),
    async () => (await callApi(api.shortDescriptions.list, {}, { quiet: true })).data,
  );
}
