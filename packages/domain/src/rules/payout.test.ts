import { describe, expect, it } from 'vitest';
import { isPayoutAmountAllowed, referralEarnings } from './payout.ts';

describe('payout minimum and referral reward', () => {
  it.each([
    [99.99, false],
    [100, true],
    [100.01, true],
    [Number.NaN, false],
  ])('%s TL allowed: %s', (amount, ok) => {
    expect(isPayoutAmountAllowed(amount)).toBe(ok);
  });

  it.each([
    [0, 0],
    [1, 10],
    [7, 70],
    [-2, 0],
  ])('%s verified invitees earn %s TL', (n, tl) => {
    expect(referralEarnings(n)).toBe(tl);
  });
});
