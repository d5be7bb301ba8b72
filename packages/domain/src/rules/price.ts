import { formatTurkishNumber } from './turkish-number.ts';

/** Prices are Turkish lira shown in tr-TR with the suffix 'TL': 1.250 TL, 99,99 TL. */

export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount.replace(',', '.')) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const rounded = Math.round(value * 100) / 100;
  return `${Number.isInteger(rounded) ? formatTurkishNumber(rounded) : formatTurkishNumber(rounded, 2, 2)} TL`;
}

/** Yearly Pro price net of the user's discount (both in TL), never below zero. */
export function premiumNetPrice(price: number, discount: number | null | undefined): number {
  const net = price - (discount && discount > 0 ? discount : 0);
  return Math.max(0, Math.round(net * 100) / 100);
}

/** The notice page the Pro purchase's agreement frame shows (seeded, edited in the console). */
export const PRO_AGREEMENT_SLUG = 'pro-uyelik-sozlesmesi';
