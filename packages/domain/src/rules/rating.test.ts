import { describe, expect, it } from 'vitest';
import { isValidRating, RATING_OPTIONS } from './rating.ts';

describe('rating', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [2.5, false],
    ['3', false],
  ])('%j is a valid rating: %s', (value, valid) => {
    expect(isValidRating(value)).toBe(valid);
  });

  it('offers 1 to 5', () => {
    expect(RATING_OPTIONS).toEqual([1, 2, 3, 4, 5]);
  });
});
