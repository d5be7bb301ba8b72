import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { sendVerificationCode, verifyContact } from '../../services/contact-verification.ts';

/** Phone and e-mail verification (see services/contact-verification.ts). */
export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const deps = { now: app.deps.now, notifier: app.notifier };
  route(app, api.auth.smsResend, ({ body }, request) =>
    sendVerificationCode(app.db, deps, request, 'sms', body.telephone),
  );
  route(app, api.auth.smsVerify, ({ body }, request) =>
    verifyContact(app.db, app.deps, request.user.id, 'sms', body.code),
  );
  route(app, api.auth.emailResend, ({ body }, request) =>
    sendVerificationCode(app.db, deps, request, 'email', body.email.toLowerCase()),
  );
  route(app, api.auth.emailVerify, ({ body }, request) =>
    verifyContact(app.db, app.deps, request.user.id, 'email', body.code),
  );
}
