import crypto from 'node:crypto';
import { feedbackMessages, nameWithoutTitle, kurusToTl } from '@meslektas/domain';
import Iyzipay from 'iyzipay';
import { HttpError } from '../../errors.ts';
import type { IyzicoConfig } from '../../config.ts';
import { type PaymentRow, movePayment, paymentMessages, settlePayment } from './payments.ts';
import type { Db, ServiceDeps } from '../deps.ts';

/** Where iyzico's payment page sends the browser back (a form POST with the token). */
const IYZICO_CALLBACK_PATH = '/api/payments/callback/iyzico';

const titles = { vip: 'Meslektaş Pro üyelik (1 yıl)', baro_change: 'Baro değişikliği' } as const;

type InitializeRequest = Parameters<Iyzipay['checkoutFormInitialize']['create']>[0];
type InitializeResult = {
  status: string;
  errorMessage?: string;
  paymentPageUrl?: string;
  signature?: string;
} & Awaited<Parameters<Parameters<Iyzipay['checkoutFormInitialize']['create']>[1]>[1]>;
type RetrieveResult = { errorMessage?: string; signature?: string } & Parameters<
  Parameters<Iyzipay['checkoutForm']['retrieve']>[1]
>[1];

function client(config: IyzicoConfig): Iyzipay {
  return new Iyzipay({ apiKey: config.apiKey, secretKey: config.secretKey, uri: config.baseUrl });
}

/** iyzico signs its answers: HMAC-SHA256 (hex) of the listed fields joined by ':'. */
function signatureOf(secretKey: string, fields: (string | number | undefined)[]): string {
  return crypto
    .createHmac('sha256', secretKey)
    .update(fields.map((f) => String(f ?? '')).join(':'))
    .digest('hex');
}

function signatureMatches(expected: string, given: string | undefined): boolean {
  if (!given || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** iyzico's price text: lira with at least one decimal, as its client formats it. */
const priceText = (kurus: number) => {
  const text = String(kurusToTl(kurus));
  return text.includes('.') ? text : `${text}.0`;
};

function call<T>(run: (done: (err: Error | null, result: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((err, result) => (err ? reject(err) : resolve(result))));
}

/**
 * Starts iyzico's hosted checkout (3-D Secure included) for an attempt: the attempt keeps
 * iyzico's token as its reference and waits in pending_3ds; the browser goes to the payment page.
 */
export async function startIyzicoCheckout(
  db: Db,
  deps: Pick<ServiceDeps, 'log' | 'now'>,
  config: IyzicoConfig,
  row: PaymentRow,
  origin: string,
  ip: string,
): Promise<string> {
  const user = await db
    .selectFrom('users')
    .leftJoin('districts', 'districts.id', 'users.invoice_district_id')
    .leftJoin('cities', 'cities.id', 'districts.city_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.telephone',
      'users.tc',
      'districts.name as district',
      'cities.name as city',
    ])
    .where('users.id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  const holder = nameWithoutTitle(user.name);
  const [first, ...rest] = holder.split(' ');
  const city = user.city ?? 'İstanbul';
  const address = { contactName: holder, city, country: 'Turkey', address: user.district ?? city };
  const price = priceText(row.amount);
  const request = {
    locale: Iyzipay.LOCALE.TR,
    conversationId: String(row.id),
    price,
    paidPrice: price,
    currency: Iyzipay.CURRENCY.TRY,
    basketId: `P${row.id}`,
    paymentGroup: Iyzipay.PAYMENT_GROUP.PRODUCT,
    callbackUrl: `${origin}${IYZICO_CALLBACK_PATH}`,
    enabledInstallments: [1],
    buyer: {
      id: String(user.id),
      name: first ?? user.name,
      surname: rest.join(' ') || (first ?? user.name),
      gsmNumber: `+9${user.telephone}`,
      email: user.email ?? `${user.telephone}@meslektas.local`,
      identityNumber: user.tc ?? '11111111111',
      registrationAddress: address.address,
      ip,
      city,
      country: 'Turkey',
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: [
      {
        id: row.type,
        name: titles[row.type],
        category1: 'Üyelik',
        itemType: Iyzipay.BASKET_ITEM_TYPE.VIRTUAL,
        price,
      },
    ],
  } as unknown as InitializeRequest;
  let result: InitializeResult;
  try {
    result = await call<InitializeResult>((done) =>
      client(config).checkoutFormInitialize.create(request, done as never),
    );
  } catch (err) {
    deps.log.error({ err, paymentId: row.id }, 'iyzico initialize failed');
    throw new HttpError(502, paymentMessages.providerUnavailable);
  }
  const verified =
    result.status === 'success' &&
    result.conversationId === String(row.id) &&
    signatureMatches(signatureOf(config.secretKey, [result.conversationId, result.token]), result.signature);
  if (!verified || !result.paymentPageUrl) {
    deps.log.error(
      { paymentId: row.id, status: result.status, error: result.errorMessage },
      'iyzico initialize refused',
    );
    throw new HttpError(502, paymentMessages.providerUnavailable);
  }
  if (!(await movePayment(db, row, 'pending_3ds', deps.now(), { provider_ref: result.token }))) {
    throw new HttpError(409, paymentMessages.alreadyProcessed);
  }
  return result.paymentPageUrl;
}

/**
 * iyzico's callback carries only a token: the result is read back from iyzico and trusted only
 * when its signature, our attempt id and our amount all match. Answers the settled row, or
 * undefined when the token is not one of ours or the answer cannot be trusted.
 */
export async function completeIyzicoCheckout(
  db: Db,
  deps: Pick<ServiceDeps, 'log' | 'now' | 'publish'>,
  config: IyzicoConfig,
  token: string,
): Promise<PaymentRow | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', 'iyzico')
    .where('provider_ref', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.status === 'paid' || row.status === 'failed') return row;
  const result = await call<RetrieveResult>((done) =>
    client(config).checkoutForm.retrieve(
      { locale: Iyzipay.LOCALE.TR, conversationId: String(row.id), token },
      done as never,
    ),
  );
  const expected = signatureOf(config.secretKey, [
    result.paymentStatus,
    result.paymentId,
    result.currency,
    result.basketId,
    result.conversationId,
    result.paidPrice,
    result.price,
    result.token,
  ]);
  const trusted =
    result.status === 'success' &&
    signatureMatches(expected, result.signature) &&
    result.token === token &&
    result.conversationId === String(row.id) &&
    Math.round(Number(result.paidPrice) * 100) === row.amount &&
    result.currency === 'TRY';
  if (!trusted) {
    deps.log.warn({ paymentId: row.id, status: result.status }, 'iyzico result not trusted');
    return undefined;
  }
  const paid = result.paymentStatus === 'SUCCESS';
  return settlePayment(db, deps, {
    paymentId: row.id,
    reference: token,
    result: paid ? 'success' : 'failure',
    reason: paid ? null : (result.errorMessage ?? feedbackMessages.paymentFailure),
  });
}
