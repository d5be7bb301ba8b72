import { formatPrice } from './price.ts';

/** Minimum payout request in TL (the server enforces it; the form label states it). */
export const PAYOUT_MINIMUM_TL = 100;
/** One request at most: far above any referral balance, far below what an integer kuruş column holds. */
export const PAYOUT_MAXIMUM_TL = 1_000_000;
/**
 * Header name of a payout request's idempotency key. Here, not beside the call's declaration, so the
 * payout screen that sends it does not carry the contract's schemas.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Earned per verified invited member. */
export const REFERRAL_REWARD_TL = 10;

/** Money is stored and summed in integer kuruş and shown in TL. */
export function tlToKurus(tl: number): number {
  return Math.round(tl * 100);
}

export function kurusToTl(kurus: number): number {
  return kurus / 100;
}

/** Whether a TL amount is a whole number of kuruş (at most two decimals). */
export function isWholeKurus(tl: number): boolean {
  return Number.isFinite(tl) && Math.abs(tl * 100 - Math.round(tl * 100)) < 1e-6;
}

/**
 * The wallet's ledger: every change of a lawyer's balance is one appended entry (kuruş, signed),
 * and the balance is their sum. A payout request holds its amount (negative); a rejection releases
 * it (positive); payment releases the hold and records the definitive debit in one step.
 */
export const walletEntryKinds = [
  'referral_credit',
  'payout_hold',
  'payout_release',
  'payout_paid',
  'adjustment',
  // Güvenceli ödeme released (or its share of a split) to the assignee's wallet (sandbox).
  'guarantee_release',
] as const;
export type WalletEntryKind = (typeof walletEntryKinds)[number];

export const payoutStatuses = ['pending', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** The status text the payout list shows. */
export const payoutStatusTexts: Readonly<Record<PayoutStatus, string>> = {
  pending: 'Onay Bekliyor',
  paid: 'Ödendi',
  rejected: 'Reddedildi',
};

/** The texts of a payout request, shared by the form and the server. */
export const payoutMessages = {
  requested: 'Ödeme talebiniz alındı. Onaylandığında hesabınıza gönderilecektir.',
  insufficient: (balanceTl: number) =>
    `Bakiyeniz yetersiz. En fazla ${formatPrice(Math.max(0, balanceTl))} talep edebilirsiniz.`,
  keyReused: 'Bu işlem anahtarı farklı bir ödeme talebi için kullanıldı.',
} as const;

/**
 * The texts of the payout account (docs/rules.md 'Güvenceli ödeme'): where guaranteed payments and
 * payout requests are sent.
 */
export const payoutAccountMessages = {
  name: 'Lütfen hesap sahibinin adını soyadını giriniz.',
  saved: 'Ödeme alacağınız hesap kaydedildi.',
  providerRefused:
    'Hesap bilginiz ödeme sağlayıcısında güncellenemedi; kayıtlı hesabınız değişmedi. Lütfen bilgilerinizi kontrol edip tekrar deneyiniz.',
} as const;
