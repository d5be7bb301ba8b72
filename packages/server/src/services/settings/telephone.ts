import { formMessages } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { Notifier } from '../notifier.ts';
import { consume, throttleRules } from '../throttle.ts';
import { CODE_TTL_MS, checkCode, issueCode } from '../verification-codes.ts';

export const phoneChangeMessages = {
  sent: 'Doğrulama kodu yeni telefon numaranıza gönderildi. Kod doğrulanana kadar mevcut numaranız geçerlidir.',
  changed: 'Telefon numaranız güncellendi.',
  /** Only after the right code: someone took the number between the code and its confirmation. */
  notChanged: 'Telefon numaranız değiştirilemedi. Lütfen yeni kod isteyiniz.',
} as const;

type Deps = { db: Kysely<Database>; notifier: Notifier };

const minutes = CODE_TTL_MS / 60_000;

const holderOf = (db: Kysely<Database>, telephone: string, userId: number) =>
  db
    .selectFrom('users')
    .select('id')
    .where('telephone', '=', telephone)
    .where('id', '!=', userId)
    .executeTakeFirst();

/**
 * user/update/telephone: a code for the new number, sent to that number. The answer is the same
 * whether or not the number belongs to another account: a code is issued either way (so guesses at
 * it are answered alike), and a number held by another account receives a notice instead of the
 * code, so only its holder learns that it is taken. Throttled per lawyer, per address and per number.
 */
export async function requestPhoneChange(
  deps: Deps,
  user: UserRow,
  telephone: string,
  ip: string,
  now: Date,
): Promise<string> {
  if (telephone === user.telephone) {
    throw new HttpError(422, formMessages.samePhone, { errors: { telephone: [formMessages.samePhone] } });
  }
  await consume(
    deps.db,
    [
      { key: `code:phone:user:${user.id}`, rule: throttleRules.codePerUser },
      { key: `code:ip:${ip}`, rule: throttleRules.codePerIp },
      // So nobody floods one number with codes from several accounts.
      { key: `code:phone:to:${telephone}`, rule: throttleRules.codePerUser },
    ],
    now,
  );
  const code = await issueCode(deps.db, user.id, 'phone', telephone, now);
  const taken = await holderOf(deps.db, telephone, user.id);
  await deps.notifier.sendSms(
    telephone,
    taken
      ? 'Bu telefon numarası zaten bir Meslektaş hesabına kayıtlı olduğu için başka bir hesaba tanımlanamaz. ' +
          'Hesabınıza bu numarayla giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.'
      : `Meslektaş telefon değişikliği doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir; kimseyle paylaşmayınız.`,
  );
  return phoneChangeMessages.sent;
}

/**
 * user/update/telephone/verify: the code sent to the new number (each guess counted before it is
 * compared) makes that number the account's, verified. The old number gets a notice of the change.
 */
export async function confirmPhoneChange(
  deps: Deps,
  user: UserRow,
  code: string,
  now: Date,
): Promise<UserRow> {
  const telephone = await checkCode(deps.db, user.id, 'phone', code, now);
  const notChanged = () =>
    new HttpError(422, phoneChangeMessages.notChanged, {
      errors: { code: [phoneChangeMessages.notChanged] },
    });
  if (await holderOf(deps.db, telephone, user.id)) throw notChanged();
  let updated: UserRow;
  try {
    updated = await deps.db
      .updateTable('users')
      .set({ telephone, sms_verified_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw notChanged();
    throw error;
  }
  if (user.telephone !== telephone) {
    await deps.notifier.sendSms(
      user.telephone,
      'Meslektaş hesabınızın telefon numarası değiştirildi. Bu işlemi siz yapmadıysanız destek ekibimize yazınız.',
    );
  }
  return updated;
}
