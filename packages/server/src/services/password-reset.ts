import type { ForgotPasswordPayload, ResetPasswordPayload } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import type { Notifier } from './notifier.ts';
import { hashPassword } from './passwords.ts';
import { clearHits, consume, loginPhoneKey, throttleRules } from './throttle.ts';
import { revokeAllTokens } from './tokens.ts';
import { CODE_TTL_MS, checkCode, issueCode } from './verification-codes.ts';

export const passwordResetMessages = {
  // The same answer whether or not an account has this number.
  codeSent: 'Telefon numarası kayıtlıysa şifre sıfırlama kodu SMS ile gönderildi.',
  // One answer for every refused code, whether or not the number is registered: a wrong guess at a
  // registered number's live code would otherwise read differently from an unknown number's.
  refused: 'Doğrulama kodu hatalı ya da artık geçerli değil. Lütfen kontrol ediniz ya da yeni kod isteyiniz.',
  changed: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
} as const;

interface Context {
  ip: string;
  now: Date;
}

function liveAccount(db: Kysely<Database>, telephone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'telephone'])
    .where('telephone', '=', telephone)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/**
 * Step one: a code by SMS to the account of this number. Counted per number and per IP like the
 * verification codes, known number or not, and answered the same either way.
 */
export async function sendResetCode(
  db: Kysely<Database>,
  notifier: Pick<Notifier, 'sendSms'>,
  { telephone }: ForgotPasswordPayload,
  context: Context,
): Promise<{ status: 'true'; message: string }> {
  await consume(
    db,
    [
      { key: `reset-code:ip:${context.ip}`, rule: throttleRules.codePerIp },
      { key: `reset-code:phone:${telephone}`, rule: throttleRules.codePerUser },
    ],
    context.now,
  );
  const account = await liveAccount(db, telephone);
  if (account) {
    const code = await issueCode(db, account.id, 'reset', account.telephone, context.now);
    await notifier.sendSms(
      account.telephone,
      `Meslektaş şifre sıfırlama kodunuz: ${code}. Kod ${CODE_TTL_MS / 60_000} dakika geçerlidir; kimseyle paylaşmayınız.`,
    );
  }
  return { status: 'true', message: passwordResetMessages.codeSent };
}

/**
 * Step two: the code and the new password. Tries are counted per number and per IP like logins
 * (and the code itself dies after five wrong guesses) before anything is judged, and every refusal
 * reads the same; success signs every session of the account out and clears the number's failed logins.
 */
export async function resetPassword(
  db: Kysely<Database>,
  { telephone, code, password }: ResetPasswordPayload,
  context: Context,
): Promise<{ status: 'true'; message: string }> {
  const phoneKey = `reset:phone:${telephone}`;
  await consume(
    db,
    [
      { key: `reset:ip:${context.ip}`, rule: throttleRules.loginPerIp },
      { key: phoneKey, rule: throttleRules.loginPerPhone },
    ],
    context.now,
  );
  const refused = () =>
    new HttpError(422, passwordResetMessages.refused, { errors: { code: [passwordResetMessages.refused] } });
  const account = await liveAccount(db, telephone);
  if (!account) throw refused();
  try {
    await checkCode(db, account.id, 'reset', code, context.now);
  } catch (err) {
    // The code's own answers (none, expired, wrong with N tries left, dead) would tell a registered
    // number from an unknown one; its five tries still count.
    if (err instanceof HttpError && err.statusCode === 422) throw refused();
    throw err;
  }
  const password_hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash, updated_at: context.now.toISOString() })
      .where('id', '=', account.id)
      .execute();
    await revokeAllTokens(trx, account.id);
  });
  await clearHits(db, phoneKey);
  await clearHits(db, loginPhoneKey(telephone));
  return { status: 'true', message: passwordResetMessages.changed };
}
