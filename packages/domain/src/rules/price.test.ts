import { describe, expect, it } from 'vitest';
import { formatPrice, premiumNetPrice } from './price.ts';

describe('formatPrice', () => {
  it.each([
    [1250, '1.250 TL'],
    [99.99, '99,99 TL'],
    [100, '100 TL'],
    [1250.5, '1.250,50 TL'],
    ['750', '750 TL'],
    ['99,9', '99,90 TL'],
    [0, '0 TL'],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
  ])('shows %s as %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});

describe('premiumNetPrice', () => {
  it.each([
    [1200, 200, 1000],
    [1200, 0, 1200],
    [1200, null, 1200],
    [1200, -50, 1200],
    [100, 150, 0],
    [999.99, 0.99, 999],
  ])('price %s with discount %s costs %s', (price, discount, expected) => {
    expect(premiumNetPrice(price, discount)).toBe(expected);
  });
});
