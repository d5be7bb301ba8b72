import { formMessages } from '../messages.ts';

/**
 * Turkish mobile numbers: ten digits starting with 5, sent with a leading 0 and without brackets or
 * spaces ("05321234567"). The input mask shows them as "(532) 123 45 67".
 */

/** Canonical wire form, or null when the input is not a Turkish mobile number. */
export function normalisePhone(input: string): string | null {
  let digits = input.replace(/[\s()\-.]/g, '');
  if (digits.startsWith('+90')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return /^5\d{9}$/.test(digits) ? `0${digits}` : null;
}

/** What the masked input shows while typing: "(5", "(532) 1", "(532) 123 45 67". */
export function formatPhoneMask(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits === '') return '';
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = `(${parts[0]}`;
  if (digits.length >= 3) out += ')';
  if (parts[1]) out += ` ${parts[1]}`;
  if (parts[2]) out += ` ${parts[2]}`;
  if (parts[3]) out += ` ${parts[3]}`;
  return out;
}

export type PhoneChangeCheck = { ok: true; telephone: string } | { ok: false; message: string };

/** A phone change: the new number gets its leading 0 and must differ from the current one. */
export function checkPhoneChange(input: string, currentPhone: string | null): PhoneChangeCheck {
  const telephone = normalisePhone(input);
  if (telephone === null)
    return { ok: false, message: 'Telefon numarası 5 ile başlayan 10 haneli olmalıdır.' };
  if (currentPhone !== null && normalisePhone(currentPhone) === telephone) {
    return { ok: false, message: formMessages.samePhone };
  }
  return { ok: true, telephone };
}
