/**
 * Calendar feeds and '.ics' files of tasks: what an event of a task says and when it happens. The
 * server writes them with an iCalendar library; these are the rules it follows.
 */
import { plannedInstant } from './cancel-requests.ts';
import { istanbulDay, istanbulTime } from './istanbul-date.ts';
import { buildPath } from './routes.ts';

/** The zone every timed event is written in (with its VTIMEZONE), whatever the server's zone. */
export const CALENDAR_TIME_ZONE = 'Europe/Istanbul';
/** With its charset: the texts are Turkish. */
export const CALENDAR_MEDIA_TYPE = 'text/calendar; charset=utf-8';

/** A feed token: 32 random bytes in base64url, 43 characters. Anything else is never looked up. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a lawyer's feed is read, without signing in: the token in the path. */
export const calendarFeedPath = (token: string): string => `/api/calendar/${token}.ics`;

/** The file name 'Takvime ekle' saves. */
export const missionCalendarFilename = (missionId: number): string => `gorev-${missionId}.ics`;

/** A task's event UID: the same for the task in every feed and file, so a calendar updates it in place. */
export const missionEventUid = (missionId: number): string => `gorev-${missionId}@meslektas`;

export const calendarTexts = {
  calendarName: 'Meslektaş Görevlerim',
  cancelledPrefix: 'İptal edildi: ',
  owner: 'Bu görevi siz verdiniz.',
  assignee: 'Bu görevi siz aldınız.',
  link: 'Görev detayları:',
} as const;

/** What an event of a task is called: its category and where it happens ('Duruşma – Çağlayan Adliyesi'). */
export function calendarEventSummary(task: {
  category: string;
  place: string | null;
  cancelled: boolean;
}): string {
  const place = task.place?.trim();
  const title = place ? `${task.category} – ${place}` : task.category;
  return task.cancelled ? `${calendarTexts.cancelledPrefix}${title}` : title;
}

/** Where: the courthouse, then the address when the task gives one (joined by ', '). */
export function calendarEventLocation(parts: readonly (string | null | undefined)[]): string | null {
  const seen = parts.map((p) => p?.trim() ?? '').filter((p, i, all) => p !== '' && all.indexOf(p) === i);
  return seen.length > 0 ? seen.join(', ') : null;
}

/**
 * When: a task with a time is a timed event of `minutes` from its planned time, written as Istanbul
 * wall-clock times (`YYYY-MM-DDTHH:mm:00`, with TZID Europe/Istanbul); a task without a time is an
 * all-day event on its planned date (no made-up hour is put in the lawyer's calendar).
 */
export type CalendarEventTime =
  { allDay: true; date: string } | { allDay: false; start: string; end: string };

export function calendarEventTime(
  planDate: string,
  planTime: string | null | undefined,
  minutes: number,
): CalendarEventTime {
  if (!planTime || !/^\d{2}:\d{2}$/.test(planTime)) return { allDay: true, date: planDate };
  const start = plannedInstant(planDate, planTime);
  const end = new Date(start.getTime() + minutes * 60_000);
  return { allDay: false, start: `${planDate}T${planTime}:00`, end: wallClock(end) };
}

/** An instant as Istanbul's `YYYY-MM-DDTHH:mm:00`. */
function wallClock(instant: Date): string {
  return `${istanbulDay(instant)}T${istanbulTime(instant)}:00`;
}

/**
 * The oldest planned date a feed lists: `days` before today in Istanbul. Later tasks all come, so a
 * calendar keeps recent history and every task ahead.
 */
export function calendarWindowStart(now: Date, days: number): string {
  return istanbulDay(new Date(now.getTime() - days * 86_400_000));
}

/**
 * A revision number the calendar compares: the plan never changes after creation, so the only
 * revision is the cancellation.
 */
export const calendarEventSequence = (cancelled: boolean): number => (cancelled ? 1 : 0);

/** When the event last changed: the latest of the task's stamps (created, assigned, completed, cancelled). */
export function calendarLastModified(stamps: readonly (string | null | undefined)[]): string {
  return stamps.filter((s): s is string => !!s).reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}

/** The task's page in the app, absolute, from the origin the request came to. */
export const missionAppUrl = (origin: string, missionId: number): string =>
  `${origin}${buildPath('detail-task', { missionId })}`;
