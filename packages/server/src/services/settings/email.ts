import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { Notifier } from '../notifier.ts';
import { consume, throttleRules } from '../throttle.ts';
import { minutesValid, sendContactCode } from '../contact-codes.ts';

export const emailChangeMessages = {
  sent: 'Doğrulama kodu yeni e-posta adresinize gönderildi. Kod doğrulanana kadar mevcut adresiniz geçerlidir.',
  same: 'Bu e-posta adresi zaten hesabınızda kayıtlı.',
} as const;

const fieldError = (message: string) => new HttpError(422, message, { errors: { email: [message] } });

/**
 * email: sends a code to the new address. The account keeps its current address until the code is
 * confirmed through auth/email_verify, which then stores the new one as verified. Counted with the
 * other code sends before anything is judged; an address another account holds gets the same answer
 * (its holder is told instead of getting a code), and is refused again at the confirming step.
 */
export async function requestEmailChange(
  deps: { db: Kysely<Database>; notifier: Notifier },
  user: UserRow,
  email: string,
  ip: string,
  now: Date,
): Promise<string> {
  await consume(
    deps.db,
    [
      { key: `code:email:user:${user.id}`, rule: throttleRules.codePerUser },
      { key: `code:ip:${ip}`, rule: throttleRules.codePerIp },
    ],
    now,
  );
  const target = email.toLowerCase();
  if (target === user.email?.toLowerCase()) throw fieldError(emailChangeMessages.same);
  await sendContactCode(
    deps,
    { userId: user.id, channel: 'email', target, now },
    {
      subject: 'Meslektaş e-posta değişikliği',
      body: (code) =>
        `Meslektaş e-posta değişikliği doğrulama kodunuz: ${code}. Kod ${minutesValid} dakika geçerlidir; kimseyle paylaşmayınız.`,
    },
  );
  return emailChangeMessages.sent;
}
