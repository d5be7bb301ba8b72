import { type AdminPaymentStatusFilter, type AdminPaymentTypeFilter } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

export type PaymentsQuery = {
  status: AdminPaymentStatusFilter;
  type: AdminPaymentTypeFilter;
  q?: string;
  page: number;
};

/** GET admin/payments: card payments with the provider's answer, newest first, a page at a time. */
export function useAdminPayments(query: PaymentsQuery) {
  const input = {
    query: { status: query.status, type: query.type, page: query.page, ...(query.q ? { q: query.q } : {}) },
  };
  return useSWR(callKey(api.admin.payments, input), () => callApi(api.admin.payments, input), {
    keepPreviousData: true,
  });
}
