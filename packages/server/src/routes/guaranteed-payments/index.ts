import { api, buildPath, guaranteeMessages } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { route } from '../../plugins/contract.ts';
import { acceptFormPosts } from '../form-posts.ts';
import {
  type SignedGuaranteeCallback,
  decideGuarantee,
  guaranteeCallback,
  submitGuaranteeCard,
  submitGuaranteeCode,
} from '../../services/guaranteed-payments/guaranteed-payments.ts';
import {
  completeGuaranteeCheckout,
  startGuaranteeCheckout,
} from '../../services/guaranteed-payments/iyzico-checkout.ts';
import { finishGuarantee } from '../../services/guaranteed-payments/recovery.ts';
import {
  guaranteeForOperator,
  guaranteePage,
  listGuaranteesForOperator,
} from '../../services/guaranteed-payments/views.ts';

const DECIDED = 'Karar kaydedildi; iki tarafa bildirildi.';
const FINISHED = 'Aktarım tamamlandı; iki tarafa bildirildi.';
const signatureHeader = 'x-sandbox-signature';

/**
 * Güvenceli ödeme: the parties' page of a task's payment, the owner's card and 3-D Secure steps on
 * the sandbox, its signed callback, iyzico's checkout form and its return, and the console's list
 * and decision (operator calls).
 */
export default async function guaranteeRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.guarantees;
  // iyzico's payment page returns the browser with a form POST.
  acceptFormPosts(app);

  /**
   * The sandbox "bank" answers by an HTTP call to the callback route, signed like a provider's, so
   * the result passes the same verification as any outside caller's. It is delivered before the
   * card step answers: the page shows the outcome at once (Pro's page polls instead).
   */
  const deliver = async (callback: SignedGuaranteeCallback) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${calls.sandboxCallback.path}`,
      payload: callback.payload,
      headers: { [signatureHeader]: callback.signature },
    });
    if (res.statusCode !== 200)
      app.log.error(
        { status: res.statusCode, paymentId: callback.payload.payment_id },
        'guarantee callback refused',
      );
  };

  route(app, calls.view, async ({ params }, request) => ({
    data: await guaranteePage(app.db, request.user, params.id),
  }));

  route(app, calls.sandboxCard, async ({ params, body }, request) => {
    const { row, callback } = await submitGuaranteeCard(app.db, app.deps, request.user, params.id, body);
    if (callback) await deliver(callback);
    return { data: await guaranteePage(app.db, request.user, row.mission_id) };
  });

  route(app, calls.sandbox3ds, async ({ params, body }, request) => {
    const callback = await submitGuaranteeCode(app.db, request.user, params.id, body.code);
    await deliver(callback);
    const row = await app.db
      .selectFrom('guaranteed_payments')
      .select('mission_id')
      .where('id', '=', params.id)
      .executeTakeFirstOrThrow();
    return { data: await guaranteePage(app.db, request.user, row.mission_id) };
  });

  route(app, calls.sandboxCallback, async ({ body, headers }) => ({
    status: 'ok' as const,
    outcome: await guaranteeCallback(app.db, app.deps, body, headers[signatureHeader]),
  }));

  route(app, calls.iyzicoCheckout, async ({ params }, request) => {
    const iyzico = app.config.iyzico;
    // A payment started on the sandbox is paid there; only one started with iyzico opens its form.
    if (!iyzico) throw new HttpError(409, guaranteeMessages.alreadyPaid);
    const url = await startGuaranteeCheckout(
      app.db,
      app.deps,
      iyzico,
      request.user,
      params.id,
      `${request.protocol}://${request.host}`,
      request.ip,
    );
    const row = await app.db
      .selectFrom('guaranteed_payments')
      .select('mission_id')
      .where('id', '=', params.id)
      .executeTakeFirstOrThrow();
    return { data: await guaranteePage(app.db, request.user, row.mission_id), checkout_url: url };
  });

  // The browser comes back from iyzico's page: to the task's payment page, which reads the result.
  route(app, calls.iyzicoCallback, async ({ body }, _request, reply) => {
    const done = app.config.iyzico
      ? await completeGuaranteeCheckout(app.db, app.deps, app.config.iyzico, body.token)
      : undefined;
    const target = done?.missionId
      ? buildPath('guarantee-payment', { missionId: done.missionId })
      : buildPath('home', {});
    return reply.redirect(target, 303) as never;
  });

  const actor = (request: FastifyRequest) => ({ operatorId: request.user.id, now: app.now() });
  route(app, api.admin.guarantees, ({ query }) => listGuaranteesForOperator(app.db, query, app.now()));
  route(app, api.admin.decideGuarantee, async ({ params, body }, request) => {
    await decideGuarantee(app.db, app.deps, actor(request), params.id, body);
    return { message: DECIDED, data: await guaranteeForOperator(app.db, params.id, app.now()) };
  });
  route(app, api.admin.finishGuarantee, async ({ params }, request) => {
    await finishGuarantee(app.db, app.deps, actor(request), params.id);
    return { message: FINISHED, data: await guaranteeForOperator(app.db, params.id, app.now()) };
  });
}
