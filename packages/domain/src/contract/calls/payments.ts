/**
 * Card payments for Pro and a bar change (spec §2.14 premium, §7.6, routes /payment/{type?}).
 * The amount is always the server's: the client names only what it buys.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idField } from '../fields.ts';
import { cardMessages, paymentStatuses, paymentTypes } from '../../rules/payment-card.ts';

const tag = 'Ödeme';

export const paymentSchema = z.object({
  id: z.number().int(),
  type: z.enum(paymentTypes),
  status: z.enum(paymentStatuses),
  /** In Turkish lira, net of the lawyer's discount. */
  amount: z.number(),
  currency: z.literal('TRY'),
  provider: z.enum(['sandbox', 'iyzico']),
  /** Where the card is entered: the provider's hosted page (iyzico), or null for our own form (sandbox). */
  checkout_url: z.string().nullable(),
  /** Why a failed payment failed, in Turkish. */
  failure_reason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENT_NOT_FOUND = 'Ödeme bulunamadı.';

/** The sandbox's card form (Pro, and the guaranteed payment of a task): checked on the server. */
export const sandboxCardSchema = z.object({
  name: z.string({ error: cardMessages.name }),
  number: z.string({ error: cardMessages.number }),
  expiry: z.string({ error: cardMessages.expiry }),
  cvc: z.string({ error: cardMessages.cvc }),
});

/** The sandbox's 3-D Secure step: the code the bank sent. */
export const sandboxCodeSchema = z.object({ code: z.string({ error: cardMessages.code }) });

/** The header carrying the HMAC-SHA256 signature of a sandbox callback. */
export const sandboxSignatureHeaders = z.object({ 'x-sandbox-signature': z.string().optional() });

const paymentAnswer = z.object({ payment: paymentSchema });
const idParams = z.object({ id: idField(PAYMENT_NOT_FOUND) });

/** iyzico's payment page sending the browser back: a public form POST of its token, answered by a redirect. */
export const iyzicoReturn = {
  access: 'public',
  body: z.object({ token: z.string().min(1) }),
  response: z.object({ status: z.literal('ok') }),
} as const;

export const paymentCalls = {
  createPayment: endpoint({
    method: 'POST',
    path: '/payments',
    summary: 'Ödeme başlatır (type: vip | baro_change); tutar sunucunun, istemci tutar göndermez',
    tag,
    access: 'lawyer',
    body: z.object({ type: z.enum(paymentTypes, { message: 'Geçersiz ödeme türü.' }) }),
    response: paymentAnswer,
  }),
  getPayment: endpoint({
    method: 'GET',
    path: '/payments/:id',
    summary: 'Kendi ödeme denemesinin durumu',
    tag,
    access: 'lawyer',
    params: idParams,
    response: paymentAnswer,
  }),
  sandboxCard: endpoint({
    method: 'POST',
    path: '/payments/:id/sandbox/card',
    summary: 'Deneme sağlayıcısına kart bilgisi gönderir; sonuç geri çağrı ile gelir',
    tag,
    access: 'lawyer',
    params: idParams,
    body: sandboxCardSchema,
    response: paymentAnswer,
  }),
  sandbox3ds: endpoint({
    method: 'POST',
    path: '/payments/:id/sandbox/3ds',
    summary: 'Deneme sağlayıcısının 3-D Secure adımına doğrulama kodunu gönderir',
    tag,
    access: 'lawyer',
    params: idParams,
    body: sandboxCodeSchema,
    response: paymentAnswer,
  }),
  sandboxCallback: endpoint({
    method: 'POST',
    path: '/payments/callback/sandbox',
    summary:
      'Deneme sağlayıcısının imzalı sonuç bildirimi (x-sandbox-signature: gövdenin HMAC-SHA256 değeri)',
    tag,
    access: 'public',
    headers: sandboxSignatureHeaders,
    body: z.object({
      payment_id: idField(PAYMENT_NOT_FOUND),
      reference: z.string(),
      result: z.enum(['success', 'failure']),
      reason: z.string().nullable(),
    }),
    response: z.object({ status: z.literal('ok') }),
  }),
  iyzicoCallback: endpoint({
    method: 'POST',
    path: '/payments/callback/iyzico',
    summary:
      'iyzico ödeme formunun dönüşü (form: token); sonuç iyzico’dan imzasıyla okunur, tarayıcı ödeme sayfasına yönlenir',
    tag,
    ...iyzicoReturn,
  }),
};
