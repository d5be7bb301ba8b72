import { describe, expect, it } from 'vitest';
import { checkPhoneChange, formatPhoneMask, normalisePhone } from './phone.ts';

describe('phone numbers', () => {
  it.each([
    ['05321234567', '05321234567'],
    ['5321234567', '05321234567'],
    ['(532) 123 45 67', '05321234567'],
    ['+90 532 123 45 67', '05321234567'],
    ['905321234567', '05321234567'],
    ['0532-123-45-67', '05321234567'],
    ['02121234567', null],
    ['532123456', null],
    ['53212345678', null],
    ['abc', null],
  ])('%s is sent as %s', (input, wire) => {
    expect(normalisePhone(input)).toBe(wire);
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['532', '(532)'],
    ['5321', '(532) 1'],
    ['532123456', '(532) 123 45 6'],
    ['05321234567', '(532) 123 45 67'],
    ['532123456789', '(532) 123 45 67'],
  ])('mask of %s is %s', (input, shown) => {
    expect(formatPhoneMask(input)).toBe(shown);
  });

  it.each([
    ['5321234567', '05321234567', 'Aynı Telefon Numarasını Giremezsiniz!'],
    ['(532) 123 45 67', '5321234567', 'Aynı Telefon Numarasını Giremezsiniz!'],
    ['5321234568', '05321234567', null],
    ['5321234568', null, null],
    ['12345', '05321234567', 'Telefon numarası 5 ile başlayan 10 haneli olmalıdır.'],
  ])('changing to %s from %s', (input, current, message) => {
    const check = checkPhoneChange(input, current);
    expect(check.ok ? null : check.message).toBe(message);
    if (check.ok) expect(check.telephone).toBe(normalisePhone(input));
  });
});
