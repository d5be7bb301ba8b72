import { describe, expect, it } from 'vitest';
import { whatsappHref } from './contact-links.ts';

describe('whatsappHref', () => {
  it.each([
    ['05321234567', null, 'https://wa.me/905321234567'],
    ['0532 123 45 67', 'Merhaba Av.', 'https://wa.me/905321234567?text=Merhaba%20Av.'],
    ['+90 532 123 45 67', null, 'https://wa.me/905321234567'],
    ['5321234567', null, 'https://wa.me/905321234567'],
    ['0532', null, null],
    ['05321234567', 'https://wa.me/905321234567?text=Selam', 'https://wa.me/905321234567?text=Selam'],
  ])('%s with %s gives %s', (tel, message, href) => {
    expect(whatsappHref(tel, message)).toBe(href);
  });
});
