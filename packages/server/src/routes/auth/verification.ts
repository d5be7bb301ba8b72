import { api } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CodeChannel, UserRow } from '../../db/schema.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { toUserRecord } from '../../services/accounts.ts';
import { consume, throttleRules } from '../../services/throttle.ts';
import { CODE_TTL_MS, checkCode, issueCode } from '../../services/verification-codes.ts';
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

const minutes = CODE_TTL_MS / 60_000;

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
  async function assertFree(channel: CodeChannel, value: string, user: UserRow): Promise<void> {
    const spec = channels[channel];
    const owner = await app.db
      .selectFrom('users')
      .select('id')
      .where(spec.column, '=', value)
      .where('id', '!=', user.id)
      .executeTakeFirst();
    if (owner) throw new HttpError(422, spec.taken, { errors: { [spec.field]: [spec.taken] } });
  }

  async function sendCode(request: FastifyRequest, channel: CodeChannel, target: string) {
    const spec = channels[channel];
    const user = request.user;
    if (user[spec.verifiedColumn] && user[spec.column] === target) {
      throw new HttpError(422, spec.already, { errors: { [spec.field]: [spec.already] } });
    }
    await assertFree(channel, target, user);
    const now = app.now();
    await consume(
      app.db,
      [
        { key: `code:${channel}:user:${user.id}`, rule: throttleRules.codePerUser },
        { key: `code:ip:${request.ip}`, rule: throttleRules.codePerIp },
      ],
      now,
    );
    const code = await issueCode(app.db, user.id, channel, target, now);
    const text = `Meslektaş doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir; kimseyle paylaşmayınız.`;
    if (channel === 'sms') await app.notifier.sendSms(target, text);
    else await app.notifier.sendEmail(target, 'Meslektaş doğrulama kodunuz', text);
    return { status: 'true' as const, message: spec.sent };
  }

  async function verify(request: FastifyRequest, channel: CodeChannel, code: string) {
    const spec = channels[channel];
    const now = app.now();
    const target = await checkCode(app.db, request.user.id, channel, code, now);
    // Someone else may have verified the same contact since the code was sent.
    await assertFree(channel, target, request.user);
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
    return { status: 'true' as const, message: spec.verified, data: await toUserRecord(app, user) };
  }

  route(app, api.auth.smsResend, ({ body }, request) => sendCode(request, 'sms', body.telephone));
  route(app, api.auth.smsVerify, ({ body }, request) => verify(request, 'sms', body.code));
  route(app, api.auth.emailResend, ({ body }, request) =>
    sendCode(request, 'email', body.email.toLowerCase()),
  );
  route(app, api.auth.emailVerify, ({ body }, request) => verify(request, 'email', body.code));
}
