import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, realtimeEvents } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const API_KEY = 'sandbox-api-key';
const SECRET = 'sandbox-secret-key';

type Outcome = 'success' | 'failure' | 'forged' | 'cheaper';

/**
 * A local stand-in for iyzico's API: the two endpoints the checkout form uses, with iyzico's
 * IYZWSv2 authorisation checked and its answers signed as its documentation describes.
 */
class FakeIyzico {
  server = http.createServer((req, res) => void this.handle(req, res));
  outcomes = new Map<string, Outcome>();
  initialized: Record<string, unknown>[] = [];
  rejectedAuth = 0;
  base = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private sign(fields: unknown[]) {
    return crypto.createHmac('sha256', SECRET).update(fields.map(String).join(':')).digest('hex');
  }

  private authorised(req: http.IncomingMessage, raw: string): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('IYZWSv2 ')) return false;
    const parts = Object.fromEntries(
      Buffer.from(header.slice(8), 'base64')
        .toString()
        .split('&')
        .map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)]),
    );
    const expected = crypto
      .createHmac('sha256', SECRET)
      .update(`${parts.randomKey}${req.url}${raw}`)
      .digest('hex');
    return (
      parts.apiKey === API_KEY &&
      parts.signature === expected &&
      req.headers['x-iyzi-rnd'] === parts.randomKey
    );
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const send = (body: object) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!this.authorised(req, raw)) {
      this.rejectedAuth++;
      return send({ status: 'failure', errorCode: '1001', errorMessage: 'api bilgileri bulunamadı' });
    }
    const body = JSON.parse(raw) as Record<string, string>;
    if (req.url === '/payment/iyzipos/checkoutform/initialize/auth/ecom') {
      this.initialized.push(body);
      const token = crypto.randomUUID();
      return send({
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: body.conversationId,
        token,
        checkoutFormContent: '<script type="text/javascript">/* iyzico */</script>',
        tokenExpireTime: 1800,
        paymentPageUrl: `${this.base}/pay/${token}`,
        signature: this.sign([body.conversationId, token]),
      });
    }
    if (req.url === '/payment/iyzipos/checkoutform/auth/ecom/detail') {
      const init = this.initialized.find((i) => i.conversationId === body.conversationId)!;
      const outcome = this.outcomes.get(body.conversationId!) ?? 'success';
      const paymentStatus = outcome === 'failure' ? 'FAILURE' : 'SUCCESS';
      const paidPrice = outcome === 'cheaper' ? '1.0' : (init.paidPrice as string);
      const fields = {
        paymentStatus,
        paymentId: '22416035',
        currency: 'TRY',
        basketId: init.basketId,
        conversationId: body.conversationId,
        paidPrice,
        price: init.price,
        token: body.token,
      };
      const signature = outcome === 'forged' ? 'f'.repeat(64) : this.sign(Object.values(fields));
      return send({
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        ...fields,
        ...(paymentStatus === 'FAILURE' ? { errorMessage: 'Kart limiti yetersiz, yetersiz bakiye' } : {}),
        fraudStatus: 1,
        installment: 1,
        signature,
      });
    }
    res.writeHead(404).end();
  }
}

const iyzico = new FakeIyzico();
const broadcaster = new MemoryBroadcaster();
let ctx: TestContext;
beforeAll(async () => {
  await iyzico.start();
  ctx = await createTestApp({
    broadcaster,
    config: { iyzico: { apiKey: API_KEY, secretKey: SECRET, baseUrl: iyzico.base } },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => iyzico.server.close(resolve));
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
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/callback/iyzico',
    payload: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

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
