import { type TicketSendPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET ticket: the subjects and the lawyer's tickets. */
export function useTickets() {
  return useSWR(callKey(api.tickets.list), async () => (await callApi(api.tickets.list)).data);
}

/** POST ticket: a question about a subject that takes one. */
export const sendTicket = (body: TicketSendPayload) => callApi(api.tickets.send, { body });
