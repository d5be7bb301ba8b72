import {
  APPLICATION_WINDOW_MS,
  type FallbackTask,
  MissionStatus,
  type MissionStatusCode,
  fallbackDue,
  realtimeEvents,
  windowEnd,
} from '@meslektas/domain';
import type { Db, ServiceDeps } from '../deps.ts';
import { type OutgoingEvent, userChannel, writeNotifications } from '../notifications/notify.ts';

/** A task row, with its applicant count, as the fallback rules read it. */
export function fallbackTaskOf(m: {
  status: MissionStatusCode;
  fast: number;
  created_at: string;
  window_started_at: string;
  applicants: unknown;
  extensions: number;
  widened_km: number | null;
  adliye_id: number | null;
}): FallbackTask {
  return {
    status: m.status,
    urgent: m.fast === 1,
    createdAt: m.created_at,
    windowStartedAt: m.window_started_at,
    applicants: Number(m.applicants),
    extensions: m.extensions,
    widenedKm: m.widened_km,
    adliyeId: m.adliye_id,
  };
}

/** The delivery that tells an owner his task's window ended with nobody applying. */
export interface WindowEndedDelivery {
  missionId: number;
  /** The window this notice is for (ISO-8601); a reopened task has a later one, with its own notice. */
  windowEndsAt: string;
}

export const nobodyAppliedTexts = {
  title: 'Görevinize Başvuru Gelmedi',
  message: (place: string | null) =>
    `${place ? `${place} için açtığınız` : 'Açtığınız'} göreve süre içinde başvuru gelmedi. Süreyi uzatabilir, yakın adliyelere açabilir, bütçeyi artırabilir ya da iptal edebilirsiniz.`,
} as const;

/**
 * Runs at the window's end: checks, at run time, that the task is still open, not urgent, without
 * an applicant, and that this window is still its current one; then writes the owner's notification
 * and sends it live with its push, and the `mission-updated` event of his task page.
 */
export async function tellOwnerNobodyApplied(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'publish'>,
  delivery: WindowEndedDelivery,
): Promise<void> {
  const m = await db
    .selectFrom('missions as m')
    .leftJoin('courthouses as c', 'c.id', 'm.adliye_id')
    .select((eb) => [
      'm.id',
      'm.owner_id',
      'm.status',
      'm.fast',
      'm.created_at',
      'm.window_started_at',
      'm.extensions',
      'm.widened_km',
      'm.adliye_id',
      'm.address_name',
      'c.name as adliye_name',
      eb
        .selectFrom('applications as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.mission_id', '=', 'm.id')
        .as('applicants'),
    ])
    .where('m.id', '=', delivery.missionId)
    .executeTakeFirst();
  if (!m) return;
  const task = fallbackTaskOf(m);
  const current = windowEnd(task, APPLICATION_WINDOW_MS).toISOString();
  if (current !== delivery.windowEndsAt || !fallbackDue(task, deps.now())) return;
  const events: OutgoingEvent[] = await db.transaction().execute((trx) =>
    writeNotifications(
      trx,
      [m.owner_id],
      {
        type: 'no_applicants',
        missionId: m.id,
        title: nobodyAppliedTexts.title,
        message: nobodyAppliedTexts.message(m.adliye_name ?? m.address_name),
      },
      deps.now(),
    ),
  );
  events.push({
    channels: [userChannel(m.owner_id)],
    event: realtimeEvents.missionUpdated,
    data: { missionId: m.id, missionStatus: MissionStatus.open, change: 'no_applicants' },
  });
  await deps.publish(events);
}
