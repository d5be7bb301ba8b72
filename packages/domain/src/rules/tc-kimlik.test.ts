import { describe, expect, it } from 'vitest';
import { isValidTcKimlik } from './tc-kimlik.ts';

describe('T.C. kimlik numarası', () => {
  it.each([
    ['10000000146', true, 'a valid number'],
    ['12345678950', true, 'another valid number'],
    ['11111111110', true, 'a valid number of repeated digits'],
    ['01234567890', false, 'the first digit is 0'],
    ['1000000014', false, 'ten digits'],
    ['100000001460', false, 'twelve digits'],
    ['1000000014a', false, 'a letter'],
    [' 10000000146', false, 'a space'],
    ['10000000136', false, 'the 10th digit breaks its rule'],
    ['10000000145', false, 'the 11th digit breaks its rule'],
    ['12345678951', false, 'the 11th digit off by one'],
    ['', false, 'empty'],
  ])('%s is %s (%s)', (input, expected) => {
    expect(isValidTcKimlik(input)).toBe(expected);
  });

  it('given a 10th-digit difference below zero / wraps it into 0–9', () => {
    // Odd places sum 1 (× 7 = 7), even places sum 9: 7 − 9 = −2, so the 10th digit is 8.
    expect(isValidTcKimlik('19000000088')).toBe(true);
    expect(isValidTcKimlik('19000000020')).toBe(false);
  });
});
