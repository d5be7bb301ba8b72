import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Notifier } from '../notifier.ts';
import { consume, throttleRules } from '../throttle.ts';
import { CODE_TTL_MS, issueCode } from '../verification-codes.ts';

export const emailChangeMessages = {
  sent: 'Doğrulama kodu yeni e-posta adresinize gönderildi. Kod doğrulanana kadar mevcut adresiniz geçerlidir.',
  same: 'Bu e-posta adresi zaten hesabınızda kayıtlı.',
  taken: 'Bu e-posta adresi başka bir hesapta kayıtlı.',
} as const;

const fieldError = (message: string) => new HttpError(422, message, { errors: { email: [message] } });

/**
 * email: sends a code to the new address. The account keeps its current address until the code is
 * confirmed through auth/email_verify, which then stores the new one as verified; an address held by
 * another account is refused here and again at that step. Throttled with the other code sends.
 */
export async function requestEmailChange(
  deps: { db: Kysely<Database>; notifier: Notifier },
  user: UserRow,
  email: string,
  ip: string,
  now: Date,
): Promise<string> {
  const target = email.toLowerCase();
  if (target === user.email?.toLowerCase()) throw fieldError(emailChangeMessages.same);
  const owner = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', target)
    .where('id', '!=', user.id)
    .executeTakeFirst();
  if (owner) throw fieldError(emailChangeMessages.taken);
  await consume(
    deps.db,
    [
      { key: `code:email:user:${user.id}`, rule: throttleRules.codePerUser },
      { key: `code:ip:${ip}`, rule: throttleRules.codePerIp },
    ],
    now,
  );
  const code = await issueCode(deps.db, user.id, 'email', target, now);
  const minutes = CODE_TTL_MS / 60_000;
  await deps.notifier.sendEmail(
    target,
    'Meslektaş e-posta değişikliği',
    `Meslektaş e-posta değişikliği doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir; kimseyle paylaşmayınız.`,
  );
  return emailChangeMessages.sent;
}
