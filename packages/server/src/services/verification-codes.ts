import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CodePurpose, Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { sha256 } from './tokens.ts';

export const CODE_TTL_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

const codeMessages = {
  noCode: 'Geçerli bir doğrulama kodunuz yok. Lütfen yeni kod isteyiniz.',
  expired: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyiniz.',
  tooManyAttempts: 'Çok fazla hatalı deneme yaptınız. Lütfen yeni kod isteyiniz.',
  wrong: (left: number) => `Doğrulama kodu hatalı. Kalan deneme hakkınız: ${left}.`,
} as const;

// Bound to the user so that a leaked hash cannot be replayed against another account.
const hashCode = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Issues a new 6-digit code for the channel; earlier unused ones stop working. */
export async function issueCode(
  db: Kysely<Database>,
  userId: number,
  channel: CodePurpose,
  target: string,
  now: Date,
): Promise<string> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        user_id: userId,
        channel,
        target,
        code_hash: hashCode(userId, code),
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  });
  return code;
}

/**
 * Checks a code against the newest live one; returns the telephone or e-mail it was sent to.
 * Each wrong guess counts; after MAX_CODE_ATTEMPTS the code is dead and a new one is needed.
 */
export async function checkCode(
  db: Kysely<Database>,
  userId: number,
  channel: CodePurpose,
  code: string,
  now: Date,
): Promise<string> {
  const row = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new HttpError(422, codeMessages.noCode, { errors: { code: [codeMessages.noCode] } });
  if (Date.parse(row.expires_at) <= now.getTime()) {
    throw new HttpError(422, codeMessages.expired, { errors: { code: [codeMessages.expired] } });
  }
  const tooMany = () =>
    new HttpError(422, codeMessages.tooManyAttempts, { errors: { code: [codeMessages.tooManyAttempts] } });
  // The attempt is taken before the comparison, in one statement: guesses sent at once each take
  // their own, so no more than the allowed number is ever compared.
  const claimed = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) throw tooMany();
  const given = Buffer.from(hashCode(userId, code));
  const expected = Buffer.from(row.code_hash);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    const message =
      claimed.attempts >= MAX_CODE_ATTEMPTS
        ? codeMessages.tooManyAttempts
        : codeMessages.wrong(MAX_CODE_ATTEMPTS - claimed.attempts);
    throw new HttpError(422, message, { errors: { code: [message] } });
  }
  const consumed = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) {
    throw new HttpError(422, codeMessages.noCode, { errors: { code: [codeMessages.noCode] } });
  }
  return row.target;
}
