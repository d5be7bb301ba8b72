// Phone and e-mail verification. The contact given at step one may differ from the stored one (a
// change of number or address): it becomes the account's only once its code is confirmed.
import type { CodeChannel, UserRow } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { toUserRecord } from './accounts.ts';
import { heldByAnother, minutesValid, sendContactCode } from './contact-codes.ts';
import type { Db, ServiceDeps } from './deps.ts';
import type { Notifier } from './notifier.ts';
import { consume, throttleRules } from './throttle.ts';
import { checkCode } from './verification-codes.ts';
import { creditReferralIn } from './wallet/referral-rewards.ts';

const verificationMessages = {
  smsSent: 'Doğrulama kodu telefonunuza gönderildi.',
  emailSent: 'Doğrulama kodu e-posta adresinize gönderildi.',
  smsVerified: 'Telefon numaranız doğrulandı.',
  emailVerified: 'E-posta adresiniz doğrulandı.',
  phoneAlreadyVerified: 'Telefon numaranız zaten doğrulanmış.',
  emailAlreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
  phoneTaken: 'Bu telefon numarası başka bir hesapta kayıtlı.',
  emailTaken: 'Bu e-posta adresi başka bir hesapta kayıtlı.',
} as const;

const channels = {
  sms: {
    column: 'telephone',
    verifiedColumn: 'sms_verified_at',
    field: 'telephone',
    sent: verificationMessages.smsSent,
    verified: verificationMessages.smsVerified,
    already: verificationMessages.phoneAlreadyVerified,
    taken: verificationMessages.phoneTaken,
  },
  email: {
    column: 'email',
    verifiedColumn: 'email_verified_at',
    field: 'email',
    sent: verificationMessages.emailSent,
    verified: verificationMessages.emailVerified,
    already: verificationMessages.emailAlreadyVerified,
    taken: verificationMessages.emailTaken,
  },
} as const;

/** What sending a code takes: the clock and the notifier the code goes out through. */
export type VerificationDeps = Pick<ServiceDeps, 'now'> & {
  notifier: Pick<Notifier, 'sendSms' | 'sendEmail'>;
};

/**
 * Counted before anything is judged, and answered "sent" whether or not another account holds the
 * contact (its holder is told instead of getting a code): the call tells nobody who is registered.
 */
export async function sendVerificationCode(
  db: Db,
  deps: VerificationDeps,
  request: { user: UserRow; ip: string },
  channel: CodeChannel,
  target: string,
) {
  const spec = channels[channel];
  const user = request.user;
  const now = deps.now();
  await consume(
    db,
    [
      { key: `code:${channel}:user:${user.id}`, rule: throttleRules.codePerUser },
      { key: `code:ip:${request.ip}`, rule: throttleRules.codePerIp },
    ],
    now,
  );
  if (user[spec.verifiedColumn] && user[spec.column] === target) {
    throw new HttpError(422, spec.already, { errors: { [spec.field]: [spec.already] } });
  }
  await sendContactCode(
    { db, notifier: deps.notifier },
    { userId: user.id, channel, target, now },
    {
      subject: 'Meslektaş doğrulama kodunuz',
      body: (code) =>
        `Meslektaş doğrulama kodunuz: ${code}. Kod ${minutesValid} dakika geçerlidir; kimseyle paylaşmayınız.`,
    },
  );
  return { status: 'true' as const, message: spec.sent };
}

export async function verifyContact(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'missionHours'>,
  userId: number,
  channel: CodeChannel,
  code: string,
) {
  const spec = channels[channel];
  const now = deps.now();
  const target = await checkCode(db, userId, channel, code, now);
  // Someone else may have verified the same contact since the code was sent: only the holder of
  // the code, the contact's owner, learns it.
  if (await heldByAnother(db, channel, target, userId)) {
    throw new HttpError(422, spec.taken, { errors: { [spec.field]: [spec.taken] } });
  }
  // The last of the verifications and the approval credits the inviter, in the same transaction.
  const user = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        [spec.column]: target,
        [spec.verifiedColumn]: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await creditReferralIn(trx, updated.id, now);
    return updated;
  });
  return {
    status: 'true' as const,
    message: spec.verified,
    data: await toUserRecord(db, deps, user),
  };
}
