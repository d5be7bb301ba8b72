/**
 * Referral codes: each lawyer has one, 8 characters from an alphabet without look-alikes (no 0/O,
 * 1/I/L), shared as /kayit?ref=CODE. Typed codes are compared in capitals, so a link copied in
 * lower case still works.
 */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

const pattern = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** The code in its stored form, or null when the text cannot be a referral code. */
export function normaliseReferralCode(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const code = input.trim().toUpperCase();
  return pattern.test(code) ? code : null;
}

/** The registration link a lawyer shares. */
export function referralPath(code: string): string {
  return `/kayit?ref=${encodeURIComponent(code)}`;
}
