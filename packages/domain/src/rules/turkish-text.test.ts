import { describe, expect, it } from 'vitest';
import { foldTurkish } from './turkish-text.ts';

describe('Turkish folding', () => {
  it.each([
    ['İSTANBUL', 'istanbul'],
    ['Istanbul', 'istanbul'],
    ['ISPARTA', 'isparta'],
    ['ıspanak', 'ispanak'],
    ['IĞDIR', 'igdir'],
    ['Iğdır', 'igdir'],
    ['ŞANLIURFA', 'sanliurfa'],
    ['Şanlıurfa', 'sanliurfa'],
    ['KADIKÖY', 'kadikoy'],
    ['Kadıköy', 'kadikoy'],
    ['Çağlayan Adliyesi', 'caglayan adliyesi'],
    ['GÜMÜŞHANE', 'gumushane'],
    ['Âşık Veysel', 'asik veysel'],
    ['Îmar', 'imar'],
    ['Ûmran', 'umran'],
    ['  Çorum \t  Barosu\n', 'corum barosu'],
    ['Küçükçekmece 2', 'kucukcekmece 2'],
    ['', ''],
  ])('given %j / folds to %j', (text, folded) => {
    expect(foldTurkish(text)).toBe(folded);
  });

  it.each([
    ['İzmir', 'IZMIR', true],
    ['İzmir', 'izmir', true],
    ['Izmir', 'İzmir', true],
    ['Kadıköy', 'kadikoy', true],
    ['Bakırköy', 'Bakirkoy Adliyesi', false],
    ['Ordu', 'Orduzu', false],
  ])('%j and %j fold alike: %s', (a, b, same) => {
    expect(foldTurkish(a) === foldTurkish(b)).toBe(same);
  });

  it('gives the same result whatever the case of every Turkish letter', () => {
    const lower = 'abcçdefgğhıijklmnoöprsştuüvyz';
    const upper = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ';
    expect(foldTurkish(upper)).toBe(foldTurkish(lower));
    expect(foldTurkish(lower)).toMatch(/^[a-z]+$/);
  });
});
