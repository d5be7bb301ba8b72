import {
  MissionStatus,
  formatDottedDate,
  istanbulMonthStart,
  remainingCancelRequests,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { taskSummaryColumns, tasksWithPlace } from '../missions/queries.ts';

/** A task as the cancel request page names it: 'Duruşma · Çağlayan Adliyesi · 12.03.2026 14:30'. */
export function missionTitle(m: {
  category: string;
  adliye: string | null;
  address_name: string | null;
  plan_date: string;
  plan_time: string | null;
}): string {
  const place = m.adliye ?? m.address_name ?? 'Adliye dışı';
  const when = `${formatDottedDate(m.plan_date)}${m.plan_time ? ` ${m.plan_time}` : ''}`;
  return `${m.category} · ${place} · ${when}`;
}

/** The task with what its title needs; null for an unknown id. */
export function findTask(db: Kysely<Database>, missionId: number) {
  return tasksWithPlace(db).select(taskSummaryColumns).where('m.id', '=', missionId).executeTakeFirst();
}

/** Requests the lawyer made since his month began (Istanbul), whatever their answer. */
async function requestsThisMonth(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('cancel_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('requester_id', '=', userId)
    .where('created_at', '>=', istanbulMonthStart(now).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The User record's cancel_request: his monthly allowance less this month's requests. */
export async function remainingAllowance(
  db: Kysely<Database>,
  user: { id: number; cancel_request: number },
  now: Date,
): Promise<number> {
  return remainingCancelRequests(user.cancel_request, await requestsThisMonth(db, user.id, now));
}

/** The lawyer's assigned tasks (either side) with no request waiting: what the form offers. */
export async function requestableTasks(db: Kysely<Database>, userId: number) {
  const rows = await tasksWithPlace(db)
    .select(taskSummaryColumns)
    .where('m.status', '=', MissionStatus.assigned)
    .where((eb) => eb.or([eb('m.owner_id', '=', userId), eb('m.user_id', '=', userId)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('cancel_requests as r')
            .select('r.id')
            .whereRef('r.mission_id', '=', 'm.id')
            .where('r.status', '=', 'pending'),
        ),
      ),
    )
    .orderBy('m.plan_date', 'asc')
    .orderBy('m.id', 'asc')
    .execute();
  return rows.map((r) => ({ id: r.id, title: missionTitle(r) }));
}
