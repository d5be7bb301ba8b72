import { api, feedbackMessages } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../errors.ts';
import { findUserByTelephone, toUserRecord } from '../../services/accounts.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { clearHits, consume, loginPhoneKey, throttleRules } from '../../services/throttle.ts';
import { issueToken, revokeToken } from '../../services/tokens.ts';
import accountRoutes from './account.ts';
import verificationRoutes from './verification.ts';

const loginMessages = {
  wrongCredentials: 'Telefon numarası veya şifre hatalı.',
} as const;

// Compared against when the telephone is unknown, so both failures take the same time.
const decoyHash = hashPassword('meslektas-decoy-password');

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.auth.login, async ({ body: { telephone, password } }, request) => {
    const now = app.now();
    const phoneKey = { key: loginPhoneKey(telephone), rule: throttleRules.loginPerPhone };
    const ipKey = { key: `login:ip:${request.ip}`, rule: throttleRules.loginPerIp };
    // Counted before the password is checked, so parallel guesses cannot slip past the limit.
    await consume(app.db, [ipKey, phoneKey], now);

    const user = await findUserByTelephone(app.db, telephone);
    const matches = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || user.deleted || !matches) {
      throw new HttpError(422, loginMessages.wrongCredentials, {
        errors: { password: [loginMessages.wrongCredentials] },
      });
    }
    await clearHits(app.db, phoneKey.key);
    const token = await issueToken(app.db, user.id, now);
    // Unverified, passive and banned accounts log in too: their token opens the state pages.
    return {
      token,
      user: await toUserRecord(app.db, app.deps, user),
      message: feedbackMessages.loginSuccess,
    };
  });

  route(app, api.auth.logout, async (_input, request) => {
    await revokeToken(app.db, request.tokenId);
    return { status: 'true' as const, message: feedbackMessages.logoutSuccess };
  });

  // Any state: the verification, passive and banned pages read the record to know where to go.
  route(app, api.auth.getData, async (_input, request) => ({
    data: await toUserRecord(app.db, app.deps, request.user),
  }));

  await app.register(verificationRoutes);
  await app.register(accountRoutes);
}
