import { PAYMENT_NOT_FOUND, api, buildPath } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../errors.ts';
import { acceptFormPosts } from '../form-posts.ts';
import { completeIyzicoCheckout, startIyzicoCheckout } from '../../services/payments/iyzico.ts';
import { insertPayment, ownPayment, settlePayment, toPayment } from '../../services/payments/payments.ts';
import {
  type SelfCall,
  sandboxIdle,
  sandboxSecret,
  submitSandbox3ds,
  submitSandboxCard,
  verifySettlement,
} from '../../services/payments/sandbox.ts';

const paymentRouteMessages = {
  badSignature: 'İmza doğrulanamadı.',
} as const;

/** Card payments: the attempt, the sandbox's card form and 3-D Secure step, and both providers' callbacks. */
export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  // iyzico's payment page returns the browser with a form POST.
  acceptFormPosts(app);

  // A sandbox result on its way is delivered before the server stops, as a provider would retry it.
  app.addHook('preClose', () => sandboxIdle(app.db));
  const sandboxDeps = { ...app.deps, selfCall: ((request) => app.inject(request)) satisfies SelfCall };

  route(app, api.payments.createPayment, async ({ body }, request) => {
    const iyzico = app.config.iyzico;
    const row = await insertPayment(
      app.db,
      app.deps,
      request.user.id,
      body.type,
      iyzico ? 'iyzico' : 'sandbox',
    );
    if (!iyzico) return { payment: toPayment(row) };
    const url = await startIyzicoCheckout(
      app.db,
      app.deps,
      iyzico,
      row,
      `${request.protocol}://${request.host}`,
      request.ip,
    );
    return { payment: toPayment(await ownPayment(app.db, request.user.id, row.id), url) };
  });

  route(app, api.payments.getPayment, async ({ params }, request) => ({
    payment: toPayment(await ownPayment(app.db, request.user.id, params.id)),
  }));

  route(app, api.payments.sandboxCard, async ({ params, body }, request) => ({
    payment: toPayment(await submitSandboxCard(app.db, sandboxDeps, request.user.id, params.id, body)),
  }));

  route(app, api.payments.sandbox3ds, async ({ params, body }, request) => ({
    payment: toPayment(await submitSandbox3ds(app.db, sandboxDeps, request.user.id, params.id, body.code)),
  }));

  route(app, api.payments.sandboxCallback, async ({ body, headers }) => {
    const settlement = {
      paymentId: body.payment_id,
      reference: body.reference,
      result: body.result,
      reason: body.reason,
    };
    if (!verifySettlement(await sandboxSecret(app.db), settlement, headers['x-sandbox-signature'])) {
      throw new HttpError(403, paymentRouteMessages.badSignature);
    }
    const row = await settlePayment(app.db, app.deps, settlement);
    if (!row) throw new HttpError(404, PAYMENT_NOT_FOUND);
    return { status: 'ok' as const };
  });

  route(app, api.payments.iyzicoCallback, async ({ body }, _request, reply) => {
    const row = app.config.iyzico
      ? await completeIyzicoCheckout(app.db, app.deps, app.config.iyzico, body.token)
      : undefined;
    const target = row
      ? `${buildPath('payment', { type: row.type })}?odeme=${row.id}`
      : buildPath('payment', {});
    return reply.redirect(target, 303) as never;
  });
}
