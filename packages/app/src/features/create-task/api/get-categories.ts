import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';
import { preloadRead } from '../../../lib/preload-read.ts';

/** GET mission/categories. */
const categoriesKey = callKey(api.reference.categories);
const fetchCategories = async () => (await callApi(api.reference.categories)).data;

export function useCategories() {
  return useSWR(categoriesKey, fetchCategories);
}

export function preloadCategories(): void {
  preloadRead(categoriesKey, fetchCategories);
}
