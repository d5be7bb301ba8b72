import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';
import type { Category } from '@meslektas/domain';
import { dataOf } from '../../../lib/envelope.ts';

/** GET mission/categories. */
export function useCategories() {
  return useSWR('/mission/categories', async (key: string) => dataOf<Category[]>(await apiGet(key)) ?? []);
}
