import { type TicketSendPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET ticket: the subjects and the lawyer's tickets. */
export function useTickets() {
  return useSWR(callKey(api.tickets.list), async () => (await callApi(api.tickets.list)).data);
}

/** POST ticket: a question, or a bar change picked in the modal. */
export const sendTicket = (body: TicketSendPayload) => callApi(api.tickets.send, { body });

/** GET global/allBaroData: the bars (one per province) of the bar-change modal. */
export function useBars(enabled: boolean) {
  return useSWR(
    enabled ? callKey(api.reference.bars) : null,
    async () => (await callApi(api.reference.bars)).data,
  );
}

/** POST global/allAdliyeData: the chosen bar's courthouses. */
export function useCourthouses(baroId: number | null) {
  const input = { body: { baro_id: baroId ?? 0 } };
  return useSWR(
    baroId === null ? null : callKey(api.reference.courthouses, input),
    async () => (await callApi(api.reference.courthouses, input)).data,
  );
}
