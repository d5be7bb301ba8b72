import { type RegisterPayload, nameWithoutTitle } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../errors.ts';
import { hashPassword } from './passwords.ts';
import { findReferrer, newReferralCode } from './referral-codes.ts';
import { type ThrottleRule, consume } from './throttle.ts';

export const registerMessages = {
  invalid: 'Lütfen kayıt bilgilerinizi kontrol ediniz.',
  // One text per field, the same whoever holds it: the form tells nobody whose account exists.
  telephoneTaken:
    'Bu telefon numarasıyla kayıt olunamıyor. Hesabınız varsa giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.',
  emailTaken: 'Bu e-posta adresiyle kayıt olunamıyor.',
  tcTaken: 'Bu T.C. kimlik numarasıyla kayıt olunamıyor.',
  unknownBar: 'Lütfen baronuzu seçiniz.',
} as const;

/** Sign-ups per IP address: an office shares one address, a script gets nowhere. */
const registerPerIp: ThrottleRule = { limit: 10, windowMs: 60 * 60_000 };

type Taken = Partial<Record<'telephone' | 'email' | 'tc', string[]>>;

async function takenFields(db: Kysely<Database>, input: RegisterPayload): Promise<Taken> {
  const email = input.email.toLowerCase();
  const rows = await db
    .selectFrom('users')
    .select(['telephone', 'email', 'tc'])
    .where((eb) =>
      eb.or([eb('telephone', '=', input.telephone), eb('email', '=', email), eb('tc', '=', input.tc)]),
    )
    .execute();
  const taken: Taken = {};
  if (rows.some((r) => r.telephone === input.telephone)) taken.telephone = [registerMessages.telephoneTaken];
  if (rows.some((r) => r.email?.toLowerCase() === email)) taken.email = [registerMessages.emailTaken];
  if (rows.some((r) => r.tc === input.tc)) taken.tc = [registerMessages.tcTaken];
  return taken;
}

function refuse(errors: Record<string, string[]>): never {
  throw new HttpError(422, registerMessages.invalid, { errors });
}

/**
 * Creates a lawyer's account: unverified phone and e-mail, passive until an operator approves it.
 * A referral code of a live lawyer makes him the referrer; any other code is ignored.
 */
export async function registerAccount(
  db: Kysely<Database>,
  input: RegisterPayload,
  context: { ip: string; now: Date },
): Promise<UserRow> {
  const { now } = context;
  await consume(db, [{ key: `register:ip:${context.ip}`, rule: registerPerIp }], now);

  const bar = await db.selectFrom('bars').select('id').where('id', '=', input.baro_id).executeTakeFirst();
  const taken = await takenFields(db, input);
  if (!bar || Object.keys(taken).length > 0) {
    refuse({ ...(bar ? {} : { baro_id: [registerMessages.unknownBar] }), ...taken });
  }

  const [password_hash, referrer_id] = await Promise.all([
    hashPassword(input.password),
    findReferrer(db, input.ref),
  ]);
  const at = now.toISOString();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await db
        .insertInto('users')
        .values({
          // The person's name: the title is the display's to add (domain's lawyerDisplayName).
          name: nameWithoutTitle(`${input.name} ${input.surname}`),
          email: input.email.toLowerCase(),
          telephone: input.telephone,
          password_hash,
          baro_id: input.baro_id,
          tc: input.tc,
          sicil: input.sicil,
          status: 'passive',
          sms_verified_at: null,
          email_verified_at: null,
          referral_code: newReferralCode(),
          referrer_id,
          terms_accepted_at: at,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Someone registered the same telephone, e-mail or T.C. at the same moment; otherwise the
      // random referral code clashed and another one is drawn.
      const raced = await takenFields(db, input);
      if (Object.keys(raced).length > 0) refuse(raced);
    }
  }
  throw new Error('could not create the account');
}
