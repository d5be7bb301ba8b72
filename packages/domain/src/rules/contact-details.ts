/**
 * An about text is public, and contact happens through the platform: a text carrying a telephone
 * number, an e-mail address or a web address is refused before it reaches a moderator.
 */

export type ContactDetailKind = 'phone' | 'email' | 'url';

export const ABOUT_TEXT_CONTACT_MESSAGE =
  'Hakkınızda yazısı telefon numarası, e-posta adresi veya internet adresi içeremez.';

/** Runs of digits with the separators people put in numbers: spaces, dots, dashes, brackets. */
const digitRun = /\+?\(?\d[\d\s().\-/]{6,}\d/g;

/**
 * A Turkish number once separators are gone: an optional 90 or 0, then ten digits beginning with
 * an area or mobile code (2xx, 3xx, 4xx, 5xx, 8xx), or a 444 line. Years and counts written
 * side by side ("1990 2000") do not look like that.
 */
function isPhoneDigits(digits: string): boolean {
  return /^(?:90|0)?[2-58]\d{9}$/.test(digits) || /^0?444\d{4}$/.test(digits);
}

const email = /[\p{L}\d._%+-]+\s*(?:@|\[at\]|\(at\))\s*[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}/iu;

const topLevel = [
  'com',
  'net',
  'org',
  'tr',
  'info',
  'biz',
  'io',
  'me',
  'co',
  'av',
  'bel',
  'edu',
  'gov',
  'ws',
];
const url = new RegExp(
  String.raw`(?:https?:\/\/|\bwww\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:${topLevel.join('|')})(?![\p{L}\d])`,
  'iu',
);

/** Every kind of contact detail the text contains, in a fixed order. */
export function contactDetailsIn(text: string): ContactDetailKind[] {
  const found: ContactDetailKind[] = [];
  const phones = text.match(digitRun) ?? [];
  if (phones.some((run) => isPhoneDigits(run.replace(/\D/g, '')))) found.push('phone');
  const hasEmail = email.test(text);
  if (hasEmail) found.push('email');
  // An e-mail address has a domain in it; only a web address beside it counts as a URL too.
  const withoutEmails = hasEmail ? text.replace(new RegExp(email.source, 'giu'), ' ') : text;
  if (url.test(withoutEmails)) found.push('url');
  return found;
}

/** The refusal of an about text, or null when it carries no contact details. */
export function checkAboutText(text: string): string | null {
  return contactDetailsIn(text).length > 0 ? ABOUT_TEXT_CONTACT_MESSAGE : null;
}
