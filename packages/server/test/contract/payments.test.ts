import { api, sandboxTestCards } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxIdle, sandboxSecret, signSettlement } from '../../src/services/payments/sandbox.ts';
import { expectOk } from '../helpers/contract.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';
import { rowOf } from '../helpers/rows.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await sandboxIdle(ctx.app.db);
  await ctx.close();
});

const card = (number: string) => ({ name: 'Av. Ayşe Yılmaz', number, expiry: '12/39', cvc: '123' });

describe('contract: payments', () => {
  it('api.payments.createPayment, getPayment and sandboxCard answer the payment', async () => {
    const { token } = await signedInUser(ctx.app);
    const { payment } = await expectOk(ctx.app, api.payments.createPayment, { body: { type: 'vip' } }, token);
    expect(payment).toMatchObject({ status: 'created', currency: 'TRY', checkout_url: null });
    const read = await expectOk(ctx.app, api.payments.getPayment, { params: { id: payment.id } }, token);
    expect(read.payment.id).toBe(payment.id);
    const sent = await expectOk(
      ctx.app,
      api.payments.sandboxCard,
      { params: { id: payment.id }, body: card(sandboxTestCards.success) },
      token,
    );
    expect(sent.payment.status).toBe('created');
  });

  it('api.payments.sandbox3ds takes the code of a pending 3-D Secure payment', async () => {
    const { token } = await signedInUser(ctx.app);
    const { payment } = await expectOk(
      ctx.app,
      api.payments.createPayment,
      { body: { type: 'baro_change' } },
      token,
    );
    await expectOk(
      ctx.app,
      api.payments.sandboxCard,
      { params: { id: payment.id }, body: card(sandboxTestCards.threeDSecure) },
      token,
    );
    const res = await expectOk(
      ctx.app,
      api.payments.sandbox3ds,
      { params: { id: payment.id }, body: { code: '123456' } },
      token,
    );
    expect(res.payment.status).toBe('pending_3ds');
  });

  it('api.payments.sandboxCallback answers ok to a signed result', async () => {
    const { token } = await signedInUser(ctx.app);
    const { payment } = await expectOk(ctx.app, api.payments.createPayment, { body: { type: 'vip' } }, token);
    const row = await rowOf(ctx.app, 'payments', { id: payment.id }, ['provider_ref']);
    const s = {
      paymentId: payment.id,
      reference: row.provider_ref!,
      result: 'failure' as const,
      reason: 'Red',
    };
    const res = await expectOk(ctx.app, api.payments.sandboxCallback, {
      body: { payment_id: s.paymentId, reference: s.reference, result: s.result, reason: s.reason },
      headers: { 'x-sandbox-signature': signSettlement(await sandboxSecret(ctx.app.db), s) },
    });
    expect(res).toEqual({ status: 'ok' });
  });

  it('api.payments.iyzicoCallback sends the browser back to the payment page', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${api.payments.iyzicoCallback.path}`,
      payload: { token: 'unknown' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/payment');
  });
});
