import { api, realtimeEvents } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';
import {
  FakeIyzico,
  IYZICO_API_KEY,
  IYZICO_SECRET,
  returnFromIyzico as backFromIyzico,
} from './fake-iyzico.ts';

const iyzico = new FakeIyzico();
const broadcaster = new MemoryBroadcaster();
let ctx: TestContext;
beforeAll(async () => {
  await iyzico.start();
  ctx = await createTestApp({
    broadcaster,
    config: { iyzico: { apiKey: IYZICO_API_KEY, secretKey: IYZICO_SECRET, baseUrl: iyzico.base } },
  });
});
afterAll(async () => {
  await ctx.close();
  await iyzico.close();
});

const paymentRow = (id: number) =>
  ctx.app.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const userRow = (id: number) =>
  ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function checkout(type: 'vip' | 'baro_change' = 'vip') {
  const me = await signedInUser(ctx.app, { premium_price: 240_000, premium_discount: 40_000 });
  const { payment } = await expectOk(ctx.app, api.payments.createPayment, { body: { type } }, me.token);
  const row = await paymentRow(payment.id);
  return { ...me, payment, iyzicoToken: row.provider_ref! };
}

/** iyzico's page sends the browser back with a form POST carrying the token. */
const returnFromIyzico = (token: string) =>
  backFromIyzico(ctx.app, `/api${api.payments.iyzicoCallback.path}`, token);

describe('given iyzico is configured / when a lawyer starts a payment', () => {
  it('initialises the checkout form with the server’s amount and waits on iyzico’s page', async () => {
    const { payment } = await checkout();
    expect(payment).toMatchObject({ provider: 'iyzico', status: 'pending_3ds', amount: 2000 });
    expect(payment.checkout_url).toMatch(new RegExp(`^${iyzico.base}/pay/`));
    const sent = iyzico.initialized.at(-1)!;
    expect(sent).toMatchObject({
      conversationId: String(payment.id),
      price: '2000.0',
      paidPrice: '2000.0',
      currency: 'TRY',
      callbackUrl: expect.stringMatching(/\/api\/payments\/callback\/iyzico$/),
    });
    expect(iyzico.rejectedAuth).toBe(0);
  });
});

describe('given iyzico’s callback', () => {
  it('pays a successful checkout once, however often the browser returns, and sends the lawyer to the result', async () => {
    const { user, payment, iyzicoToken } = await checkout();
    const first = await returnFromIyzico(iyzicoToken);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/payment/vip?odeme=${payment.id}`);
    expect((await paymentRow(payment.id)).status).toBe('paid');
    const end = (await userRow(user.id)).pro_last_date;
    expect((await userRow(user.id)).vip).toBe(1);
    const again = await returnFromIyzico(iyzicoToken);
    expect(again.statusCode).toBe(303);
    expect((await userRow(user.id)).pro_last_date).toBe(end);
    const events = broadcaster.events.filter((e) => e.channels.includes(`private-user.${user.id}`));
    expect(events.map((e) => e.event)).toEqual([realtimeEvents.paymentConfirm]);
  });

  it('fails a refused checkout with iyzico’s reason', async () => {
    const { user, payment, iyzicoToken } = await checkout('baro_change');
    iyzico.outcomes.set(String(payment.id), 'failure');
    const res = await returnFromIyzico(iyzicoToken);
    expect(res.headers.location).toBe(`/payment/baro_change?odeme=${payment.id}`);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'Kart limiti yetersiz, yetersiz bakiye',
    });
    expect((await userRow(user.id)).bar_change_rights).toBe(0);
  });

  it('trusts no answer with a wrong signature or another amount', async () => {
    for (const outcome of ['forged', 'cheaper'] as const) {
      const { user, payment, iyzicoToken } = await checkout();
      iyzico.outcomes.set(String(payment.id), outcome);
      const res = await returnFromIyzico(iyzicoToken);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/payment');
      expect((await paymentRow(payment.id)).status).toBe('pending_3ds');
      expect((await userRow(user.id)).vip).toBe(0);
    }
  });

  it('ignores a token that is not one of ours', async () => {
    const res = await returnFromIyzico('not-a-token');
    expect(res.headers.location).toBe('/payment');
  });

  it('does not take sandbox cards for an iyzico attempt', async () => {
    const { payment, token } = await checkout();
    const res = await callEndpoint(
      ctx.app,
      api.payments.sandboxCard,
      {
        params: { id: payment.id },
        body: { name: 'Av. Ayşe Yılmaz', number: '5528790000000008', expiry: '12/39', cvc: '123' },
      },
      token,
    );
    expect(res.status).toBe(409);
    expect((await paymentRow(payment.id)).status).toBe('pending_3ds');
  });
});
