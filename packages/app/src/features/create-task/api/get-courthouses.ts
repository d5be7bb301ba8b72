import useSWR from 'swr';
import { apiPost } from '../../../lib/api-client.ts';
import type { Courthouse } from '@meslektas/domain';
import { dataOf } from '../../../lib/envelope.ts';

/** POST global/allAdliyeData {baro_id}: the bar's courthouses. */
export function useCourthouses(baroId: number | null) {
  return useSWR(
    baroId ? (['/global/allAdliyeData', baroId] as const) : null,
    async ([key, id]) => dataOf<Courthouse[]>(await apiPost(key, { baro_id: id })) ?? [],
  );
}
