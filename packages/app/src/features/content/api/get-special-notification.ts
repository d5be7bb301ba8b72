import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/**
 * GET specialnotifications/{id} (data.data {title, body}). One meant for someone else answers 404,
 * which the one error mapping turns into the way home.
 */
export function useSpecialNotification(id: number) {
  const input = { params: { id } };
  return useSWR(
    Number.isInteger(id) && id > 0 ? callKey(api.notifications.special, input) : null,
    async () => (await callApi(api.notifications.special, input)).data.data,
  );
}
