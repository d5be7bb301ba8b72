import { SANDBOX_3DS_CODE, api, cardMessages, realtimeEvents, sandboxTestCards } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import {
  sandboxMessages,
  sandboxSecret,
  sandboxIdle,
  signSettlement,
} from '../../src/services/payments/sandbox.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';
import { rowsOf } from '../helpers/rows.ts';

const YEAR = 365 * 24 * 3600 * 1000;
const broadcaster = new MemoryBroadcaster();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ broadcaster });
});
afterAll(async () => {
  await sandboxIdle(ctx.app.db);
  await ctx.close();
});

const card = (number: string, extra: Partial<Record<'name' | 'expiry' | 'cvc', string>> = {}) => ({
  name: 'Av. Ayşe Yılmaz',
  number,
  expiry: '12/39',
  cvc: '123',
  ...extra,
});

async function lawyer(overrides: Parameters<typeof signedInUser>[1] = {}) {
  return signedInUser(ctx.app, { premium_price: 240_000, premium_discount: 60_000, ...overrides });
}

async function start(token: string, type: 'vip' | 'baro_change' = 'vip') {
  return (await expectOk(ctx.app, api.payments.createPayment, { body: { type } }, token)).payment;
}

async function pay(token: string, id: number, number: string) {
  const res = await callEndpoint(
    ctx.app,
    api.payments.sandboxCard,
    { params: { id }, body: card(number) },
    token,
  );
  await sandboxIdle(ctx.app.db);
  return res;
}

const userRow = (id: number) =>
  ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentRow = (id: number) =>
  ctx.app.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsFor = (userId: number) =>
  broadcaster.events.filter((e) => e.channels.includes(`private-user.${userId}`));

describe('given a free lawyer / when he starts a Pro payment', () => {
  it('fixes the amount from his own price net of his discount, whatever the client sends', async () => {
    const { token } = await lawyer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { type: 'vip', amount: 1, price: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({
      type: 'vip',
      status: 'created',
      amount: 1800,
      provider: 'sandbox',
    });
    expect((await paymentRow(res.json().payment.id)).amount).toBe(180_000);
  });

  it('uses the site price constants when he has no price of his own, and records his invoice district', async () => {
    const district = await ctx.app.db.selectFrom('districts').select('id').limit(1).executeTakeFirstOrThrow();
    const { token } = await signedInUser(ctx.app, { invoice_district_id: district.id });
    const payment = await start(token);
    // pro_fiyat 2400 − pro_indirim 600 in the seeded constants.
    expect(payment.amount).toBe(1800);
    expect((await paymentRow(payment.id)).invoice_district_id).toBe(district.id);
  });

  it('refuses an unknown payment type with a Turkish field error', async () => {
    const { token } = await lawyer();
    const res = await callEndpoint(
      ctx.app,
      api.payments.createPayment,
      { body: { type: 'gold' as 'vip' } },
      token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { type: ['Geçersiz ödeme türü.'] } });
  });
});

describe('given a lawyer opening /payment again and again', () => {
  it('keeps one attempt per type until a card reaches it, then starts a new one', async () => {
    const { user, token } = await lawyer();
    const first = await start(token);
    await ctx.app.db
      .updateTable('users')
      .set({ premium_discount: 40_000 })
      .where('id', '=', user.id)
      .execute();
    const again = await start(token);
    expect(again.id).toBe(first.id);
    // Today's price, not the one of the first visit.
    expect(again.amount).toBe(2000);
    const bar = await start(token, 'baro_change');
    expect(bar.id).not.toBe(first.id);
    const rows = await rowsOf(ctx.app, 'payments', { user_id: user.id }, ['id']);
    expect(rows).toHaveLength(2);
    expect((await pay(token, first.id, sandboxTestCards.insufficientFunds)).status).toBe(200);
    expect((await start(token)).id).not.toBe(first.id);
  });
});

