import {
  CALENDAR_TIME_ZONE,
  MissionStatus,
  calendarEventLocation,
  calendarEventSequence,
  calendarEventSummary,
  calendarEventTime,
  calendarLastModified,
  calendarTexts,
  missionAppUrl,
  missionEventUid,
} from '@meslektas/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Db } from '../deps.ts';

/** A task as its calendar event needs it. */
export interface CalendarTask {
  id: number;
  owner_id: number;
  status: number;
  plan_date: string;
  plan_time: string | null;
  category: string;
  courthouse: string | null;
  courthouse_address: string | null;
  address_name: string | null;
  address: string | null;
  created_at: string;
  assigned_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
}

/** The tasks' rows with what their events show; the caller narrows it (one lawyer's, one task). */
export function calendarTasks(db: Db) {
  return db
    .selectFrom('missions as m')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('courthouses as a', 'a.id', 'm.adliye_id')
    .select([
      'm.id',
      'm.owner_id',
      'm.status',
      'm.plan_date',
      'm.plan_time',
      'c.name as category',
      'a.name as courthouse',
      'a.address as courthouse_address',
      'm.address_name',
      'm.address',
      'm.created_at',
      'm.assigned_at',
      'm.completed_at',
      'm.cancelled_at',
    ]);
}

/**
 * The iCalendar text of tasks for one lawyer (`viewerId`): each task one event with a stable UID,
 * its times in Europe/Istanbul (with the zone's VTIMEZONE), the courthouse and address, and the
 * task's page in the app; a cancelled task stays, marked CANCELLED.
 */
export function writeCalendar(
  tasks: readonly CalendarTask[],
  options: { viewerId: number; origin: string; eventMinutes: number; publish: boolean },
): string {
  const calendar = ical({
    name: calendarTexts.calendarName,
    prodId: { company: 'Meslektas', product: 'Gorevler', language: 'TR' },
    // A subscribed feed is published; a single file is offered to be added.
    method: options.publish ? ICalCalendarMethod.PUBLISH : null,
  });
  // Only the generator: a zone set on the calendar itself would write DTSTAMP without its 'Z'.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.x('X-WR-TIMEZONE', CALENDAR_TIME_ZONE);
  for (const task of tasks) {
    const cancelled = task.status === MissionStatus.cancelled;
    const url = missionAppUrl(options.origin, task.id);
    const stamp = new Date(
      calendarLastModified([task.created_at, task.assigned_at, task.completed_at, task.cancelled_at]),
    );
    const time = calendarEventTime(task.plan_date, task.plan_time, options.eventMinutes);
    calendar.createEvent({
      id: missionEventUid(task.id),
      ...(time.allDay
        ? { start: time.date, allDay: true }
        : { start: time.start, end: time.end, timezone: CALENDAR_TIME_ZONE }),
      summary: calendarEventSummary({
        category: task.category,
        place: task.courthouse ?? task.address_name,
        cancelled,
      }),
      location: calendarEventLocation([
        task.courthouse,
        task.courthouse_address,
        task.address_name,
        task.address,
      ]),
      description: [
        task.owner_id === options.viewerId ? calendarTexts.owner : calendarTexts.assignee,
        `${calendarTexts.link} ${url}`,
      ].join('\n'),
      url,
      sequence: calendarEventSequence(cancelled),
      stamp,
      lastModified: stamp,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
