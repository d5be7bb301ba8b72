import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { toUserRecord } from '../../services/accounts.ts';
import { allBars } from '../../services/courthouses/courthouses.ts';
import { resetPassword, sendResetCode } from '../../services/password-reset.ts';
import { registerAccount } from '../../services/registration.ts';
import { issueToken } from '../../services/tokens.ts';

const registeredMessage = 'Kaydınız alındı. Lütfen telefon numaranızı doğrulayınız.';

/** Registration and password reset: public calls, throttled per IP (and per number for resets). */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.auth.register, async ({ body }, request) => {
    const now = app.now();
    const user = await registerAccount(app.db, body, { ip: request.ip, now });
    // Signed in at once: the token opens /sms-verify, then /email-verify, then the passive notice.
    const token = await issueToken(app.db, user.id, now);
    return { token, user: await toUserRecord(app.db, app.deps, user), message: registeredMessage };
  });

  route(app, api.auth.registerBars, async () => ({ data: await allBars(app.db) }));

  route(app, api.auth.forgotPassword, ({ body }, request) =>
    sendResetCode(app.db, app.notifier, body, { ip: request.ip, now: app.now() }),
  );

  route(app, api.auth.resetPassword, ({ body }, request) =>
    resetPassword(app.db, body, { ip: request.ip, now: app.now() }),
  );
}
