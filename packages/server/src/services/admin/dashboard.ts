import {
  ADMIN_DASHBOARD_DAYS,
  type AdminDashboard,
  type AdminDayStats,
  MissionStatus,
  type FillFigures,
  fillFigures,
  istanbulDay,
  istanbulMidnight,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { queueSizes } from './queues/index.ts';

const DAY_MS = 86_400_000;

/**
 * The dashboard: each queue's size, and for the last 14 Istanbul days (today last) the tasks
 * created, assigned, completed and cancelled on that day, and the share of that day's new tasks
 * nobody applied to.
 */
export async function dashboard(db: Kysely<Database>, now: Date): Promise<AdminDashboard> {
  const firstMidnight = new Date(istanbulMidnight(now).getTime() - (ADMIN_DASHBOARD_DAYS - 1) * DAY_MS);
  const from = firstMidnight.toISOString();
  const days: AdminDayStats[] = Array.from({ length: ADMIN_DASHBOARD_DAYS }, (_, i) => ({
    day: istanbulDay(new Date(firstMidnight.getTime() + i * DAY_MS + DAY_MS / 2)),
    created: 0,
    assigned: 0,
    completed: 0,
    cancelled: 0,
    unanswered_share: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const unanswered = new Map<string, number>();

  const rows = await db
    .selectFrom('missions')
    .select((eb) => [
      'missions.created_at',
      'missions.assigned_at',
      'missions.completed_at',
      'missions.cancelled_at',
      'missions.status',
      eb
        .exists(
          eb
            .selectFrom('applications')
            .select('applications.id')
            .whereRef('applications.mission_id', '=', 'missions.id'),
        )
        .as('answered'),
    ])
    .where((eb) =>
      eb.or([
        eb('missions.created_at', '>=', from),
        eb('missions.assigned_at', '>=', from),
        eb('missions.completed_at', '>=', from),
        eb('missions.cancelled_at', '>=', from),
      ]),
    )
    .execute();

  const on = (at: string | null) => (at && at >= from ? byDay.get(istanbulDay(new Date(at))) : undefined);
  for (const row of rows) {
    const created = on(row.created_at);
    if (created) {
      created.created += 1;
      if (!row.answered) unanswered.set(created.day, (unanswered.get(created.day) ?? 0) + 1);
    }
    const assigned = on(row.assigned_at);
    if (assigned) assigned.assigned += 1;
    const completed = row.status === MissionStatus.completed ? on(row.completed_at) : undefined;
    if (completed) completed.completed += 1;
    const cancelled = row.status === MissionStatus.cancelled ? on(row.cancelled_at) : undefined;
    if (cancelled) cancelled.cancelled += 1;
  }
  for (const d of days) {
    d.unanswered_share =
      d.created === 0 ? 0 : Math.round(((unanswered.get(d.day) ?? 0) / d.created) * 1000) / 1000;
  }
  return {
    queues: await queueSizes(db),
    days,
    fill: await fillOf(
      db,
      from,
      days.map((d) => d.day),
    ),
  };
}

/**
 * The fill figures of the tasks created since `from`: who got an applicant, and when first; who got
 * assigned; and the fallbacks their owners chose (rules/fill-figures.ts).
 */
async function fillOf(db: Kysely<Database>, from: string, days: string[]): Promise<FillFigures> {
  const tasks = await db
    .selectFrom('missions as m')
    .leftJoin('courthouses as c', 'c.id', 'm.adliye_id')
    .select((eb) => [
      'm.id',
      'm.created_at',
      'm.adliye_id',
      'c.name as adliye_name',
      'm.assigned_at',
      eb
        .selectFrom('applications as a')
        .select((e) => e.fn.min('a.created_at').as('t'))
        .whereRef('a.mission_id', '=', 'm.id')
        .as('first_at'),
      eb
        .selectFrom('applications as a')
        .select((e) => e.fn.max('a.created_at').as('t'))
        .whereRef('a.mission_id', '=', 'm.id')
        .as('last_at'),
    ])
    .where('m.created_at', '>=', from)
    .execute();
  const fallbacks = await db
    .selectFrom('mission_fallbacks as f')
    .innerJoin('missions as m', 'm.id', 'f.mission_id')
    .select(['f.mission_id', 'f.kind', 'f.created_at'])
    .where('m.created_at', '>=', from)
    .execute();
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());
  return fillFigures(
    tasks.map((t) => ({
      id: t.id,
      createdAt: t.created_at,
      adliyeId: t.adliye_id,
      adliyeName: t.adliye_name,
      firstApplicationAt: iso(t.first_at),
      lastApplicationAt: iso(t.last_at),
      assigned: t.assigned_at !== null,
    })),
    fallbacks.map((f) => ({ missionId: f.mission_id, kind: f.kind, createdAt: f.created_at })),
    days,
  );
}
