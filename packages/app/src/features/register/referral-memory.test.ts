import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReferral, rememberReferral, rememberedReferral } from './referral-memory.ts';

const DAY = 24 * 60 * 60_000;

describe('referral memory', () => {
  beforeEach(() => localStorage.clear());

  it('given a link opened earlier / remembers its code, in capitals', () => {
    rememberReferral('brk7m2qa', 0);
    expect(rememberedReferral(5 * DAY)).toBe('BRK7M2QA');
  });

  it('given a malformed code / remembers nothing and keeps the earlier one', () => {
    rememberReferral('BRK7M2QA', 0);
    rememberReferral('<script>', 0);
    expect(rememberedReferral(0)).toBe('BRK7M2QA');
  });

  it('after a month / forgets it', () => {
    rememberReferral('BRK7M2QA', 0);
    expect(rememberedReferral(31 * DAY)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('after the sign-up / forgets it', () => {
    rememberReferral('BRK7M2QA', 0);
    forgetReferral();
    expect(rememberedReferral(0)).toBeUndefined();
  });

  it('given a damaged entry / answers none', () => {
    localStorage.setItem('meslektas.referral', '{');
    expect(rememberedReferral(0)).toBeUndefined();
  });
});
