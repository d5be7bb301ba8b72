import { describe, expect, it } from 'vitest';
import { checkImageCount, complaintAllowsImages } from './images.ts';

describe('at most 3 images', () => {
  it.each([
    [0, true],
    [2, true],
    [3, true],
    [4, false],
  ])('%s images allowed: %s', (count, ok) => {
    const check = checkImageCount(count);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.message).toBe('En fazla 3 resim seçebilirsiniz!');
  });

  it.each([
    ['hata-bildirimi', true],
    ['oneri-istek', false],
    ['diger', false],
  ])('complaint topic %s takes images: %s', (category, allowed) => {
    expect(complaintAllowsImages(category)).toBe(allowed);
  });
});
