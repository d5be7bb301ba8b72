import type { AdminGuaranteeFilter, GuaranteeDecisionPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/guarantees: held payments first, then the newest, a page at a time. */
export function useAdminGuarantees(query: { state: AdminGuaranteeFilter; page: number }) {
  const input = { query };
  return useSWR(callKey(api.admin.guarantees, input), () => callApi(api.admin.guarantees, input), {
    keepPreviousData: true,
  });
}

/** POST admin/guarantees/{id}/decision: release, refund or split, with the reason both parties read. */
export const decideGuarantee = (id: number, decision: GuaranteeDecisionPayload) =>
  callApi(api.admin.decideGuarantee, { params: { id }, body: decision });

/** POST admin/guarantees/{id}/finish: 'Aktarımı Tamamla', the provider asked again and the payment settled. */
export const finishGuarantee = (id: number) => callApi(api.admin.finishGuarantee, { params: { id } });
