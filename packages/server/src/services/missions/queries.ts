import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database, MissionsTable } from '../../db/schema.ts';

/** A task query's scope, seen from the task (`m`). */
export type MissionScope = Database & { m: MissionsTable };

/**
 * Where a task is offered to a lawyer: at the courthouses he serves, in his bar for a task without a
 * courthouse, and (a task widened by a fallback) through `mission_reach` at one of his courthouses.
 */
export function offeredTo(
  eb: ExpressionBuilder<MissionScope, 'm'>,
  lawyer: { baroId: number; courthouses: number[] },
  { widened }: { widened: boolean },
): Expression<SqlBool> {
  const places = [eb.and([eb('m.adliye_id', 'is', null), eb('m.baro_id', '=', lawyer.baroId)])];
  if (lawyer.courthouses.length > 0) {
    places.push(eb('m.adliye_id', 'in', lawyer.courthouses));
    if (widened)
      places.push(
        eb.exists(
          eb
            .selectFrom('mission_reach as r')
            .select('r.mission_id')
            .whereRef('r.mission_id', '=', 'm.id')
            .where('r.adliye_id', 'in', lawyer.courthouses),
        ),
      );
  }
  return eb.or(places);
}

/**
 * Tasks (`m`) with their category (`c`) and their courthouse (`a`, none for a task outside one):
 * what a task's title is made of. Queries about tasks, and about what hangs on a task (disputes,
 * cancel requests), start here.
 */
export function tasksWithPlace(db: Kysely<Database>) {
  return db
    .selectFrom('missions as m')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('courthouses as a', 'a.id', 'm.adliye_id');
}

/** The columns of `tasksWithPlace` a task's title and its parties' rights are read from. */
export const taskSummaryColumns = [
  'm.id',
  'm.owner_id',
  'm.user_id',
  'm.status',
  'm.plan_date',
  'm.plan_time',
  'm.address_name',
  'c.name as category',
  'a.name as adliye',
] as const;

/**
 * Taken tasks with both lawyers, `o` the owner and `u` the assignee, and their bars (`ob`, `ub`):
 * the names a record of the work between the two shows.
 */
export function takenTasks(db: Kysely<Database>) {
  return tasksWithPlace(db)
    .innerJoin('users as o', 'o.id', 'm.owner_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('bars as ob', 'ob.id', 'o.baro_id')
    .leftJoin('bars as ub', 'ub.id', 'u.baro_id');
}

/** The task's own columns every view of it reads. */
const missionColumns = [
  'm.id',
  'm.owner_id',
  'm.user_id',
  'm.baro_id',
  'm.adliye_id',
  'm.out_adliye',
  'm.address_name',
  'm.address',
  'm.latitude',
  'm.longitude',
  'm.category_id',
  'm.price',
  'm.plan_date',
  'm.plan_time',
  'm.detail',
  'm.fast',
  'm.status',
  'm.cancel_text',
  'm.window_started_at',
  'm.widened_km',
  'm.created_at',
  'm.opens_to_all_at',
  'm.assigned_at',
  'm.completed_at',
] as const;

/**
 * A task with the names every view needs, plus per-viewer facts (did the viewer apply, did the
 * viewer comment) and the applicant count, read in one query.
 */
export function missionQuery(db: Kysely<Database>, viewerId: number) {
  return tasksWithPlace(db)
    .innerJoin('bars as b', 'b.id', 'm.baro_id')
    .innerJoin('users as o', 'o.id', 'm.owner_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('guaranteed_payments as gp', 'gp.mission_id', 'm.id')
    .select(missionColumns)
    .select([
      'm.guaranteed',
      'gp.state as guarantee_state',
      'gp.assignee_id as guarantee_assignee_id',
      'c.name as category_name',
      'b.name as baro_name',
      'a.name as adliye_name',
      'o.name as owner_name',
      'o.avatar as owner_avatar',
      'o.verification_image as owner_verification_image',
      'o.telephone as owner_telephone',
      'u.name as user_name',
      'u.avatar as user_avatar',
      'u.verification_image as user_verification_image',
      'u.telephone as user_telephone',
    ])
    .select((eb) => [
      eb
        .selectFrom('applications as ap')
        .whereRef('ap.mission_id', '=', 'm.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('applicant_count'),
      eb
        .selectFrom('applications as mine')
        .whereRef('mine.mission_id', '=', 'm.id')
        .where('mine.user_id', '=', viewerId)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('viewer_applied'),
      eb
        .selectFrom('comments as cm')
        .whereRef('cm.mission_id', '=', 'm.id')
        .where('cm.user_id', '=', viewerId)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('viewer_commented'),
    ]);
}

export type MissionRecord = Awaited<ReturnType<ReturnType<typeof missionQuery>['executeTakeFirstOrThrow']>>;

export async function findMission(
  db: Kysely<Database>,
  missionId: number,
  viewerId: number,
): Promise<MissionRecord | undefined> {
  return missionQuery(db, viewerId).where('m.id', '=', missionId).executeTakeFirst();
}
