import type { LocationResult } from '@meslektas/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { dataOf } from '../../../lib/envelope.ts';

/** POST location/search {query}: up to 10 places of the offline gazetteer. */
export async function searchLocation(query: string): Promise<LocationResult[]> {
  return (
    dataOf<LocationResult[]>(await apiPost('/location/search', { query }, { quiet: true })) ?? []
  ).slice(0, 10);
}
