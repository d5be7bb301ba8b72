/** Minimum payout request in TL (the server enforces it; the form label states it). */
export const PAYOUT_MINIMUM_TL = 100;
/** Earned per verified invited member. */
export const REFERRAL_REWARD_TL = 10;

export function isPayoutAmountAllowed(amount: number): boolean {
  return Number.isFinite(amount) && amount >= PAYOUT_MINIMUM_TL;
}

/** Total referral earnings for a number of verified invitees. */
export function referralEarnings(verifiedInvitees: number): number {
  return Math.max(0, Math.floor(verifiedInvitees)) * REFERRAL_REWARD_TL;
}
