import { type AdminPayoutFilter } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/payouts: pending payout requests oldest first (or paid, rejected, all), a page at a time. */
export function useAdminPayouts(query: { status: AdminPayoutFilter; page: number }) {
  const input = { query };
  return useSWR(callKey(api.admin.payouts, input), () => callApi(api.admin.payouts, input), {
    keepPreviousData: true,
  });
}

export const payoutCalls = {
  paid: (id: number) => callApi(api.admin.payPayout, { params: { id } }),
  reject: (id: number, reason: string) =>
    callApi(api.admin.rejectPayout, { params: { id }, body: { reason } }),
  /** The pending requests as the bank's CSV (the export itself is in the audit log). */
  exportCsv: async () => (await callApi(api.admin.payoutsExport)).data,
};
