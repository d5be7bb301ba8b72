import {
  type Presence,
  type PresenceCountEvent,
  decidePresence,
  presenceExpiry,
  presenceMessages,
  presenceRefusalMessages,
  presenceUntil,
  privateChannelName,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { readTuning } from '../constants.ts';
import type { ChangeDeps, Db } from '../deps.ts';
import type { OutgoingEvent } from '../notifications/notify.ts';

export const presenceAnswers = {
  set: (until: string) => `"Adliyede" olarak görünüyorsunuz. Bitiş saati: ${until}.`,
  ended: '"Adliyede" bilginiz kapatıldı.',
} as const;

const presenceChannel = (adliyeId: number) =>
  privateChannelName(realtimeChannels.courthousePresence(adliyeId));

/**
 * The lawyers present at a courthouse at `now`: a row whose end lies ahead, of an account that is
 * still there (a row past its end reads as absent, and is replaced by the lawyer's next one).
 */
async function presentCount(db: Kysely<Database>, adliyeId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('presences as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.adliye_id', '=', adliyeId)
    .where('p.expires_at', '>', now.toISOString())
    .where('u.deleted', '=', 0)
    .where('u.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of `userIds`, those present at the courthouse now (the owner's applicant list). */
export async function presentAmong(
  db: Kysely<Database>,
  adliyeId: number | null,
  userIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (adliyeId === null || userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('presences')
    .select('user_id')
    .where('adliye_id', '=', adliyeId)
    .where('user_id', 'in', userIds)
    .where('expires_at', '>', now.toISOString())
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** The lawyer's current presence, or null (none, or past its end). */
export async function myPresence(db: Db, userId: number, now: Date): Promise<Presence | null> {
  const row = await db
    .selectFrom('presences as p')
    .innerJoin('courthouses as a', 'a.id', 'p.adliye_id')
    .select(['p.adliye_id', 'a.name as adliye_name', 'p.started_at', 'p.expires_at'])
    .where('p.user_id', '=', userId)
    .where('p.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/** The lawyer's presence row still running at `now` (compiled once: the pending list reads it). */
const presenceRows = compiledOnce<{ userId: number; now: string }, { adliye_id: number }>((db, value) =>
  db
    .selectFrom('presences')
    .select('adliye_id')
    .where(
      'user_id',
      '=',
      value((p) => p.userId),
    )
    .where(
      'expires_at',
      '>',
      value((p) => p.now),
    ),
);

/** The courthouse the lawyer is present at now, or null. */
export async function presentCourthouse(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number | null> {
  const [row] = await presenceRows(db, { userId, now: now.toISOString() });
  return row?.adliye_id ?? null;
}

/** One event per courthouse whose count changed, with its count after the change. */
async function countEvents(trx: Kysely<Database>, adliyeIds: number[], now: Date): Promise<OutgoingEvent[]> {
  const events: OutgoingEvent[] = [];
  for (const adliyeId of new Set(adliyeIds)) {
    const data: PresenceCountEvent = { adliyeId, count: await presentCount(trx, adliyeId, now) };
    events.push({ channels: [presenceChannel(adliyeId)], event: realtimeEvents.presenceCount, data });
  }
  return events;
}

/**
 * POST /presence: only at a courthouse he serves, one with coordinates, from within the radius
 * (constant adliyede_yaricap_metre). The location is checked and dropped; the row keeps the
 * courthouse and the times. A new presence replaces his previous one; the courthouses whose count
 * changed are told once each.
 */
export async function setPresence(
  db: Db,
  deps: ChangeDeps,
  user: UserRow,
  body: { adliye_id: number; latitude: number; longitude: number },
): Promise<{ message: string; data: Presence }> {
  const now = deps.now();
  const adliyeId = body.adliye_id;
  const courthouse = await db
    .selectFrom('courthouses')
    .select(['id', 'name', 'latitude', 'longitude'])
    .where('id', '=', adliyeId)
    .executeTakeFirst();
  if (!courthouse) {
    throw new HttpError(422, presenceMessages.noCourthouse, {
      errors: { adliye_id: [presenceMessages.noCourthouse] },
    });
  }
  const served = await db
    .selectFrom('user_courthouses')
    .select('user_id')
    .where('user_id', '=', user.id)
    .where('adliye_id', '=', adliyeId)
    .executeTakeFirst();
  const tuning = await readTuning(db);
  const decision = decidePresence({
    serves: served !== undefined,
    courthouse,
    position: { latitude: body.latitude, longitude: body.longitude },
    radiusMetres: tuning.adliyede_yaricap_metre,
  });
  if (!decision.ok) {
    if (decision.refusal === 'not_served') throw new HttpError(403, presenceRefusalMessages.notServed);
    const field = decision.refusal === 'no_coordinates' ? 'adliye_id' : 'latitude';
    throw new HttpError(422, decision.message, { errors: { [field]: [decision.message] } });
  }
  const started_at = now.toISOString();
  const expires_at = presenceExpiry(now, tuning.adliyede_azami_saat).toISOString();
  const events = await db.transaction().execute(async (trx) => {
    const before = await presentCourthouse(trx, user.id, now);
    await trx
      .insertInto('presences')
      .values({ user_id: user.id, adliye_id: adliyeId, started_at, expires_at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ adliye_id: adliyeId, started_at, expires_at }))
      .execute();
    if (before === adliyeId) return [];
    return countEvents(trx, before === null ? [adliyeId] : [before, adliyeId], now);
  });
  await deps.publish(events);
  return {
    message: presenceAnswers.set(presenceUntil(expires_at)),
    data: { adliye_id: adliyeId, adliye_name: courthouse.name, started_at, expires_at },
  };
}

/** DELETE /presence: turns it off; his courthouse's count is told when it was current. */
export async function endPresence(db: Db, deps: ChangeDeps, user: UserRow): Promise<string> {
  const now = deps.now();
  const events = await db.transaction().execute(async (trx) => {
    const before = await presentCourthouse(trx, user.id, now);
    await trx.deleteFrom('presences').where('user_id', '=', user.id).execute();
    return before === null ? [] : countEvents(trx, [before], now);
  });
  await deps.publish(events);
  return presenceAnswers.ended;
}

/** GET /presence/count: an unknown courthouse is a field error, like the other calls on one. */
export async function courthousePresentCount(db: Db, adliyeId: number, now: Date): Promise<number> {
  const known = await db.selectFrom('courthouses').select('id').where('id', '=', adliyeId).executeTakeFirst();
  if (!known) {
    throw new HttpError(422, presenceMessages.noCourthouse, {
      errors: { adliye_id: [presenceMessages.noCourthouse] },
    });
  }
  return presentCount(db, adliyeId, now);
}
