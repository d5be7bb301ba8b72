import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Limits per telephone / user and per IP; the IP limits leave room for an office sharing one address. */
/** The failed-login counter of a telephone: login counts on it, a password reset clears it. */
export const loginPhoneKey = (telephone: string) => `login:phone:${telephone}`;

export const throttleRules = {
  loginPerPhone: { limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  codePerUser: { limit: 3, windowMs: 10 * MINUTE },
  codePerIp: { limit: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, ThrottleRule>;

function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return `Çok fazla deneme yaptınız. Lütfen ${minutes} dakika sonra tekrar deneyiniz.`;
}

/** Milliseconds until the key may be used again, or 0 when it is under its limit. */
export async function blockedFor(
  db: Kysely<Database>,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<number> {
  const row = await db.selectFrom('throttles').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return 0;
  const resetAt = Date.parse(row.reset_at);
  if (resetAt <= now.getTime() || row.hits < rule.limit) return 0;
  return resetAt - now.getTime();
}

/**
 * Counts one use in a fixed window that starts at the first use, and answers the count including
 * it. One upsert per key, so requests sent at once each get their own count.
 */
export async function recordHit(
  db: Kysely<Database>,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<{ hits: number; resetAt: string }> {
  const resetAt = new Date(now.getTime() + rule.windowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    // An ended window starts again; of two racing requests only the first still finds it ended.
    await trx
      .updateTable('throttles')
      .set({ hits: 0, reset_at: resetAt })
      .where('key', '=', key)
      .where('reset_at', '<=', now.toISOString())
      .execute();
    const row = await trx
      .insertInto('throttles')
      .values({ key, hits: 1, reset_at: resetAt })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ hits: eb('throttles.hits', '+', 1) })))
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { hits: row.hits, resetAt: row.reset_at };
  });
}

export async function pruneExpired(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('throttles').where('reset_at', '<=', now.toISOString()).execute();
}

export async function clearHits(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}

/**
 * Counts one use of each key first and then throws 429 when any is over its limit: checking before
 * counting would let a burst of parallel requests all pass the check.
 */
export async function consume(
  db: Kysely<Database>,
  entries: { key: string; rule: ThrottleRule }[],
  now: Date,
): Promise<void> {
  for (const { key, rule } of entries) {
    const { hits, resetAt } = await recordHit(db, key, rule, now);
    if (hits > rule.limit) throw new HttpError(429, throttledMessage(Date.parse(resetAt) - now.getTime()));
  }
}
