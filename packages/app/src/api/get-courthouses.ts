import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

const input = (baroId: number) => ({ body: { baro_id: baroId } });

/** POST global/allAdliyeData {baro_id}: the bar's courthouses. */
const fetchCourthouses = async (baroId: number) =>
  (await callApi(api.reference.courthouses, input(baroId))).data;

export function useCourthouses(baroId: number | null) {
  return useSWR(
    baroId ? callKey(api.reference.courthouses, input(baroId)) : null,
    baroId ? () => fetchCourthouses(baroId) : null,
  );
}
