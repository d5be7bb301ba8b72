import type { Kysely } from 'kysely';
import type { CodeChannel, Database } from '../db/schema.ts';
import type { Notifier } from './notifier.ts';
import { CODE_TTL_MS, issueCode } from './verification-codes.ts';

const column = { sms: 'telephone', email: 'email' } as const;

/** Whether another account holds this telephone or (lower-case) e-mail address. */
export async function heldByAnother(
  db: Kysely<Database>,
  channel: CodeChannel,
  value: string,
  userId: number,
): Promise<boolean> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where(column[channel], '=', value)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return owner !== undefined;
}

export const minutesValid = CODE_TTL_MS / 60_000;

/** What the holder of a contact gets instead of a code when someone asks to add it to another account. */
export const heldNotice = {
  sms: 'Meslektaş: Bu numara zaten bir hesapta kayıtlı olduğundan doğrulama kodu gönderilmedi. Hesabınıza bu numarayla giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.',
  emailSubject: 'Meslektaş: bu adres zaten kayıtlı',
  email:
    'Bu e-posta adresi için bir Meslektaş doğrulama kodu istendi. Adres zaten bir Meslektaş hesabında kayıtlı olduğundan kod gönderilmedi. İsteği siz yapmadıysanız bu iletiyi dikkate almayınız.',
} as const;

/**
 * A code for a telephone or e-mail address the account wants to verify. The caller has counted the
 * request and answers "sent" whatever happens here, so the answer never says whether another
 * account holds the contact: then the contact's holder is told so instead of getting the code. A
 * code is issued either way (and never sent in that case), so the account's earlier code stops
 * working in both cases alike.
 */
export async function sendContactCode(
  deps: { db: Kysely<Database>; notifier: Pick<Notifier, 'sendSms' | 'sendEmail'> },
  message: { userId: number; channel: CodeChannel; target: string; now: Date },
  text: { subject: string; body: (code: string) => string },
): Promise<void> {
  const { userId, channel, target, now } = message;
  const held = await heldByAnother(deps.db, channel, target, userId);
  const code = await issueCode(deps.db, userId, channel, target, now);
  if (channel === 'sms') await deps.notifier.sendSms(target, held ? heldNotice.sms : text.body(code));
  else if (held) await deps.notifier.sendEmail(target, heldNotice.emailSubject, heldNotice.email);
  else await deps.notifier.sendEmail(target, text.subject, text.body(code));
}
