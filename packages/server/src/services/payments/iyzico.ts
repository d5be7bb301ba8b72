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

export type InitializeRequest = Parameters<Iyzipay['checkoutFormInitialize']['create']>[0];
type InitializeResult = {
  status: string;
  errorMessage?: string;
  paymentPageUrl?: string;
  signature?: string;
} & Awaited<Parameters<Parameters<Iyzipay['checkoutFormInitialize']['create']>[1]>[1]>;
/** A checkout's result; a marketplace basket's items carry their transaction and sub-merchant share. */
type RetrieveResult = {
  errorMessage?: string;
  signature?: string;
  itemTransactions?: { itemId: string; paymentTransactionId: string; subMerchantPrice?: number | string }[];
} & Parameters<Parameters<Iyzipay['checkoutForm']['retrieve']>[1]>[1];

export function iyzicoClient(config: IyzicoConfig): Iyzipay {
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
export const priceText = (kurus: number) => {
  const text = String(kurusToTl(kurus));
  return text.includes('.') ? text : `${text}.0`;
};

/** iyzipay's callback style as a promise. */
export function call<T>(run: (done: (err: Error | null, result: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((err, result) => (err ? reject(err) : resolve(result))));
}

/** A lawyer as iyzico knows him: name, contact, T.C. number and invoice district and city. */
export function iyzicoPerson(db: Db, userId: number) {
  return db
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
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The paying lawyer as iyzico's checkout form wants him: buyer and address, from his account. */
async function iyzicoBuyer(db: Db, userId: number, ip: string) {
  const user = await iyzicoPerson(db, userId);
  const holder = nameWithoutTitle(user.name);
  const [first, ...rest] = holder.split(' ');
  const city = user.city ?? 'İstanbul';
  const address = { contactName: holder, city, country: 'Turkey', address: user.district ?? city };
  const buyer = {
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
  };
  return { buyer, address };
}

/**
 * Opens iyzico's checkout form for a request whose conversationId is the attempt's id; trusted
 * only when iyzico's answer is signed for that id and token. 502 when iyzico cannot be reached or
 * refuses.
 */
export async function initializeCheckout(
  deps: Pick<ServiceDeps, 'log'>,
  config: IyzicoConfig,
  request: InitializeRequest,
): Promise<{ token: string; paymentPageUrl: string }> {
  let result: InitializeResult;
  try {
    result = await call<InitializeResult>((done) =>
      iyzicoClient(config).checkoutFormInitialize.create(request, done as never),
    );
  } catch (err) {
    deps.log.error({ err, conversationId: request.conversationId }, 'iyzico initialize failed');
    throw new HttpError(502, paymentMessages.providerUnavailable);
  }
  const verified =
    result.status === 'success' &&
    result.conversationId === request.conversationId &&
    signatureMatches(signatureOf(config.secretKey, [result.conversationId, result.token]), result.signature);
  if (!verified || !result.paymentPageUrl) {
    deps.log.error(
      { conversationId: request.conversationId, status: result.status, error: result.errorMessage },
      'iyzico initialize refused',
    );
    throw new HttpError(502, paymentMessages.providerUnavailable);
  }
  return { token: result.token, paymentPageUrl: result.paymentPageUrl };
}

/**
 * Reads a checkout's result back from iyzico; answers it only when its signature, the attempt's
 * id and token, the amount charged (kuruş) and the currency all match, otherwise undefined.
 */
export async function retrieveCheckout(
  deps: Pick<ServiceDeps, 'log'>,
  config: IyzicoConfig,
  conversationId: string,
  token: string,
  amount: number,
): Promise<RetrieveResult | undefined> {
  const result = await call<RetrieveResult>((done) =>
    iyzicoClient(config).checkoutForm.retrieve(
      { locale: Iyzipay.LOCALE.TR, conversationId, token },
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
    result.conversationId === conversationId &&
    Math.round(Number(result.paidPrice) * 100) === amount &&
    result.currency === 'TRY';
  if (!trusted) {
    deps.log.warn({ conversationId, status: result.status }, 'iyzico result not trusted');
    return undefined;
  }
  return result;
}

/**
 * A checkout form's request: one basket item charged `amount` kuruş, paid by `payerId` in one
 * instalment; the item may carry more fields (a marketplace item's sub-merchant and share).
 */
export async function checkoutRequest(
  db: Db,
  p: {
    payerId: number;
    ip: string;
    conversationId: string;
    basketId: string;
    amount: number;
    callbackUrl: string;
    item: { id: string; name: string; category1: string } & Record<string, string>;
  },
): Promise<InitializeRequest> {
  const { buyer, address } = await iyzicoBuyer(db, p.payerId, p.ip);
  const price = priceText(p.amount);
  return {
    locale: Iyzipay.LOCALE.TR,
    conversationId: p.conversationId,
    price,
    paidPrice: price,
    currency: Iyzipay.CURRENCY.TRY,
    basketId: p.basketId,
    paymentGroup: Iyzipay.PAYMENT_GROUP.PRODUCT,
    callbackUrl: p.callbackUrl,
    enabledInstallments: [1],
    buyer,
    shippingAddress: address,
    billingAddress: address,
    basketItems: [{ ...p.item, itemType: Iyzipay.BASKET_ITEM_TYPE.VIRTUAL, price }],
  } as unknown as InitializeRequest;
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
  const request = await checkoutRequest(db, {
    payerId: row.user_id,
    ip,
    conversationId: String(row.id),
    basketId: `P${row.id}`,
    amount: row.amount,
    callbackUrl: `${origin}${IYZICO_CALLBACK_PATH}`,
    item: { id: row.type, name: titles[row.type], category1: 'Üyelik' },
  });
  const { token, paymentPageUrl } = await initializeCheckout(deps, config, request);
  if (!(await movePayment(db, row, 'pending_3ds', deps.now(), { provider_ref: token }))) {
    throw new HttpError(409, paymentMessages.alreadyProcessed);
  }
  return paymentPageUrl;
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
  const result = await retrieveCheckout(deps, config, String(row.id), token, row.amount);
  if (!result) return undefined;
  const paid = result.paymentStatus === 'SUCCESS';
  return settlePayment(db, deps, {
    paymentId: row.id,
    reference: token,
    result: paid ? 'success' : 'failure',
    reason: paid ? null : (result.errorMessage ?? feedbackMessages.paymentFailure),
  });
}
