import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callDownload, callKey } from '../../../lib/api-client.ts';

/** GET calendar/feed: when the lawyer's feed was made, or null. */
export function useCalendarFeed() {
  return useSWR(callKey(api.calendar.feed), async () => (await callApi(api.calendar.feed)).data);
}

/** POST calendar/feed: a new address (the old one stops at once); shown this once. */
export const createCalendarFeed = () => callApi(api.calendar.createFeed);

/** DELETE calendar/feed. */
export const revokeCalendarFeed = () => callApi(api.calendar.revokeFeed);

/** GET mission/:id/calendar.ics: the task's one-event file, with the server's file name. */
export const downloadMissionCalendar = (id: number) =>
  callDownload(api.calendar.missionFile, { params: { id } });
