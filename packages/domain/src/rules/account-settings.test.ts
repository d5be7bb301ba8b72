import { describe, expect, it } from 'vitest';
import { type ProfileFacts, profileProgress, settingsSectionPath } from './account-settings.ts';

const empty: ProfileFacts = {
  userId: 7,
  hasPhoto: false,
  hasAboutText: false,
  specialityCount: 0,
  courthouseCount: 0,
  hasAuthorityDocument: false,
  hasBlueTick: false,
  hasInvoiceDistrict: false,
};

const full: ProfileFacts = {
  ...empty,
  hasPhoto: true,
  hasAboutText: true,
  specialityCount: 2,
  courthouseCount: 1,
  hasAuthorityDocument: true,
  hasBlueTick: true,
  hasInvoiceDistrict: true,
};

describe('profile completeness', () => {
  it('given nothing filled in / is 0% with a button on every item', () => {
    const result = profileProgress(empty);
    expect(result.progress).toBe(0);
    expect(result.texts.map((t) => t.type)).toEqual([
      'avatar',
      'about',
      'performances',
      'courthouses',
      'authority_document',
      'bluetick',
      'invoice',
    ]);
    expect(result.texts.every((t) => t.buttonShown)).toBe(true);
  });

  it('given everything filled in / is 100% with no buttons', () => {
    const result = profileProgress(full);
    expect(result.progress).toBe(100);
    expect(result.texts.some((t) => t.buttonShown)).toBe(false);
  });

  it.each([
    [{ courthouseCount: 1 }, 14],
    [{ courthouseCount: 1, hasPhoto: true }, 29],
    [{ courthouseCount: 1, hasPhoto: true, specialityCount: 3, hasInvoiceDistrict: true }, 57],
  ] as const)('given %o / is %i%% rounded', (facts, percent) => {
    expect(profileProgress({ ...empty, ...facts }).progress).toBe(percent);
  });

  it('links each missing item to where it is filled in', () => {
    const urls = Object.fromEntries(profileProgress(empty).texts.map((t) => [t.type, t.url]));
    expect(urls).toEqual({
      avatar: '/profil-degistir',
      about: '/avukat-profili/7',
      performances: '/hesap-ayarlari?sekme=uzmanlik-alanlari',
      courthouses: '/hesap-ayarlari?sekme=adliyeler',
      authority_document: '/yetki-belgesi',
      bluetick: '/hesap-ayarlari?sekme=mavi-tik',
      invoice: '/updateInvoice',
    });
  });

  it('says what is done and what is left', () => {
    const about = (facts: ProfileFacts) => profileProgress(facts).texts.find((t) => t.type === 'about');
    expect(about(empty)?.body).toBe('Profilinizde görünecek kısa bir hakkınızda yazısı ekleyiniz.');
    expect(about(full)?.body).toBe('Hakkınızda yazınızı eklediniz.');
  });
});

describe('settings sections', () => {
  it('opens the settings page on a section', () => {
    expect(settingsSectionPath('bildirimler')).toBe('/hesap-ayarlari?sekme=bildirimler');
  });
});
