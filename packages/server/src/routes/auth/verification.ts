import { api } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CodeChannel } from '../../db/schema.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../errors.ts';
import { toUserRecord } from '../../services/accounts.ts';
import { consume, throttleRules } from '../../services/throttle.ts';
import { heldByAnother, minutesValid, sendContactCode } from '../../services/contact-codes.ts';
import { checkCode } from '../../services/verification-codes.ts';
import { creditReferralIn } from '../../services/wallet/referral-rewards.ts';

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

/**
 * Phone and e-mail verification. The contact given at step one may differ from the stored one (a
 * change of number or address): it becomes the account's only once its code is confirmed.
 */
export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  /**
   * Counted before anything is judged, and answered "sent" whether or not another account holds the
   * contact (its holder is told instead of getting a code): the call tells nobody who is registered.
   */
  async function sendCode(request: FastifyRequest, channel: CodeChannel, target: string) {
    const spec = channels[channel];
    const user = request.user;
    const now = app.now();
    await consume(
      app.db,
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
      app,
      { userId: user.id, channel, target, now },
      {
        subject: 'Meslektaş doğrulama kodunuz',
        body: (code) =>
          `Meslektaş doğrulama kodunuz: ${code}. Kod ${minutesValid} dakika geçerlidir; kimseyle paylaşmayınız.`,
      },
    );
    return { status: 'true' as const, message: spec.sent };
  }

  async function verify(request: FastifyRequest, channel: CodeChannel, code: string) {
    const spec = channels[channel];
    const now = app.now();
    const target = await checkCode(app.db, request.user.id, channel, code, now);
    // Someone else may have verified the same contact since the code was sent: only the holder of
    // the code, the contact's owner, learns it.
    if (await heldByAnother(app.db, channel, target, request.user.id)) {
      throw new HttpError(422, spec.taken, { errors: { [spec.field]: [spec.taken] } });
    }
    // The last of the verifications and the approval credits the inviter, in the same transaction.
    const user = await app.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({
          [spec.column]: target,
          [spec.verifiedColumn]: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', request.user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await creditReferralIn(trx, updated.id, now);
      return updated;
    });
    return {
      status: 'true' as const,
      message: spec.verified,
      data: await toUserRecord(app.db, app.deps, user),
    };
  }

  route(app, api.auth.smsResend, ({ body }, request) => sendCode(request, 'sms', body.telephone));
  route(app, api.auth.smsVerify, ({ body }, request) => verify(request, 'sms', body.code));
  route(app, api.auth.emailResend, ({ body }, request) =>
    sendCode(request, 'email', body.email.toLowerCase()),
  );
  route(app, api.auth.emailVerify, ({ body }, request) => verify(request, 'email', body.code));
}
