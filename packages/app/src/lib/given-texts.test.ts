import { describe, expect, it } from 'vitest';
import { givenTexts, textLines } from './given-texts.ts';

describe('givenTexts', () => {
  it('keeps the texts the server sent and drops missing or blank ones, so defaults stay', () => {
    expect(givenTexts({ a: 'Metin', b: undefined, c: '  ', d: null })).toEqual({ a: 'Metin' });
  });
});

describe('textLines', () => {
  it('gives one item per non-blank line', () => {
    expect(textLines('Vesikalık bir fotoğraf seçiniz.\n\n  Logo kullanmayınız. \n')).toEqual([
      'Vesikalık bir fotoğraf seçiniz.',
      'Logo kullanmayınız.',
    ]);
    expect(textLines(undefined)).toEqual([]);
  });
});
