import { describe, expect, it } from 'vitest';
import { constantText, proFeatures } from './server-constants.ts';

const list = [
  { name: 'ban_mesaj_bilgi', description: 'Hesabınız askıya alındı.' },
  { name: 'animasyon_saniye', description: '3' },
  { name: 'pro_ozellikler', description: '["Acil görev", 5, "Öncelik"]' },
];

describe('server constants', () => {
  it('reads a constant by name or falls back', () => {
    expect(constantText(list, 'ban_mesaj_bilgi')).toBe('Hesabınız askıya alındı.');
    expect(constantText(list, 'katip_uyari', 'yok')).toBe('yok');
  });
  it.each([
    [list, ['Acil görev', 'Öncelik']],
    [[{ name: 'pro_ozellikler', description: '{bozuk' }], []],
    [[{ name: 'pro_ozellikler', description: '{"a":1}' }], []],
    [[], []],
  ])('pro features %#', (constants, features) => {
    expect(proFeatures(constants)).toEqual(features);
  });
});
