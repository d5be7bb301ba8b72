import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

export const excludedCategoriesKey = callKey(api.courthouses.excludedCategories);

/** GET user/notCategoriesList: every category, the ones the lawyer does not want marked. */
export function useExcludedCategories() {
  return useSWR(excludedCategoriesKey, async () => (await callApi(api.courthouses.excludedCategories)).data);
}
