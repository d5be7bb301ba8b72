import { DEFAULT_DIGEST_TIME, istanbulDay, nextDigestAt } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueueDelivery } from '../notifications/delivery-queue.ts';

/** One morning's digest of one lawyer, as its delivery stores it. */
export interface DigestDelivery {
  userId: number;
  /** The Istanbul day it is about (YYYY-MM-DD); one that runs on a later day sends nothing. */
  day: string;
}

/** The delivery's unique key: one digest a lawyer a day, however many processes schedule it. */
const digestJobKey = (userId: number, day: string) => `digest:${userId}:${day}`;

/** The time a lawyer's digest goes: his pick, or the default while he has made none. */
export const digestTimeOf = (user: { digest_time: string | null }) => user.digest_time ?? DEFAULT_DIGEST_TIME;

/** Drops the digest a lawyer has waiting (turned off, time changed, account deleted). */
export async function dropPendingDigest(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .deleteFrom('deliveries')
    .where('kind', '=', 'daily_digest')
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .execute();
}

/**
 * Replaces the lawyer's waiting digest with one at his time's next instant (none while he has it
 * off). A day whose digest was already stored (sent, or being sent) is skipped, so changing the
 * time after this morning's went never sends a second one today. Returns when it is due.
 */
export async function scheduleDigest(trx: Kysely<Database>, userId: number, now: Date): Promise<Date | null> {
  await dropPendingDigest(trx, userId);
  const user = await trx
    .selectFrom('users')
    .select(['digest_enabled', 'digest_time', 'deleted'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.digest_enabled !== 1 || user.deleted === 1) return null;
  const today = istanbulDay(now);
  const sentToday = await trx
    .selectFrom('deliveries')
    .select('id')
    .where('job_key', '=', digestJobKey(userId, today))
    .executeTakeFirst();
  const dueAt = nextDigestAt(digestTimeOf(user), now, sentToday ? today : null);
  const day = istanbulDay(dueAt);
  await enqueueDelivery(trx, 'daily_digest', null, { userId, day }, now, dueAt, {
    userId,
    jobKey: digestJobKey(userId, day),
  });
  return dueAt;
}
