/** Invite and earn, the wallet and payout requests (spec §7.3; the FAQ is in reference). */
import { z } from 'zod';
import { nestedData } from '../envelopes.ts';
import { payoutAccountAnswerSchema, payoutSchema, referenceSchema, referralInfoSchema } from '../entities.ts';
import { payoutAccountPayloadSchema, payoutRequestSchema } from '../payout-requests.ts';
import { endpoint } from '../endpoint.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../rules/payout.ts';

const tag = 'Davet Et Kazan';

const idempotencyKeyMessage = 'İşlem anahtarı 8 ile 100 arasında harf, rakam, - veya _ olmalıdır.';

/**
 * A retried request with the same key (the same form submission sent again after a lost answer)
 * answers the payout the first one created instead of holding the amount twice.
 */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: idempotencyKeyMessage })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: idempotencyKeyMessage })
    .optional(),
});

export const partnershipCalls = {
  referralInfo: endpoint({
    method: 'GET',
    path: '/partnership/referances/info',
    summary:
      'Davet metni (HTML), kişisel referans linki, WhatsApp paylaşım linki ve davet başına kazanç (TL)',
    tag,
    access: 'lawyer',
    response: nestedData(referralInfoSchema),
  }),
  references: endpoint({
    method: 'GET',
    path: '/partnership/referances',
    summary: 'Referans linkiyle kayıt olan meslektaşlar, en yeni önce',
    tag,
    access: 'lawyer',
    response: nestedData(z.array(referenceSchema)),
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/partnership/payments',
    summary: 'Son ödeme talepleri (en fazla 20), en yeni önce',
    tag,
    access: 'lawyer',
    response: nestedData(z.array(payoutSchema)),
  }),
  requestPayout: endpoint({
    method: 'POST',
    path: '/partnership/payments/request',
    summary:
      'Ödeme talebi: en az 100 TL ve en fazla bakiye; tutar aynı işlemde bloke edilir. ' +
      'Aynı Idempotency-Key ile tekrarlanan istek tek talep oluşturur.',
    tag,
    access: 'lawyer',
    body: payoutRequestSchema,
    headers: idempotencyHeadersSchema,
    response: z.object({
      status: z.literal('true'),
      message: z.string(),
      data: payoutSchema,
      /** The balance after the hold, TL. */
      cash: z.number(),
    }),
  }),
  payoutAccount: endpoint({
    method: 'GET',
    path: '/partnership/payout-account',
    summary:
      'Ödeme alınacak hesap (hesap sahibi, IBAN): güvenceli ödemeler ve ödeme talepleri buraya gönderilir; yalnızca hesabın sahibi görür',
    tag,
    access: 'lawyer',
    response: payoutAccountAnswerSchema,
  }),
  savePayoutAccount: endpoint({
    method: 'PUT',
    path: '/partnership/payout-account',
    summary:
      'Ödeme alınacak hesabı kaydeder (T.C. kimlik numarası hesapta yoksa onunla); iyzico alt üyesiyse hesabı iyzico’da da güncellenir, iyzico reddederse hiçbir şey değişmez (502)',
    tag,
    access: 'lawyer',
    body: payoutAccountPayloadSchema,
    response: payoutAccountAnswerSchema.extend({ message: z.string() }),
  }),
};
