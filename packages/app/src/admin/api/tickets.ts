import { type AdminTicketFilter } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/tickets: tickets waiting for an answer oldest first (or answered ones, or all), a page at a time. */
export function useAdminTickets(query: { status: AdminTicketFilter; page: number }) {
  const input = { query };
  return useSWR(callKey(api.admin.tickets, input), () => callApi(api.admin.tickets, input), {
    keepPreviousData: true,
  });
}

/** GET admin/tickets/{id}: one ticket with its lawyer and, once answered, the answer. */
export function useAdminTicket(id: number | null) {
  const input = { params: { id: id ?? 0 } };
  return useSWR(
    id === null ? null : callKey(api.admin.ticket, input),
    async () => (await callApi(api.admin.ticket, input)).data,
  );
}

/** Answers a pending ticket; the lawyer is notified and reads the answer on his support page. */
export const answerTicket = (id: number, answer: string) =>
  callApi(api.admin.answerTicket, { params: { id }, body: { answer } });
