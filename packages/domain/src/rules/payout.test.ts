import { describe, expect, it } from 'vitest';
import { isWholeKurus, kurusToTl, payoutStatusTexts, payoutStatuses, tlToKurus } from './payout.ts';

describe('kuruş', () => {
  it.each([
    [100, 10_000],
    [125.5, 12_550],
    [0.1 + 0.2, 30],
    [1_000_000, 100_000_000],
  ])('%s TL is %s kuruş', (tl, kurus) => {
    expect(tlToKurus(tl)).toBe(kurus);
    expect(kurusToTl(kurus)).toBeCloseTo(tl, 10);
  });

  it.each([
    [100, true],
    [100.5, true],
    [100.25, true],
    [0.1 + 0.2, true],
    [100.255, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s TL is a whole number of kuruş: %s', (tl, ok) => {
    expect(isWholeKurus(tl)).toBe(ok);
  });

  it('names a status text for every payout status', () => {
    expect(payoutStatuses.map((s) => payoutStatusTexts[s])).toEqual([
      'Onay Bekliyor',
      'Ödendi',
      'Reddedildi',
    ]);
  });
});
