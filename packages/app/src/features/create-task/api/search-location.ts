import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST location/search {query}: up to 10 places of the offline gazetteer. */
export async function searchLocation(query: string) {
  const res = await callApi(api.reference.locationSearch, { body: { query } }, { quiet: true });
  return res.data.slice(0, 10);
}
