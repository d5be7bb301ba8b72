import { describe, expect, it } from 'vitest';
import {
  checkConstantValue,
  constantKindOf,
  constantListLines,
  isContentLink,
  isPageSlug,
  isPopupImage,
  slugOf,
} from './content-editing.ts';

describe('constantKindOf', () => {
  it.each([
    ['pro_fiyat', 'money'],
    ['animasyon_saniye', 'integer'],
    ['allow_custom_descriptions', 'flag'],
    ['pro_ozellikler', 'list'],
    ['gorev_kisitlama_link', 'path'],
    ['partnership_faq_bottom', 'html'],
    ['ilk_dalga_dakika', 'count'],
    ['katip_uyari', 'text'],
    ['bilinmeyen_sabit', 'text'],
  ])('%s is %s', (name, kind) => {
    expect(constantKindOf(name)).toBe(kind);
  });
});

describe('checkConstantValue', () => {
  it.each([
    ['money', ' 2400 ', '2400'],
    ['money', '2399,90', '2399.9'],
    ['money', '0', '0'],
    ['integer', '3', '3'],
    ['integer', '060', '60'],
    ['flag', '0', '0'],
    ['list', 'Bir\n\n İki ', '["Bir","İki"]'],
    ['list', '["Bir", " İki"]', '["Bir","İki"]'],
    ['path', '/tamamlanan-gorevler', '/tamamlanan-gorevler'],
    ['text', '  Metin  ', 'Metin'],
  ] as const)('accepts %s %j as %j', (kind, raw, stored) => {
    expect(checkConstantValue(kind, raw)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['money', '2.400,00'],
    ['money', '-5'],
    ['money', '10000000'],
    ['integer', '1.5'],
    ['integer', '61'],
    ['flag', 'evet'],
    ['list', '[]'],
    ['list', '[1, 2]'],
    ['path', '//kotu.example'],
    ['path', 'https://meslektas.net'],
    ['text', '   '],
  ] as const)('refuses %s %j with a Turkish message', (kind, raw) => {
    const result = checkConstantValue(kind, raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
  });
});

describe('links, images and slugs', () => {
  it.each([
    ['/davet-et-kazan', true],
    ['https://meslektas.net/kampanya', true],
    ['http://meslektas.net', false],
    ['javascript:alert(1)', false],
    ['//kotu.example', false],
    ['https://', false],
  ])('isContentLink(%j) is %s', (value, ok) => {
    expect(isContentLink(value)).toBe(ok);
  });

  it('takes inline pictures as pop-up images but not inline HTML', () => {
    expect(isPopupImage('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isPopupImage('data:text/html,<script>')).toBe(false);
  });

  it.each([
    ['yeni-adliyeler', true],
    ['2026-bayram', true],
    ['2026', false],
    ['Büyük', false],
    ['cift--tire', false],
    ['-bas', false],
  ])('isPageSlug(%j) is %s', (value, ok) => {
    expect(isPageSlug(value)).toBe(ok);
  });

  it('makes a slug of a Turkish title', () => {
    expect(slugOf('İstanbul’da Yeni Şube Açıldı!')).toBe('istanbulda-yeni-sube-acildi');
    expect(slugOf('Çağlayan Adliyesi — Öğle Arası')).toBe('caglayan-adliyesi-ogle-arasi');
  });

  it('shows a stored list one item per line', () => {
    expect(constantListLines('["Bir","İki"]')).toBe('Bir\nİki');
    expect(constantListLines('düz metin')).toBe('düz metin');
  });
});
