/**
 * The console's money besides payout requests: the card payments with what their provider answered
 * (read-only), and a lawyer's wallet with the operator's corrections. A correction is one more
 * ledger entry, never an edit of an earlier one, and writes the audit log in the same step.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idField, obj } from '../fields.ts';
import { laravelPage } from '../envelopes.ts';
import { paymentStatuses, paymentTypes } from '../../rules/payment-card.ts';
import { PAYOUT_MAXIMUM_TL, tlToKurus, walletEntryKinds } from '../../rules/payout.ts';
import { formatPrice } from '../../rules/price.ts';
import { adminPageField, adminReasonField, adminSearchField } from './admin.ts';

const tag = 'Yönetim';

export const adminPaymentStatusFilters = ['all', ...paymentStatuses] as const;
export type AdminPaymentStatusFilter = (typeof adminPaymentStatusFilters)[number];
export const adminPaymentTypeFilters = ['all', ...paymentTypes] as const;
export type AdminPaymentTypeFilter = (typeof adminPaymentTypeFilters)[number];

/** One card payment attempt as the console lists it, with the provider's answer. */
const adminPaymentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  telephone: z.string(),
  type: z.enum(paymentTypes),
  status: z.enum(paymentStatuses),
  /** TL. */
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(['sandbox', 'iyzico']),
  /** The provider's own reference of the attempt (iyzico's token, the sandbox's reference). */
  provider_ref: z.string().nullable(),
  failure_reason: z.string().nullable(),
  card_last4: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/**
 * The largest correction at once, in kuruş (as much as the largest payout request): a typo of a few
 * extra zeros is refused instead of booked.
 */
export const ADMIN_WALLET_ADJUSTMENT_MAX = tlToKurus(PAYOUT_MAXIMUM_TL);

/** One ledger entry as the console shows it; amounts in kuruş, signed. */
const adminWalletEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(walletEntryKinds),
  amount: z.number().int(),
  payout_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AdminWalletEntry = z.infer<typeof adminWalletEntrySchema>;

/**
 * A lawyer's wallet in kuruş: `balance` is what he may still request (the ledger's sum, pending
 * payout requests already held out of it), `held` what his pending requests hold.
 */
const adminWalletSummarySchema = z.object({
  balance: z.number().int(),
  held: z.number().int(),
});
export type AdminWalletSummary = z.infer<typeof adminWalletSummarySchema>;

const adjustmentAmountMessage = 'Tutarı kuruş cinsinden, işaretli bir tam sayı olarak giriniz.';
export const walletAdjustmentMessages = {
  amount: adjustmentAmountMessage,
  zero: 'Sıfır tutarlı düzeltme yapılamaz.',
  tooLarge: `Bir düzeltme en fazla ${formatPrice(PAYOUT_MAXIMUM_TL)} olabilir.`,
} as const;

/** Kuruş, signed, whole, not zero, at most ADMIN_WALLET_ADJUSTMENT_MAX either way. */
const adjustmentAmountField = z
  .number({ error: adjustmentAmountMessage })
  .int({ error: adjustmentAmountMessage })
  .refine((v) => v !== 0, { error: walletAdjustmentMessages.zero })
  .refine((v) => Math.abs(v) <= ADMIN_WALLET_ADJUSTMENT_MAX, { error: walletAdjustmentMessages.tooLarge });

const filterOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === undefined || v === '' ? 'all' : v), z.enum(values, { error: message }));

const accountParams = z.object({ id: idField('Hesap bulunamadı.') });

export const adminMoneyCalls = {
  payments: endpoint({
    method: 'GET',
    path: '/admin/payments',
    summary:
      'Kart ödemeleri, sağlayıcının yanıtıyla: duruma ve türe göre süzgeç, avukat adı ya da telefonla arama; en yenisi önce',
    tag,
    access: 'operator',
    query: obj({
      status: filterOf(adminPaymentStatusFilters, 'Geçersiz ödeme durumu.'),
      type: filterOf(adminPaymentTypeFilters, 'Geçersiz ödeme türü.'),
      q: adminSearchField,
      page: adminPageField,
    }),
    response: laravelPage(adminPaymentSchema),
  }),
  accountWallet: endpoint({
    method: 'GET',
    path: '/admin/accounts/:id/wallet',
    summary:
      'Avukatın cüzdanı: bakiye, bekleyen ödeme talepleri için ayrılan tutar ve defter kayıtları (kuruş)',
    tag,
    access: 'operator',
    params: accountParams,
    query: obj({ page: adminPageField }),
    response: z.object({
      data: adminWalletSummarySchema.extend({ entries: laravelPage(adminWalletEntrySchema) }),
    }),
  }),
  adjustWallet: endpoint({
    method: 'POST',
    path: '/admin/accounts/:id/wallet-adjustments',
    summary:
      'Bakiyeye gerekçeli düzeltme kaydı ekler (kuruş, artı ya da eksi); bakiyeyi sıfırın altına düşüremez',
    tag,
    access: 'operator',
    params: accountParams,
    body: obj({ amount: adjustmentAmountField, reason: adminReasonField }),
    response: z.object({ message: z.string(), data: adminWalletSummarySchema }),
  }),
};
