import { type AdminDisputeFilter, type DisputeVerdict } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/disputes: open disputes oldest first (or resolved ones, or all), a page at a time. */
export function useAdminDisputes(query: { status: AdminDisputeFilter; page: number }) {
  const input = { query };
  return useSWR(callKey(api.admin.disputes, input), () => callApi(api.admin.disputes, input), {
    keepPreviousData: true,
  });
}

/** GET admin/disputes/{id}: one dispute with every message, pending and rejected ones included. */
export function useAdminDispute(id: number | null) {
  const input = { params: { id: id ?? 0 } };
  return useSWR(
    id === null ? null : callKey(api.admin.dispute, input),
    async () => (await callApi(api.admin.dispute, input)).data,
  );
}

/** The desk's actions on an open dispute; each answers a Turkish confirmation. */
export const disputeDeskCalls = {
  send: (id: number, message: string) =>
    callApi(api.admin.disputeMessage, { params: { id }, body: { message } }),
  resolve: (id: number, result: string, against: DisputeVerdict) =>
    callApi(api.admin.resolveDispute, { params: { id }, body: { result_message: result, against } }),
};
