import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

const script = '<script>alert(1)</script>';
const image = '<img src=x onerror=alert(1)>';

describe('plainText', () => {
  it.each([
    [`${script}Dosya incelenecek.`, 'Dosya incelenecek.'],
    [`Ara karar ${image}fotoğraflanacak.`, 'Ara karar fotoğraflanacak.'],
    ['&lt;script&gt;alert(2)&lt;/script&gt;tamam', 'tamam'],
    ['&amp;lt;script&amp;gt;x&amp;lt;/script&amp;gt;', ''],
    ['Harç < 500 TL & vekalet > 1 adet', 'Harç < 500 TL & vekalet > 1 adet'],
    ['"Çağlayan" Adliyesi\'nde', '"Çağlayan" Adliyesi\'nde'],
    ['<b>kalın</b> yazı', 'kalın yazı'],
    ['önce<!-- gizli -->sonra', 'öncesonra'],
    ['<style>p{}</style>metin', 'metin'],
    ['yarım <script>alert(1)', 'yarım '],
    ['<IMG SRC=x OnError=alert(1)>büyük harf', 'büyük harf'],
    ['<!doctype html><p>paragraf</p>', 'paragraf'],
    ['a<b', 'a'],
    ['1 < 2 ve 3 > 2', '1 < 2 ve 3 > 2'],
    ['Av. Ayşe &amp; Av. Mehmet', 'Av. Ayşe & Av. Mehmet'],
  ])('%j becomes %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it('never leaves a tag in any spelling, whatever the nesting of escapes', () => {
    let nested = '<script>x</script>';
    for (let i = 0; i < 8; i += 1)
      nested = nested.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(plainText(`${nested}metin`)).not.toMatch(/<\s*\/?\s*script/i);
  });
});
