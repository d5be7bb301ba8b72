import { describe, expect, it } from 'vitest';
import {
  accountState,
  buildPath,
  consentPageSlugs,
  entryRedirect,
  guardRedirect,
  isPublicRoute,
  matchRoute,
  pageTitle,
  routes,
} from './routes.ts';

const okUser = { smsVerify: true, emailVerify: true, ban_message: null, status: true, deleted: false };

describe('route table', () => {
  it.each([
    ['home', '/'],
    ['assign-task', '/gorev-ver'],
    ['pending', '/bekleyen-gorevler'],
    ['cancel-task', '/gorev-iptal-bildirimi'],
    ['how-work', '/nasil-calisir'],
    ['task-rules', '/gorev-kurallari'],
    ['invite', '/davet-et-kazan'],
    ['partnership-faq', '/partnership-faq'],
    ['request-payment', '/odeme-talebinde-bulun'],
    ['premium-account', '/premium-uyelik'],
    ['yetki-belgesi', '/yetki-belgesi'],
    ['conflicts', '/conflicts'],
  ] as const)('names %s at %s as the spec does', (name, path) => {
    expect(routes[name].path).toBe(path);
  });

  it('has a unique path and a title for every route', () => {
    const paths = Object.values(routes).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of Object.values(routes)) expect(r.title.length).toBeGreaterThan(0);
  });

  it.each([
    ['detail-task', { missionId: 42 }, '/gorev-detaylari/42'],
    ['desigination-task', { missionId: 42 }, '/gorev-atamasi/42'],
    ['lawyer-profile', { id: 7 }, '/avukat-profili/7'],
    ['conflict-detail', { id: 3 }, '/conflict/3'],
    ['notice-page', { slug: 'kvkk metni' }, '/pages/kvkk%20metni'],
    ['payment', {}, '/payment'],
    ['payment', { type: 'baro_change' }, '/payment/baro_change'],
    ['home', {}, '/'],
  ] as const)('builds %s with %j as %s', (name, params, path) => {
    expect(buildPath(name, params)).toBe(path);
  });

  it('refuses a missing required parameter', () => {
    expect(() => buildPath('detail-task')).toThrow(/missionId/);
  });

  it.each([
    ['/', 'home'],
    ['/gorev-detaylari/42', 'detail-task'],
    ['/gorev-detaylari/42/', 'detail-task'],
    ['/Notifications', 'notifications'],
    ['/payment', 'payment'],
    ['/payment/vip', 'payment'],
    ['/bekleyen-gorevler?tab=1', 'pending'],
    ['/yok-boyle-sayfa', 'not-found'],
    ['/gorev-detaylari', 'not-found'],
  ])('matches %s to %s', (path, name) => {
    expect(matchRoute(path)).toBe(name);
  });
});

describe('public pages', () => {
  it.each([
    [consentPageSlugs.kvkk, '/pages/kvkk-aydinlatma-metni'],
    [consentPageSlugs.terms, '/pages/kullanim-kosullari'],
  ])('the consent text %s is read at %s without an account', (slug, path) => {
    expect(buildPath('notice-page', { slug })).toBe(path);
    expect(isPublicRoute(matchRoute(path))).toBe(true);
  });

  it.each(['/', '/bekleyen-gorevler', '/hesap-ayarlari', '/akilli-destek-sistemi', '/yok-boyle-sayfa'])(
    '%s still needs an account',
    (path) => {
      expect(isPublicRoute(matchRoute(path))).toBe(false);
    },
  );
});

describe('page title', () => {
  it.each([
    ['home', 'Anasayfa'],
    ['pending', 'Bekleyen Görevler | Meslektaş'],
    ['not-found', 'Sayfa Bulunamadı | Meslektaş'],
  ] as const)('%s reads %s', (name, title) => {
    expect(pageTitle(name)).toBe(title);
  });
});

describe('forced redirects for account states', () => {
  it.each([
    ['everything fine', {}, 'ok'],
    ['deleted beats everything', { deleted: true, smsVerify: false }, 'deleted'],
    ['phone before e-mail', { smsVerify: false, emailVerify: false }, 'sms'],
    ['ban before e-mail', { emailVerify: false, ban_message: 'Kural ihlali' }, 'banned'],
    ['ban before phone', { smsVerify: false, ban_message: 'Kural ihlali' }, 'banned'],
    ['ban before passive', { ban_message: 'Kural ihlali', status: false }, 'banned'],
    ['an empty ban message is no ban', { ban_message: '  ' }, 'ok'],
    ['passive', { status: false }, 'passive'],
  ])('%s', (_label, change, state) => {
    expect(accountState({ ...okUser, ...change })).toBe(state);
  });

  it.each([
    ['unverified phone anywhere', { smsVerify: false }, '/gorev-ver', '/sms-verify'],
    ['unverified phone on its page', { smsVerify: false }, '/sms-verify', null],
    ['unverified e-mail on the phone page', { emailVerify: false }, '/sms-verify', '/email-verify'],
    ['banned', { ban_message: 'Kural ihlali' }, '/', '/account-banned'],
    [
      'banned with an unverified phone',
      { ban_message: 'Yasak', smsVerify: false },
      '/sms-verify',
      '/account-banned',
    ],
    ['passive on its page', { status: false }, '/account-passive', null],
    ['approved user on the passive page', {}, '/account-passive', '/'],
    ['unbanned user on the banned page', {}, '/account-banned', '/'],
    ['verified user on the sms page', {}, '/sms-verify', '/'],
    ['fine user anywhere', {}, '/arsiv', null],
    ['deleted user', { deleted: true }, '/arsiv', null],
  ])('%s', (_label, change, path, target) => {
    expect(guardRedirect({ ...okUser, ...change }, path)).toBe(target);
  });

  it.each([
    ['login', { hasToken: true }, '/'],
    ['login', { hasToken: false }, null],
    ['premium-account', { hasToken: true, vip: true }, '/'],
    ['premium-account', { hasToken: true, vip: false }, null],
    ['home', { hasToken: true, vip: true }, null],
  ] as const)('entering %s with %j', (name, ctx, target) => {
    expect(entryRedirect(name, ctx)).toBe(target);
  });
});
