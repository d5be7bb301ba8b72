import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';
import type { Bar } from '@meslektas/domain';
import { dataOf } from '../../../lib/envelope.ts';

/** GET global/allBaroData. */
export function useBars() {
  return useSWR('/global/allBaroData', async (key: string) => dataOf<Bar[]>(await apiGet(key)) ?? []);
}
