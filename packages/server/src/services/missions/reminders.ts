import {
  MissionStatus,
  type NotificationType,
  type ReminderKind,
  type ReminderTask,
  plannedInstant,
  reminderMessages,
} from '@meslektas/domain';
import type { DeliveryRun } from '../notifications/deliveries.ts';
import { type NotificationInput, writeNotifications } from '../notifications/notify.ts';
import { pushOf } from '../push/messages.ts';
import { taskSummaryColumns, tasksWithPlace } from './queries.ts';
import type { Db } from '../deps.ts';

/**
 * A reminder of an assigned task, as stored in its delivery: the task, the assignee it was
 * scheduled for, and the planned instant (ISO-8601) it was scheduled from. When it falls due the
 * task is read again, and nothing is sent when any of these no longer holds.
 */
export interface ReminderDelivery {
  missionId: number;
  assigneeId: number;
  plannedAt: string;
}

/** The delivery kinds of the two reminders (deliveries.ts). */
export const reminderDeliveryKinds = {
  before: 'reminder_before',
  report: 'report_reminder',
} as const satisfies Record<ReminderKind, string>;

const notificationTypes = {
  before: 'reminder',
  report: 'report_reminder',
} as const satisfies Record<ReminderKind, NotificationType>;

/** A push of a reminder is worth nothing after the planned time (before) or the next day (report). */
const pushTtlSeconds = { before: 2 * 60 * 60, report: 24 * 60 * 60 } as const;

function reminderTaskRow(db: Db, missionId: number) {
  return tasksWithPlace(db).select(taskSummaryColumns).where('m.id', '=', missionId).executeTakeFirst();
}
type ReminderTaskRow = NonNullable<Awaited<ReturnType<typeof reminderTaskRow>>>;

/**
 * Whether a reminder is still to be sent when it falls due: the task is still assigned to the
 * lawyer it was scheduled for (completed too, for the report), at the same planned time; a
 * reminder before the time is not sent once the time has passed, and the report reminder not once
 * the report is filed.
 */
async function stillDue(
  db: Db,
  kind: ReminderKind,
  m: ReminderTaskRow,
  delivery: ReminderDelivery,
  now: Date,
): Promise<boolean> {
  if (m.user_id !== delivery.assigneeId) return false;
  const planned = plannedInstant(m.plan_date, m.plan_time);
  if (planned.toISOString() !== delivery.plannedAt) return false;
  if (kind === 'before') return m.status === MissionStatus.assigned && now.getTime() < planned.getTime();
  if (m.status !== MissionStatus.assigned && m.status !== MissionStatus.completed) return false;
  const report = await db
    .selectFrom('mission_reports')
    .select('id')
    .where('mission_id', '=', m.id)
    .executeTakeFirst();
  return report === undefined;
}

class TakenOver extends Error {}

/**
 * Sends one reminder: the notification rows of its lawyers (both parties before the time, the
 * assignee for the report) and the delivery's cursor move (0 to 1) in one transaction, so a
 * reminder taken over by another process, or run again after a restart, writes nothing twice;
 * then, after the commit, the live notification, and the push and SMS of those who keep those
 * channels on (read now, at send time). A deleted account gets nothing.
 */
export async function sendReminder(run: DeliveryRun, kind: ReminderKind): Promise<'done' | 'left'> {
  const { db, deps, job } = run;
  // Past the write: the sends went with it (or were lost with a crashed process), never again.
  if (job.cursor !== 0) return 'done';
  const delivery = JSON.parse(job.payload) as ReminderDelivery;
  const now = deps.now();
  const m = await reminderTaskRow(db, delivery.missionId);
  if (!m || !(await stillDue(db, kind, m, delivery, now))) return 'done';
  const ids = kind === 'before' ? [m.owner_id, delivery.assigneeId] : [delivery.assigneeId];
  const people = await db
    .selectFrom('users')
    .select(['id', 'telephone', 'reminder_push', 'reminder_sms'])
    .where('id', 'in', ids)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  const task: ReminderTask = {
    category: m.category,
    place: m.adliye ?? m.address_name,
    planDate: m.plan_date,
    planTime: m.plan_time,
  };
  const texts = reminderMessages[kind];
  const input: NotificationInput = {
    type: notificationTypes[kind],
    missionId: m.id,
    title: texts.title,
    message: texts.message(task),
  };
  const events = await db
    .transaction()
    .execute(async (trx) => {
      const written = await writeNotifications(
        trx,
        people.map((p) => p.id),
        input,
        now,
      );
      if (!(await run.moveCursor(trx, 0, 1))) throw new TakenOver();
      return written;
    })
    .catch((err: unknown) => {
      if (err instanceof TakenOver) return null;
      throw err;
    });
  if (events === null) return 'left';
  const push = pushOf(
    people.filter((p) => p.reminder_push === 1).map((p) => p.id),
    input,
    pushTtlSeconds[kind],
  );
  // The live notification carries the push of those who keep it on.
  await deps.publish(events.map((e, i) => (i === 0 && push ? { ...e, push } : e)));
  for (const p of people) {
    if (p.reminder_sms === 1) await deps.sendSms(p.telephone, texts.sms(task));
  }
  return 'done';
}
