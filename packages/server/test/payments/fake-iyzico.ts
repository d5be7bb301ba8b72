import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { IyzicoConfig } from '../../src/config.ts';

export const IYZICO_API_KEY = 'sandbox-api-key';
export const IYZICO_SECRET = 'sandbox-secret-key';

/** The browser coming back from iyzico's page: a form POST of the token to `url` (a callback route). */
export const returnFromIyzico = (app: FastifyInstance, url: string, token: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** How the fake answers a checkout's retrieve: paid, refused, forged signature, or another amount. */
export type CheckoutOutcome = 'success' | 'failure' | 'forged' | 'cheaper';

/**
 * The marketplace calls the fake can be told to refuse (status failure, as iyzico answers), and
 * the transaction report that tells what became of a payment.
 */
export type MarketplaceCall =
  'submerchant' | 'submerchant_update' | 'approve' | 'refund' | 'cancel' | 'report';

type Body = Record<string, unknown>;

const paths: Record<string, MarketplaceCall> = {
  'POST /onboarding/submerchant': 'submerchant',
  'PUT /onboarding/submerchant': 'submerchant_update',
  'POST /payment/iyzipos/item/approve': 'approve',
  'POST /payment/refund': 'refund',
  'POST /payment/cancel': 'cancel',
};
const REPORT_PATH = '/v2/reporting/payment/details';

/** A paid checkout as iyzico's records keep it: the payment, its items, what was done to them. */
interface Recorded {
  paymentId: string;
  paidPrice: string;
  items: { paymentTransactionId: string; price: number; subMerchantPrice?: number }[];
}

/**
 * A local stand-in for iyzico's API as its documentation describes it: the checkout form
 * (initialize, retrieve with a marketplace basket's item transactions) and the marketplace calls
 * (sub-merchant creation and update, item approval, refund, cancel) and the transaction report that
 * tells what became of a paid item. Every request's IYZWSv2 authorisation is checked (a wrong one is
 * refused and counted); the checkout answers are signed.
 */
export class FakeIyzico {
  server = http.createServer((req, res) => void this.handle(req, res));
  outcomes = new Map<string, CheckoutOutcome>();
  initialized: Body[] = [];
  /** The marketplace calls received with a valid authorisation, in order. */
  calls: { call: MarketplaceCall; body: Body }[] = [];
  /** Calls to refuse from now on. */
  refuse = new Set<MarketplaceCall>();
  /** Calls that iyzico carries out but whose answer never arrives (the connection drops). */
  lose = new Set<MarketplaceCall>();
  /** Calls that iyzico carries out at once but answers only when the promise settles. */
  slow = new Map<MarketplaceCall, Promise<void>>();
  /** Paid checkouts by conversation id, with the approved items, refunds and cancelled payments. */
  paid = new Map<string, Recorded>();
  approved = new Set<string>();
  refunded = new Map<string, number[]>();
  cancelled = new Set<string>();
  rejectedAuth = 0;
  base = '';
  #ids = 22_416_000;
  #subMerchants = new Set<string>();

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  /** Runs `run` while iyzico refuses `call`, or carries it out and loses its answer (`lose`). */
  async failing<T>(
    call: MarketplaceCall,
    run: () => Promise<T>,
    how: 'refuse' | 'lose' = 'refuse',
  ): Promise<T> {
    const set = how === 'refuse' ? this.refuse : this.lose;
    set.add(call);
    try {
      return await run();
    } finally {
      set.delete(call);
    }
  }

  /** The marketplace calls of one kind received so far. */
  received(call: MarketplaceCall): Body[] {
    return this.calls.filter((c) => c.call === call).map((c) => c.body);
  }

  private sign(fields: unknown[]) {
    return crypto.createHmac('sha256', IYZICO_SECRET).update(fields.map(String).join(':')).digest('hex');
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
    // The client signs the path without its query string (the report's parameters are a query).
    const path = (req.url ?? '').split('?')[0];
    const expected = crypto
      .createHmac('sha256', IYZICO_SECRET)
      .update(`${parts.randomKey}${path}${raw}`)
      .digest('hex');
    return (
      parts.apiKey === IYZICO_API_KEY &&
      parts.signature === expected &&
      req.headers['x-iyzi-rnd'] === parts.randomKey
    );
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const send = (body: object) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ locale: 'tr', systemTime: Date.now(), ...body }));
    };
    if (!this.authorised(req, raw)) {
      this.rejectedAuth++;
      return send({ status: 'failure', errorCode: '1001', errorMessage: 'api bilgileri bulunamadı' });
    }
    const body = JSON.parse(raw) as Body;
    const conversationId = body.conversationId as string;
    if (req.url === '/payment/iyzipos/checkoutform/initialize/auth/ecom') {
      this.initialized.push(body);
      const token = crypto.randomUUID();
      return send({
        status: 'success',
        conversationId,
        token,
        checkoutFormContent: '<script type="text/javascript">/* iyzico */</script>',
        tokenExpireTime: 1800,
        paymentPageUrl: `${this.base}/pay/${token}`,
        signature: this.sign([conversationId, token]),
      });
    }
    if (req.url === '/payment/iyzipos/checkoutform/auth/ecom/detail') return send(this.detail(body));
    const url = new URL(req.url ?? '', this.base);
    const call =
      req.method === 'GET' && url.pathname === REPORT_PATH ? 'report' : paths[`${req.method} ${req.url}`];
    if (!call) return void res.writeHead(404).end();
    const query = Object.fromEntries(url.searchParams);
    this.calls.push({ call, body: call === 'report' ? query : body });
    if (this.refuse.has(call))
      return send({
        status: 'failure',
        conversationId: call === 'report' ? query.conversationId : conversationId,
        errorCode: '10000',
        errorMessage: 'İşlem reddedildi',
      });
    if (call === 'report') return send(this.report(query));
    this.carryOut(call, body);
    if (this.lose.has(call)) return void req.socket.destroy();
    await this.slow.get(call);
    if (call === 'submerchant') {
      const subMerchantKey = `SMK-${crypto.randomUUID()}`;
      this.#subMerchants.add(subMerchantKey);
      return send({ status: 'success', conversationId, subMerchantKey });
    }
    if (call === 'submerchant_update') {
      // iyzico updates only a sub-merchant it created.
      return send(
        this.#subMerchants.has(body.subMerchantKey as string)
          ? { status: 'success', conversationId }
          : {
              status: 'failure',
              conversationId,
              errorCode: '2001',
              errorMessage: 'Alt üye işyeri bulunamadı',
            },
      );
    }
    if (call === 'approve')
      return send({ status: 'success', conversationId, paymentTransactionId: body.paymentTransactionId });
    if (call === 'refund')
      return send({
        status: 'success',
        conversationId,
        paymentId: String(this.#ids),
        paymentTransactionId: body.paymentTransactionId,
        price: Number(body.price),
        currency: 'TRY',
      });
    return send({ status: 'success', conversationId, paymentId: body.paymentId, price: 0, currency: 'TRY' });
  }

  /** What a successful call changes in iyzico's records. */
  private carryOut(call: MarketplaceCall, body: Body) {
    const item = body.paymentTransactionId as string;
    if (call === 'approve') this.approved.add(item);
    if (call === 'refund') this.refunded.set(item, [...(this.refunded.get(item) ?? []), Number(body.price)]);
    if (call === 'cancel') this.cancelled.add(body.paymentId as string);
  }

  /** The transaction report of a paid checkout, by its conversation id (iyzico's reporting API). */
  private report(query: Record<string, string>) {
    const paid = this.paid.get(query.paymentConversationId ?? '');
    const payments = paid
      ? [
          {
            paymentId: Number(paid.paymentId),
            paymentStatus: 1,
            paymentConversationId: query.paymentConversationId,
            paidPrice: Number(paid.paidPrice),
            currency: 'TRY',
            cancels: this.cancelled.has(paid.paymentId)
              ? [{ refundPrice: Number(paid.paidPrice), refundStatus: 1, currencyCode: 'TRY' }]
              : [],
            itemTransactions: paid.items.map((item) => ({
              ...item,
              paymentTransactionId: Number(item.paymentTransactionId),
              transactionStatus: this.approved.has(item.paymentTransactionId) ? 2 : 1,
              refunds: (this.refunded.get(item.paymentTransactionId) ?? []).map((price) => ({
                refundPrice: price,
                refundStatus: 1,
                currencyCode: 'TRY',
              })),
            })),
          },
        ]
      : [];
    return { status: 'success', conversationId: query.conversationId, payments };
  }

  private detail(body: Body) {
    const init = this.initialized.find((i) => i.conversationId === body.conversationId)!;
    const outcome = this.outcomes.get(body.conversationId as string) ?? 'success';
    const paymentStatus = outcome === 'failure' ? 'FAILURE' : 'SUCCESS';
    const paidPrice = outcome === 'cheaper' ? '1.0' : (init.paidPrice as string);
    const paymentId = String(++this.#ids);
    const fields = {
      paymentStatus,
      paymentId,
      currency: 'TRY',
      basketId: init.basketId,
      conversationId: body.conversationId,
      paidPrice,
      price: init.price,
      token: body.token,
    };
    const signature = outcome === 'forged' ? 'f'.repeat(64) : this.sign(Object.values(fields));
    const items = (init.basketItems as Body[]).map((item, i) => ({
      itemId: item.id,
      paymentTransactionId: `${paymentId}${i + 1}`,
      transactionStatus: 2,
      price: Number(item.price),
      paidPrice: Number(item.price),
      ...(item.subMerchantKey
        ? { subMerchantKey: item.subMerchantKey, subMerchantPrice: Number(item.subMerchantPrice) }
        : {}),
    }));
    // The first retrieve of a paid checkout is the payment iyzico keeps; a repeat names the same.
    if (paymentStatus === 'SUCCESS' && !this.paid.has(body.conversationId as string))
      this.paid.set(body.conversationId as string, {
        paymentId,
        paidPrice,
        items: items.map((i) => ({
          paymentTransactionId: i.paymentTransactionId,
          price: i.price,
          ...(i.subMerchantPrice !== undefined ? { subMerchantPrice: i.subMerchantPrice } : {}),
        })),
      });
    return {
      status: 'success',
      ...fields,
      ...(paymentStatus === 'FAILURE' ? { errorMessage: 'Kart limiti yetersiz, yetersiz bakiye' } : {}),
      fraudStatus: 1,
      installment: 1,
      itemTransactions: paymentStatus === 'SUCCESS' ? items : [],
      signature,
    };
  }
}

/**
 * A fake iyzico for a test file and the config that points at it. Call it before the file's suite
 * is declared: its beforeAll then runs first, so the app is built with the fake's address.
 */
export function fakeIyzicoFor(): { iyzico: FakeIyzico; config: IyzicoConfig } {
  const iyzico = new FakeIyzico();
  const config: IyzicoConfig = { apiKey: IYZICO_API_KEY, secretKey: IYZICO_SECRET, baseUrl: '' };
  beforeAll(async () => {
    await iyzico.start();
    config.baseUrl = iyzico.base;
  });
  afterAll(() => iyzico.close());
  return { iyzico, config };
}
