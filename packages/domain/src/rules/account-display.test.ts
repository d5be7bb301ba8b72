import { describe, expect, it } from 'vitest';
import {
  aboutTextLabel,
  checkAuthorityConsent,
  checkPremiumAgreement,
  disputeSender,
  isDisputeResolved,
  missionStatusNotice,
  showRestriction,
  showWelcomeBanner,
  ticketRedirectTarget,
  ticketStatusLabel,
} from './account-display.ts';

describe('account display rules', () => {
  it.each([
    [{ vip: false, new_user: true, old_premium: false }, true],
    [{ vip: false, new_user: false, old_premium: true }, true],
    [{ vip: false, new_user: false, old_premium: false }, false],
    [{ vip: true, new_user: true, old_premium: true }, false],
  ])('welcome banner for %j: %s', (user, shown) => {
    expect(showWelcomeBanner(user)).toBe(shown);
  });

  it.each([
    [0, false],
    [1, true],
  ])('restriction counter %s shows: %s', (add_mission, shown) => {
    expect(showRestriction({ add_mission })).toBe(shown);
  });

  it.each([
    [0, 'Görev Alma Durumunuz Kapalı Olduğu İçin Görevler Tarafınıza İletilmemektedir.'],
    [1, null],
  ] as const)('missionStatus %s notice', (missionStatus, notice) => {
    expect(missionStatusNotice({ missionStatus })).toBe(notice);
  });

  it.each([
    ['Yeni metin', 'Onay Bekliyor'],
    [null, null],
    ['', null],
  ])('pending about text %j is labelled %s', (pending_about_text, label) => {
    expect(aboutTextLabel({ pending_about_text })).toBe(label);
  });

  it.each([
    [false, false, 'Onay kutusunu işaretlemeden formu kaydedemezsiniz!'],
    [false, true, null],
    [true, false, null],
  ])('document exists %s, consent %s', (exists, consent, message) => {
    expect(checkAuthorityConsent(exists, consent)).toBe(message);
  });

  it.each([
    [false, 'Kullanım Koşullarını Onaylayınız!'],
    [true, null],
  ])('premium agreement ticked %s', (agreed, message) => {
    expect(checkPremiumAgreement(agreed)).toBe(message);
  });
});

describe('tickets and disputes', () => {
  it.each([
    ['pending', 'Bekliyor'],
    ['answered', 'Cevaplandı'],
  ])('ticket %s reads %s', (status, label) => {
    expect(ticketStatusLabel(status)).toBe(label);
  });

  it.each([
    ['sss', { path: '/nasil-calisir' }],
    ['cancel_request', { path: '/gorev-iptal-bildirimi' }],
    ['baro_change', { modal: 'baro_change' }],
    [null, null],
  ])('ticket redirect %s', (redirect, target) => {
    expect(ticketRedirectTarget(redirect)).toEqual(target);
  });

  it.each([
    [
      { name: null, avatar: null },
      { name: 'Meslektaş', avatar: '/default.png' },
    ],
    [
      { name: 'Av. Ayşe', avatar: 'a.png' },
      { name: 'Av. Ayşe', avatar: 'a.png' },
    ],
  ])('sender %j', (sender, shown) => {
    expect(disputeSender(sender, 'Meslektaş', '/default.png')).toEqual(shown);
  });

  it.each([
    ['resolved', true],
    ['open', false],
  ])('dispute %s resolved: %s', (status, resolved) => {
    expect(isDisputeResolved({ status })).toBe(resolved);
  });
});
