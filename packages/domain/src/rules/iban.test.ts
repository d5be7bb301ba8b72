import { describe, expect, it } from 'vitest';
import {
  TURKISH_BANKS,
  composeTurkishIban,
  formatIban,
  isValidTurkishIban,
  normaliseIban,
  suggestBankName,
  turkishBankCode,
} from './iban.ts';

const ziraat = composeTurkishIban('00010', '12345678');

describe('Turkish IBAN', () => {
  it('composes a valid IBAN from a bank code and an account', () => {
    expect(ziraat).toBe('TR850001000000000012345678');
  });

  it.each([
    ['the electronic form', ziraat, true],
    ['with spaces, in lower case', 'tr85 0001 0000 0000 0012 3456 78', true],
    ['with a dotted capital İ', 'İR850001000000000012345678'.replace('İR', 'TR'), true],
    ['a wrong check digit', 'TR860001000000000012345678', false],
    ['one digit changed', 'TR850001000000000012345679', false],
    ['too short', 'TR85000100000000001234567', false],
    ['a valid German IBAN', 'DE89370400440532013000', false],
    ['empty', '', false],
    ['letters only', 'IBAN', false],
  ])('%s: %s is valid: %s', (_label, iban, ok) => {
    expect(isValidTurkishIban(iban)).toBe(ok);
  });

  it('normalises and formats', () => {
    expect(normaliseIban(' tr85-0001 0000 ')).toBe('TR8500010000');
    expect(formatIban(ziraat)).toBe('TR85 0001 0000 0000 0012 3456 78');
  });

  it.each([
    [ziraat, '00010', 'T.C. Ziraat Bankası'],
    [composeTurkishIban('00064', '1'), '00064', 'Türkiye İş Bankası'],
    ['TR12 0006 2', '00062', 'Türkiye Garanti Bankası'],
    [composeTurkishIban('00999', '1'), '00999', null],
    ['TR12 000', null, null],
    ['DE89370400440532013000', null, null],
  ])('%s has bank code %s, suggested bank %s', (iban, code, bank) => {
    expect(turkishBankCode(iban)).toBe(code);
    expect(suggestBankName(iban)).toBe(bank);
  });

  it('lists five-digit codes only', () => {
    expect(Object.keys(TURKISH_BANKS).every((code) => /^\d{5}$/.test(code))).toBe(true);
  });

  it('refuses to compose from a malformed bank code', () => {
    expect(() => composeTurkishIban('12', 'x')).toThrow();
  });
});
