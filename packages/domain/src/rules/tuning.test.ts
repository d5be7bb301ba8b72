import { describe, expect, it } from 'vitest';
import { serverConstantNames } from '../contract/entities.ts';
import { checkConstantValue, constantKindOf } from './content-editing.ts';
import { tuningFrom, tuningNames, tuningSpecs, tuningValueOf } from './tuning.ts';

describe('tuning constants', () => {
  it('are all server constants, edited as counts', () => {
    for (const name of tuningNames) {
      expect(serverConstantNames).toContain(name);
      expect(constantKindOf(name)).toBe('count');
    }
  });

  it('have defaults inside their ranges', () => {
    for (const spec of Object.values(tuningSpecs)) {
      expect(spec.default).toBeGreaterThanOrEqual(spec.min);
      expect(spec.default).toBeLessThanOrEqual(spec.max);
    }
  });

  it.each([
    ['ilk_dalga_dakika', '5', 5],
    ['ilk_dalga_dakika', ' 0 ', 0],
    ['ilk_dalga_dakika', '15', 3],
    ['ilk_dalga_dakika', '2.5', 3],
    ['ilk_dalga_dakika', '', 3],
    ['ilk_dalga_dakika', undefined, 3],
    ['adliyede_yaricap_metre', '2000', 2000],
    ['adliyede_yaricap_metre', '99', 1500],
  ] as const)('%s stored as %j reads %d', (name, stored, value) => {
    expect(tuningValueOf(name, stored)).toBe(value);
  });

  it('reads every number from a constants list, defaults for the missing', () => {
    const tuning = tuningFrom([
      { name: 'basvuru_uzatma_hakki', description: '4' },
      { name: 'katip_uyari', description: 'metin' },
    ]);
    expect(tuning).toEqual({ ...tuningFrom([]), basvuru_uzatma_hakki: 4 });
  });

  it('checks a console edit against the range of its name', () => {
    expect(checkConstantValue('count', '07', 'genisletme_yaricap_km')).toEqual({ ok: true, value: '7' });
    const refused = checkConstantValue('count', '301', 'genisletme_yaricap_km');
    expect(refused).toEqual({ ok: false, message: '1 ile 300 arasında tam bir sayı giriniz (km).' });
    expect(checkConstantValue('count', '3', 'bilinmeyen').ok).toBe(false);
  });
});