describe('given the sandbox success card / when the callback arrives', () => {
  it('pays the attempt, makes the lawyer Pro for a year and tells his private channel', async () => {
    const { user, token } = await lawyer();
    const payment = await start(token);
    const res = await pay(token, payment.id, sandboxTestCards.success);
    // The card step answers at once; the result comes by callback.
    expect(res.status).toBe(200);
    expect(res.body.payment.status).toBe('created');
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'paid', card_last4: '0008' });
    const after = await userRow(user.id);
    expect(after.vip).toBe(1);
    expect(Date.parse(after.pro_last_date!) - Date.parse(row.paid_at!)).toBe(YEAR);
    expect(eventsFor(user.id)).toEqual([
      expect.objectContaining({
        event: realtimeEvents.paymentConfirm,
        data: { type: 'vip', message: 'Odeme Basarili', paymentId: payment.id },
      }),
    ]);
  });

  it('adds the year to the end of a Pro year still running', async () => {
    const end = new Date(Date.now() + 100 * 24 * 3600 * 1000).toISOString();
    const { user, token } = await lawyer({ vip: 1, pro_last_date: end });
    const payment = await start(token);
    await pay(token, payment.id, sandboxTestCards.success);
    expect((await userRow(user.id)).pro_last_date).toBe(new Date(Date.parse(end) + YEAR).toISOString());
  });

  it('grants one bar change for a paid baro_change, at the bar-change price', async () => {
    const { user, token } = await lawyer();
    const payment = await start(token, 'baro_change');
    expect(payment.amount).toBe(500);
    await pay(token, payment.id, sandboxTestCards.success);
    const after = await userRow(user.id);
    expect(after.bar_change_rights).toBe(1);
    expect(after.vip).toBe(0);
  });
});

describe('given the insufficient-funds card', () => {
  it('fails the attempt with the reason, leaves the lawyer free and sends payment-reject', async () => {
    const { user, token } = await lawyer();
    const payment = await start(token);
    await pay(token, payment.id, sandboxTestCards.insufficientFunds);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'failed',
      failure_reason: sandboxMessages.insufficientFunds,
    });
    expect((await userRow(user.id)).vip).toBe(0);
    expect(eventsFor(user.id).map((e) => e.event)).toEqual([realtimeEvents.paymentReject]);
    const again = await callEndpoint(
      ctx.app,
      api.payments.sandboxCard,
      { params: { id: payment.id }, body: card(sandboxTestCards.success) },
      token,
    );
    expect(again.status).toBe(409);
  });

  it('refuses a Luhn-valid card unknown to the sandbox', async () => {
    const { token } = await lawyer();
    const payment = await start(token);
    await pay(token, payment.id, '4242 4242 4242 4242');
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'failed',
      failure_reason: sandboxMessages.unknownCard,
    });
  });
});

describe('given the 3-D Secure card', () => {
  it('waits for the code step, then pays with the right code', async () => {
    const { user, token } = await lawyer();
    const payment = await start(token);
    const res = await pay(token, payment.id, sandboxTestCards.threeDSecure);
    expect(res.body.payment.status).toBe('pending_3ds');
    expect((await paymentRow(payment.id)).status).toBe('pending_3ds');
    await expectOk(
      ctx.app,
      api.payments.sandbox3ds,
      { params: { id: payment.id }, body: { code: SANDBOX_3DS_CODE } },
      token,
    );
    await sandboxIdle(ctx.app.db);
    expect((await paymentRow(payment.id)).status).toBe('paid');
    expect((await userRow(user.id)).vip).toBe(1);
  });

  it('fails the attempt on a wrong code and refuses a malformed one without moving it', async () => {
    const { token } = await lawyer();
    const payment = await start(token);
    await pay(token, payment.id, sandboxTestCards.threeDSecure);
    const bad = await callEndpoint(
      ctx.app,
      api.payments.sandbox3ds,
      { params: { id: payment.id }, body: { code: '12' } },
      token,
    );
    expect(bad.status).toBe(422);
    expect(bad.raw).toMatchObject({ errors: { code: [cardMessages.code] } });
    expect((await paymentRow(payment.id)).status).toBe('pending_3ds');
    await expectOk(
      ctx.app,
      api.payments.sandbox3ds,
      { params: { id: payment.id }, body: { code: '000000' } },
      token,
    );
    await sandboxIdle(ctx.app.db);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'failed',
      failure_reason: sandboxMessages.wrongCode,
    });
  });

  it('does not take a code for an attempt that is not waiting for one', async () => {
    const { token } = await lawyer();
    const payment = await start(token);
    const res = await callEndpoint(
      ctx.app,
      api.payments.sandbox3ds,
      { params: { id: payment.id }, body: { code: SANDBOX_3DS_CODE } },
      token,
    );
    expect(res.status).toBe(409);
  });
});

describe('given card details with mistakes', () => {
  it('answers 422 with a Turkish message per field and leaves the attempt untouched', async () => {
    const { token } = await lawyer();
    const payment = await start(token);
    const res = await callEndpoint(
      ctx.app,
      api.payments.sandboxCard,
      {
        params: { id: payment.id },
        body: card('5528 7900 0000 0009', { name: ' ', expiry: '01/20', cvc: '1' }),
      },
      token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({
      errors: {
        name: [cardMessages.name],
        number: [cardMessages.number],
        expiry: [cardMessages.expired],
        cvc: [cardMessages.cvc],
      },
    });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'created', card_last4: null });
  });
});

