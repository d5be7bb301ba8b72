import { describe, expect, it } from 'vitest';
import { showUrgentSwitch, urgentOutcome } from './urgent.ts';

// 00:00 Istanbul on 21 November while UTC still reads 20 November.
const now = new Date('2026-11-20T21:00:00Z');

describe('urgent tasks', () => {
  it.each([
    ['2026-11-21', true, 'allowed'],
    ['2026-11-21', false, 'upsell'],
    ['2026-11-20', true, 'hidden'],
    ['2026-11-22', true, 'hidden'],
    [null, true, 'hidden'],
  ])('date %s, vip %s: %s', (date, vip, outcome) => {
    expect(urgentOutcome(date, vip, now)).toBe(outcome);
    expect(showUrgentSwitch(date, now)).toBe(outcome !== 'hidden');
  });
});
