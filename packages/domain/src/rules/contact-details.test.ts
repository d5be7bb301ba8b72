import { describe, expect, it } from 'vitest';
import { ABOUT_TEXT_CONTACT_MESSAGE, checkAboutText, contactDetailsIn } from './contact-details.ts';

describe('contact details in an about text', () => {
  it.each([
    ['Ceza ve iş hukuku alanında 15 yıllık deneyim.', []],
    ['1990 2000 2010 yıllarında 1200 dosya yürüttüm.', []],
    ['İstanbul Barosu sicil no 45678, Çağlayan Adliyesi.', []],
    ['Bana 0555 123 45 67 numarasından ulaşın.', ['phone']],
    ['Tel: 05551234567', ['phone']],
    ['Tel: +90 (212) 555-44-33', ['phone']],
    ['Aramak için 555.123.45.67', ['phone']],
    ['Büro: 444 1 444', ['phone']],
    ['Yazın: ayse.yilmaz@ornek.com.tr', ['email']],
    ['ayse [at] ornek.com adresine yazın', ['email']],
    ['Sitem: https://ornek-hukuk.com/iletisim', ['url']],
    ['www.ornekhukuk.com adresinde', ['url']],
    ['yilmazhukuk.av.tr üzerinden', ['url']],
    ['Av. Ayşe Yılmaz, vb. işler, Ltd. Şti. davaları', []],
    ['0555 123 45 67 veya ayse@ornek.com, www.ornek.com', ['phone', 'email', 'url']],
  ])('%j contains %j', (text, kinds) => {
    expect(contactDetailsIn(text)).toEqual(kinds);
  });

  it.each([
    ['Aile hukuku ve miras davaları.', null],
    ['Numaram 0532 000 00 00', ABOUT_TEXT_CONTACT_MESSAGE],
  ])('checkAboutText(%j) is %j', (text, expected) => {
    expect(checkAboutText(text)).toBe(expected);
  });
});
