import type { ReminderSettings } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET /settings/reminders: whether the lawyer's task reminders also come by push and by SMS. */
export function useReminderSettings() {
  return useSWR(callKey(api.reminders.settings), async () => (await callApi(api.reminders.settings)).data);
}

/** PUT /settings/reminders with both channels. */
export const updateReminderSettings = (body: ReminderSettings) => callApi(api.reminders.update, { body });
