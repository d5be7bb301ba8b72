import type { SendSpecialNotificationPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/special-notifications: what was sent, newest first, a page at a time. */
export function useSpecialNotifications(page: number) {
  const input = { query: { page } };
  return useSWR(
    callKey(api.admin.specialNotifications, input),
    () => callApi(api.admin.specialNotifications, input),
    { keepPreviousData: true },
  );
}

export const specialNotificationCalls = {
  send: (body: SendSpecialNotificationPayload) => callApi(api.admin.sendSpecialNotification, { body }),
  /** Lawyers by name or telephone, through the accounts search (every standing). */
  searchLawyers: async (q: string) =>
    (await callApi(api.admin.accounts, { query: { status: 'all', q, page: 1 } })).data,
};
