import { describe, expect, it } from 'vitest';
import { normaliseReferralCode, referralPath } from './referral-code.ts';

describe('referral codes', () => {
  it.each([
    ['K7M2P9QX', 'K7M2P9QX'],
    ['k7m2p9qx', 'K7M2P9QX'],
    ['  K7M2P9QX ', 'K7M2P9QX'],
    ['K7M2P9Q', null],
    ['K7M2P9QXA', null],
    ['K7M2P9Q0', null],
    ['K7M2P9QO', null],
    ['K7M2P9QI', null],
    ['K7M2-9QX', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseReferralCode(input)).toBe(expected);
  });

  it('builds the registration link / /kayit?ref=CODE', () => {
    expect(referralPath('K7M2P9QX')).toBe('/kayit?ref=K7M2P9QX');
  });
});
