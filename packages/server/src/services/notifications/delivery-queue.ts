import { APPLICATION_WINDOW_MS, type MissionCreatedEvent } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DigestDelivery } from '../digest/schedule.ts';
import type { AudienceTarget } from '../missions/audience.ts';
import type { ReminderDelivery } from '../missions/reminders.ts';
import type { WindowEndedDelivery } from '../missions/window-end.ts';
import type { ReportLateDelivery } from '../reports/report-due.ts';
import type { NotificationInput } from './notify.ts';
import type { QueuedEnd } from '../guaranteed-payments/ending.ts';

/*
 * What a change stores to be delivered later, inside its own transaction. The worker that runs the
 * deliveries (deliveries.ts) imports the services whose handlers it calls; those services store
 * their deliveries through this module, which imports nothing but types.
 */

/**
 * A new task's delivery to its audience: who (the audience rule's input, read when the delivery
 * runs) and what (the notification, and the live `mission-created` event).
 */
export interface MissionDelivery {
  target: AudienceTarget;
  notification: NotificationInput;
  /** The rest of the live event (owner, category) is read from `target`: see missionCreatedEvent. */
  created: Pick<MissionCreatedEvent, 'missionId' | 'adliyeId' | 'fast'>;
  /** The task's creation time (the second wave's: when it opens); the notifications carry it. */
  at: string;
  /**
   * Priority waves (domain's rules/waves.ts): the first wave goes to `only` (the audience present at
   * the courthouse at creation); the second, due when the task opens to all, to the rest of the
   * audience `except` those already told. Absent: the whole audience at once.
   */
  wave?: { n: 1; only: number[] } | { n: 2; except: number[] };
}

/** The kinds of delivery, each with its payload (stored as JSON) and its handler (see handlers). */
export interface DeliveryPayloads {
  mission_created: MissionDelivery;
  window_ended: WindowEndedDelivery;
  /** A task's reminder before its planned time, to both parties (missions/reminders.ts). */
  reminder_before: ReminderDelivery;
  /** The assignee's reminder after the planned time to write the outcome report. */
  report_reminder: ReminderDelivery;
  daily_digest: DigestDelivery;
  report_late: ReportLateDelivery;
  /** A held guaranteed payment's release, due the constant hours after the outcome report. */
  guarantee_auto_release: { paymentId: number };
  /** An iyzico guaranteed payment's release or refund decided inside another change's transaction. */
  guarantee_end: QueuedEnd;
  /** An iyzico ending looked at again once the recovery minutes passed (guaranteed-payments/recovery.ts). */
  guarantee_recover: { paymentId: number };
}
export type DeliveryKind = keyof DeliveryPayloads;

/**
 * Records a delivery inside the transaction of what it is about: both are stored, or neither. One
 * with `dueAt` is not started before then (a process that is up runs it at that time; one that
 * was down, as soon as it starts). A job about a lawyer rather than a task (`missionId` null) names
 * him in `about`; its `jobKey` is unique, so a second one with the same key is not stored.
 */
export async function enqueueDelivery<K extends DeliveryKind>(
  trx: Kysely<Database>,
  kind: K,
  missionId: number | null,
  payload: DeliveryPayloads[K],
  now: Date,
  dueAt: Date | null = null,
  about: { userId: number; jobKey: string } | null = null,
): Promise<void> {
  await trx
    .insertInto('deliveries')
    .values({
      kind,
      mission_id: missionId,
      payload: JSON.stringify(payload),
      created_at: now.toISOString(),
      due_at: dueAt?.toISOString() ?? null,
      user_id: about?.userId ?? null,
      job_key: about?.jobKey ?? null,
    })
    .$if(about !== null, (q) => q.onConflict((oc) => oc.column('job_key').doNothing()))
    .execute();
}

/**
 * Records a new task's delivery to its audience inside the task's own transaction; one with `dueAt`
 * (the second wave) starts then.
 */
export function enqueueMissionDelivery(
  trx: Kysely<Database>,
  missionId: number,
  delivery: MissionDelivery,
  now: Date,
  dueAt: Date | null = null,
): Promise<void> {
  return enqueueDelivery(trx, 'mission_created', missionId, delivery, now, dueAt);
}

/**
 * Schedules the owner's notice for the window of a task that starts at `windowStart` (its creation,
 * or a fallback's fresh start): due when the window ends; it checks then whether anyone applied.
 */
export function enqueueWindowEnd(
  trx: Kysely<Database>,
  missionId: number,
  windowStart: Date,
  now: Date,
): Promise<void> {
  const windowEndsAt = new Date(windowStart.getTime() + APPLICATION_WINDOW_MS);
  return enqueueDelivery(
    trx,
    'window_ended',
    missionId,
    { missionId, windowEndsAt: windowEndsAt.toISOString() },
    now,
    windowEndsAt,
  );
}
