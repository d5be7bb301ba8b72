import { describe, expect, it } from 'vitest';
import { formatTurkishNumber } from './turkish-number.ts';

const intl = (value: number, max: number, min: number) =>
  new Intl.NumberFormat('tr-TR', { maximumFractionDigits: max, minimumFractionDigits: min }).format(value);

describe('formatTurkishNumber', () => {
  it.each([
    [1234, 0, 0, '1.234'],
    [1234567.891, 2, 2, '1.234.567,89'],
    [12345678.9, 1, 0, '12.345.678,9'],
    [999, 0, 0, '999'],
    [1000, 0, 0, '1.000'],
    [0.5, 0, 0, '1'],
    [2.5, 0, 0, '3'],
    [-2.5, 0, 0, '-3'],
    [-0.2, 0, 0, '-0'],
    [99.9, 2, 2, '99,90'],
    [1.005, 2, 2, '1,01'],
    [4.35, 1, 0, '4,4'],
    [9.995, 2, 0, '10'],
    [999999.5, 0, 0, '1.000.000'],
    [1e20, 0, 0, '100.000.000.000.000.000.000'],
    [5e-7, 0, 0, '0'],
    [0, 2, 2, '0,00'],
  ])('writes %s with at most %s and at least %s decimals as %s', (value, max, min, expected) => {
    expect(formatTurkishNumber(value, max, min)).toBe(expected);
    expect(formatTurkishNumber(value, max, min)).toBe(intl(value, max, min));
  });

  it('agrees with Intl on numbers of every size, sign and precision', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 5000; i++) {
      const digits = Math.floor(random() * 15);
      const value = (random() - 0.3) * 10 ** digits;
      const max = Math.floor(random() * 4);
      const min = Math.floor(random() * (max + 1));
      // Halves of cents and tenths, where rounding matters most.
      const tie = Math.round(value * 200) / 200;
      for (const v of [value, tie])
        expect(formatTurkishNumber(v, max, min), `${v} ${max} ${min}`).toBe(intl(v, max, min));
    }
  });
});