describe('given a provider callback', () => {
  async function signedCallback(
    body: { payment_id: number; reference: string; result: 'success' | 'failure'; reason: string | null },
    signature?: string,
  ) {
    const secret = await sandboxSecret(ctx.app.db);
    const s = {
      paymentId: body.payment_id,
      reference: body.reference,
      result: body.result,
      reason: body.reason,
    };
    return callEndpoint(ctx.app, api.payments.sandboxCallback, {
      body,
      headers: { 'x-sandbox-signature': signature ?? signSettlement(secret, s) },
    });
  }

  /** A lawyer's started payment, and the provider's success callback for it. */
  async function startedWithSuccess() {
    const { user, token } = await lawyer();
    const payment = await start(token);
    const { provider_ref } = await paymentRow(payment.id);
    const body = {
      payment_id: payment.id,
      reference: provider_ref!,
      result: 'success' as const,
      reason: null,
    };
    return { user, payment, body };
  }

  it('pays once when the same callback comes twice', async () => {
    const { user, payment, body } = await startedWithSuccess();
    expect((await signedCallback(body)).status).toBe(200);
    const first = (await userRow(user.id)).pro_last_date;
    expect((await signedCallback(body)).status).toBe(200);
    expect((await userRow(user.id)).pro_last_date).toBe(first);
    expect(eventsFor(user.id)).toHaveLength(1);
    // A late failure for a paid attempt changes nothing either.
    expect((await signedCallback({ ...body, result: 'failure', reason: 'x' })).status).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  it('pays once when the same callback arrives five times at once', async () => {
    const { user, payment, body } = await startedWithSuccess();
    const answers = await Promise.all(Array.from({ length: 5 }, () => signedCallback(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const row = await paymentRow(payment.id);
    expect(Date.parse((await userRow(user.id)).pro_last_date!) - Date.parse(row.paid_at!)).toBe(YEAR);
    expect(eventsFor(user.id)).toHaveLength(1);
  });

  it('refuses a forged or missing signature and leaves the attempt as it was', async () => {
    const { user, payment, body } = await startedWithSuccess();
    expect((await signedCallback(body, 'a'.repeat(64))).status).toBe(403);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox',
      payload: body,
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await paymentRow(payment.id)).status).toBe('created');
    expect((await userRow(user.id)).vip).toBe(0);
  });

  it('does not settle an attempt under another attempt’s reference', async () => {
    const a = await lawyer();
    const b = await lawyer();
    const mine = await start(a.token);
    const theirs = await start(b.token);
    const { provider_ref } = await paymentRow(theirs.id);
    const res = await signedCallback({
      payment_id: mine.id,
      reference: provider_ref!,
      result: 'success',
      reason: null,
    });
    expect(res.status).toBe(404);
    expect((await paymentRow(mine.id)).status).toBe('created');
  });
});

describe('given another lawyer’s payment', () => {
  it('is invisible to a stranger, who can neither read, pay nor confirm it', async () => {
    const owner = await lawyer();
    const stranger = await lawyer();
    const payment = await start(owner.token);
    const read = await callEndpoint(
      ctx.app,
      api.payments.getPayment,
      { params: { id: payment.id } },
      stranger.token,
    );
    expect(read.status).toBe(404);
    const paid = await callEndpoint(
      ctx.app,
      api.payments.sandboxCard,
      { params: { id: payment.id }, body: card(sandboxTestCards.success) },
      stranger.token,
    );
    expect(paid.status).toBe(404);
    const code = await callEndpoint(
      ctx.app,
      api.payments.sandbox3ds,
      { params: { id: payment.id }, body: { code: SANDBOX_3DS_CODE } },
      stranger.token,
    );
    expect(code.status).toBe(404);
    await sandboxIdle(ctx.app.db);
    expect((await paymentRow(payment.id)).status).toBe('created');
    const own = await expectOk(ctx.app, api.payments.getPayment, { params: { id: payment.id } }, owner.token);
    expect(own.payment.id).toBe(payment.id);
  });

  it('needs a signed-in lawyer to start one', async () => {
    const res = await callEndpoint(ctx.app, api.payments.createPayment, { body: { type: 'vip' } });
    expect(res.status).toBe(401);
  });
});
