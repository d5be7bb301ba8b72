import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface AudienceTarget {
  owner_id: number;
  baro_id: number;
  adliye_id: number | null;
  /** Null before the task has a category (the courthouse check): nobody is left out for it then. */
  category_id: number | null;
  /**
   * Courthouses whose lawyers another delivery of the same step tells (a widened task reaches
   * several): a lawyer serving one of them is left out here, so nobody is told twice.
   */
  told_at?: number[];
}

/** Where a task is offered: its courthouse, or (out-of-courthouse, without one) its bar. */
type AudiencePlace = { adliyeId: number } | { baroId: number };

export const placeOf = (target: AudienceTarget): AudiencePlace =>
  target.adliye_id === null ? { baroId: target.baro_id } : { adliyeId: target.adliye_id };

/**
 * The lawyers a task at `place` may be offered to, before the choices each makes for himself:
 * active, verified, not banned and not deleted, serving the courthouse (or, for a place that is a
 * bar, members of it). The same set may listen to the place's realtime channel.
 */
function placeQuery(db: Kysely<Database>, place: AudiencePlace) {
  const query = db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.deleted', '=', 0)
    .where('u.status', '=', 'active')
    // Blank counts as not banned, as in the account-state check.
    .where((eb) => eb.or([eb('u.ban_message', 'is', null), eb(eb.fn('trim', ['u.ban_message']), '=', '')]))
    .where('u.sms_verified_at', 'is not', null)
    .where('u.email_verified_at', 'is not', null);
  if ('baroId' in place) return query.where('u.baro_id', '=', place.baroId);
  const { adliyeId } = place;
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('user_courthouses as uc')
        .select('uc.user_id')
        .whereRef('uc.user_id', '=', 'u.id')
        .where('uc.adliye_id', '=', adliyeId),
    ),
  );
}

/**
 * Who receives a task: active, verified lawyers with task-taking switched on who serve its
 * courthouse (for an out-of-courthouse task without one: the members of its bar), except the owner
 * and anyone who excluded its category.
 */
export function audienceQuery(db: Kysely<Database>, target: AudienceTarget) {
  const toldAt = target.told_at ?? [];
  const query = placeQuery(db, placeOf(target))
    .where('u.id', '!=', target.owner_id)
    .where('u.mission_status', '=', 1)
    .$if(toldAt.length > 0, (q) =>
      q.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_courthouses as t')
              .select('t.user_id')
              .whereRef('t.user_id', '=', 'u.id')
              .where('t.adliye_id', 'in', toldAt),
          ),
        ),
      ),
    );
  const categoryId = target.category_id;
  if (categoryId === null) return query;
  return query.where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('user_excluded_categories as x')
          .select('x.user_id')
          .whereRef('x.user_id', '=', 'u.id')
          .where('x.category_id', '=', categoryId),
      ),
    ),
  );
}

/**
 * Whether the lawyer is in the task's audience: at its own place, or, for a task widened to nearby
 * courthouses (`mission_reach`), at one of those.
 */
export async function isInAudience(
  db: Kysely<Database>,
  target: AudienceTarget & { id?: number },
  userId: number,
): Promise<boolean> {
  const row = await audienceQuery(db, target).where('u.id', '=', userId).executeTakeFirst();
  if (row !== undefined || target.id === undefined) return row !== undefined;
  const reach = await db
    .selectFrom('mission_reach')
    .select('adliye_id')
    .where('mission_id', '=', target.id)
    .execute();
  for (const r of reach) {
    const found = await audienceQuery(db, { ...target, adliye_id: r.adliye_id })
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (found) return true;
  }
  return false;
}

/** Whether the lawyer may listen to the realtime channel of new tasks at `place`. */
export async function mayHearOf(
  db: Kysely<Database>,
  place: AudiencePlace,
  userId: number,
): Promise<boolean> {
  const row = await placeQuery(db, place).where('u.id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
