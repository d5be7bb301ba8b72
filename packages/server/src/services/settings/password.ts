import type { PasswordUpdatePayload } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { type ThrottleRule, clearHits, consume } from '../throttle.ts';

export const passwordChangeMessages = {
  changed: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
  wrongCurrent: 'Mevcut şifreniz hatalı.',
  sameAsCurrent: 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.',
} as const;

/** Guessing the current password through a stolen session: 5 attempts per 15 minutes per account. */
export const passwordChangeRule: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };

/** Every check of an account's current password counts here (password change, account deletion). */
export const passwordChangeKey = (userId: number) => `password:user:${userId}`;

/**
 * user/update/password: the current password must match; the new one replaces it and every other
 * session of the account is signed out, in one transaction. The session that changed it stays.
 * Each attempt counts against the throttle before the check, so a burst cannot outrun it; a
 * successful change clears the count.
 */
export async function changePassword(
  db: Kysely<Database>,
  session: { user: UserRow; tokenId: number },
  input: PasswordUpdatePayload,
  now: Date,
): Promise<string> {
  const { user, tokenId } = session;
  await consume(db, [{ key: passwordChangeKey(user.id), rule: passwordChangeRule }], now);
  if (!(await verifyPassword(input.current_password, user.password_hash))) {
    throw fieldError('current_password', passwordChangeMessages.wrongCurrent);
  }
  if (input.password === input.current_password) {
    throw fieldError('password', passwordChangeMessages.sameAsCurrent);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('user_tokens')
      .set({ revoked: 1 })
      .where('user_id', '=', user.id)
      .where('id', '!=', tokenId)
      .execute();
  });
  await clearHits(db, passwordChangeKey(user.id));
  return passwordChangeMessages.changed;
}
