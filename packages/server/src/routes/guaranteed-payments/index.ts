import { api } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  type SignedGuaranteeCallback,
  decideGuarantee,
  guaranteeCallback,
  submitGuaranteeCard,
  submitGuaranteeCode,
} from '../../services/guaranteed-payments/guaranteed-payments.ts';
import {
  guaranteeForOperator,
  guaranteePage,
  listGuaranteesForOperator,
} from '../../services/guaranteed-payments/views.ts';

const DECIDED = 'Karar kaydedildi; iki tarafa bildirildi.';
const signatureHeader = 'x-sandbox-signature';

/**
 * Güvenceli ödeme: the parties' page of a task's payment, the owner's card and 3-D Secure steps on
 * the sandbox, its signed callback, and the console's list and decision (operator calls).
 */
export default async function guaranteeRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.guarantees;

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

  const actor = (request: FastifyRequest) => ({ operatorId: request.user.id, now: app.now() });
  route(app, api.admin.guarantees, ({ query }) => listGuaranteesForOperator(app.db, query));
  route(app, api.admin.decideGuarantee, async ({ params, body }, request) => {
    await decideGuarantee(app.db, app.deps, actor(request), params.id, body);
    return { message: DECIDED, data: await guaranteeForOperator(app.db, params.id) };
  });
}
