import { type AdminAccountFilter } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

export type AccountsQuery = { status: AdminAccountFilter; q?: string; page: number };

/** GET admin/accounts: the approval queue or any lawyer found by name or telephone, a page at a time. */
export function useAccounts(query: AccountsQuery) {
  const input = { query: { status: query.status, page: query.page, ...(query.q ? { q: query.q } : {}) } };
  return useSWR(callKey(api.admin.accounts, input), () => callApi(api.admin.accounts, input), {
    keepPreviousData: true,
  });
}
