import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/accounts/:id/wallet: a lawyer's balance, held amount and latest ledger entries (kuruş). */
export function useAccountWallet(id: number | null) {
  const input = { params: { id: id ?? 0 }, query: { page: 1 } };
  return useSWR(id === null ? null : callKey(api.admin.accountWallet, input), () =>
    callApi(api.admin.accountWallet, input),
  );
}

/** POST admin/accounts/:id/wallet-adjustments: one correction entry (kuruş, signed) with its reason. */
export const adjustWallet = (id: number, amount: number, reason: string) =>
  callApi(api.admin.adjustWallet, { params: { id }, body: { amount, reason } });
