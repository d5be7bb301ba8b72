import type { ShortDescription } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';
import { dataOf } from '../../../lib/envelope.ts';

/** GET shortdescriptions: the lawyer's own and the system's ready descriptions. */
export function useShortDescriptions() {
  return useSWR(
    '/shortdescriptions',
    async (key: string) => dataOf<ShortDescription[]>(await apiGet(key, { quiet: true })) ?? [],
  );
}
