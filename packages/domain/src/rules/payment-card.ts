/**
 * Card payments: the types a lawyer can pay for, the states of one attempt, and the checks a card
 * form runs before anything reaches a provider (the server runs the same checks again).
 */

/** What a payment buys: a year of Pro, or one change of bar. */
export const paymentTypes = ['vip', 'baro_change'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && (paymentTypes as readonly string[]).includes(value);
}

/** created → pending_3ds → paid | failed; created may also end directly in paid or failed. */
export const paymentStatuses = ['created', 'pending_3ds', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const nextStatuses: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: ['pending_3ds', 'paid', 'failed'],
  pending_3ds: ['paid', 'failed'],
  paid: [],
  failed: [],
};

/** Whether an attempt may move from one state to another; paid and failed are final. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return nextStatuses[from].includes(to);
}

export const cardMessages = {
  name: 'Kart üzerindeki adı giriniz.',
  number: 'Geçerli bir kart numarası giriniz.',
  expiry: 'Son kullanma tarihini AA/YY biçiminde giriniz.',
  expired: 'Kartın son kullanma tarihi geçmiş.',
  cvc: 'Güvenlik kodu 3 veya 4 haneli olmalıdır.',
  code: 'Doğrulama kodu 6 haneli olmalıdır.',
} as const;

/** Digits only: spaces and dashes a person types between groups are dropped. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `AA/YY` → month and four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export interface CardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** The card form's field errors; empty when the card may be sent. A card is valid through its expiry month. */
export function cardErrors(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (card.name.trim().length < 3) errors.name = cardMessages.name;
  if (!luhnValid(card.number)) errors.number = cardMessages.number;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = cardMessages.expiry;
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = cardMessages.expired;
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = cardMessages.cvc;
  return errors;
}

/**
 * The sandbox provider's test cards (any name, any future expiry, any CVC). Any other valid card
 * number is refused as unknown to the sandbox.
 */
export const sandboxTestCards = {
  success: '5528 7900 0000 0008',
  insufficientFunds: '4111 1111 1111 1129',
  threeDSecure: '4766 6200 0000 0001',
} as const;

/** The code the sandbox's 3-D Secure step accepts; any other code fails the payment. */
export const SANDBOX_3DS_CODE = '123456';
