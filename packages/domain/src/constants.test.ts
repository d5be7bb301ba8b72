import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from './constants.ts';

describe('product constants', () => {
  it('names the product in Turkish', () => {
    expect(PRODUCT_NAME).toBe('Meslektaş');
  });
});
