import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET partnership/referances: the colleagues who signed up through the lawyer's link. */
export function useReferences() {
  return useSWR(
    callKey(api.partnership.references),
    async () => (await callApi(api.partnership.references)).data.data,
  );
}
