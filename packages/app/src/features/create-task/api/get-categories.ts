import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET mission/categories. */
export function useCategories() {
  return useSWR(
    callKey(api.reference.categories),
    async () => (await callApi(api.reference.categories)).data,
  );
}
