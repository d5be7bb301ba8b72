import { describe, expect, it } from 'vitest';
import { type ApiFailure, mapApiError, mapApiSuccess, mapStatusFalse } from './error-mapping.ts';
import type { Outcome } from './outcome.ts';

const err = (text: string): Outcome => ({ toast: { kind: 'error', text } });

describe('general error rules', () => {
  it.each<[string, ApiFailure, Outcome]>([
    [
      '401 drops the token and goes to login',
      { status: 401, body: { message: 'x' } },
      { dropToken: true, redirect: '/login?logout=1' },
    ],
    [
      '403 sms_not_verify',
      { status: 403, body: { message: 'x', error: 'sms_not_verify' } },
      { redirect: '/sms-verify' },
    ],
    [
      '403 email_not_verify',
      { status: 403, body: { message: 'x', error: 'email_not_verify' } },
      { redirect: '/email-verify' },
    ],
    [
      '403 account_banned',
      { status: 403, body: { message: 'x', error: 'account_banned' } },
      { redirect: '/account-banned' },
    ],
    [
      '403 account_passive',
      { status: 403, body: { message: 'x', error: 'account_passive' } },
      { redirect: '/account-passive' },
    ],
    [
      '403 with another code shows the message',
      { status: 403, body: { message: 'Yetkiniz yok.', error: 'forbidden' } },
      err('Yetkiniz yok.'),
    ],
    [
      '422 flattens and joins by commas',
      {
        status: 422,
        body: { message: 'Girilen bilgiler geçersiz.', errors: { a: ['Bir', 'İki'], b: ['Üç'] } },
      },
      { ...err('Bir, İki, Üç'), fieldErrors: { a: ['Bir', 'İki'], b: ['Üç'] } },
    ],
    [
      '422 without field errors shows its message',
      { status: 422, body: { message: 'Eksik bilgi.' } },
      err('Eksik bilgi.'),
    ],
    ['404 goes home', { status: 404, body: { message: 'Bulunamadı' } }, { redirect: '/' }],
    [
      'a server message is shown',
      { status: 400, body: { message: 'Bu görev kapandı.' } },
      err('Bu görev kapandı.'),
    ],
    [
      'the generic invalid-data message is not',
      { status: 400, body: { message: 'Girilen bilgiler geçersiz.' } },
      {},
    ],
    ['no body, no toast', { status: 500 }, {}],
    ['a network failure', { status: 0 }, err('Hata meydana geldi!')],
  ])('%s', (_label, failure, outcome) => {
    expect(mapApiError(failure)).toEqual(outcome);
  });
});

describe('per-call outcomes of the error catalogue', () => {
  it.each<[string, ApiFailure, Outcome]>([
    [
      'apply failure goes to premium',
      { call: 'mission.confirm', status: 400, body: { message: 'Pro gerekli' } },
      { redirect: '/premium-uyelik' },
    ],
    [
      'apply refused for the daily limit: the server’s reason in a dialog, then Pro',
      {
        call: 'mission.confirm',
        status: 403,
        body: {
          message: 'Ücretsiz üyelikte günde en fazla 3 göreve başvurabilirsiniz.',
          error: 'premium_required',
        },
      },
      {
        modal: {
          title: 'Günlük Başvuru Sınırı',
          text: 'Ücretsiz üyelikte günde en fazla 3 göreve başvurabilirsiniz.',
          action: { label: 'Pro üyeliğe geç', to: '/premium-uyelik' },
        },
      },
    ],
    [
      'apply refused for the daily limit without a message: the default reason',
      { call: 'mission.confirm', status: 403, body: { error: 'premium_required' } },
      {
        modal: {
          title: 'Günlük Başvuru Sınırı',
          text: 'Ücretsiz üyelikte günlük başvuru sınırınıza ulaştınız. Pro üyelikte başvuru sınırı yoktur.',
          action: { label: 'Pro üyeliğe geç', to: '/premium-uyelik' },
        },
      },
    ],
    [
      'apply 422 too',
      { call: 'mission.confirm', status: 422, body: { errors: { a: ['x'] } } },
      { redirect: '/premium-uyelik' },
    ],
    [
      "apply before one's wave shows the server's message, and stays",
      {
        call: 'mission.confirm',
        status: 403,
        body: {
          message:
            'Bu görev şu an yalnızca adliyede bulunan meslektaşlara açıktır. 2 dk sonra başvurabilirsiniz.',
          error: 'first_wave',
        },
      },
      err('Bu görev şu an yalnızca adliyede bulunan meslektaşlara açıktır. 2 dk sonra başvurabilirsiniz.'),
    ],
    [
      'apply 401 still logs out',
      { call: 'mission.confirm', status: 401 },
      { dropToken: true, redirect: '/login?logout=1' },
    ],
    [
      'detail 403 goes to premium',
      { call: 'mission.detail', status: 403, body: { message: 'x' } },
      { redirect: '/premium-uyelik' },
    ],
    ['detail 404 goes home', { call: 'mission.detail', status: 404 }, { redirect: '/' }],
    [
      'detail 403 for sms still verifies',
      { call: 'mission.detail', status: 403, body: { message: 'x', error: 'sms_not_verify' } },
      { redirect: '/sms-verify' },
    ],
    [
      'getUsers 400 goes to the detail page',
      { call: 'application.getUsers', status: 400, context: { missionId: 42 } },
      { redirect: '/gorev-detaylari/42' },
    ],
    [
      'getUsers 400 without an id goes home',
      { call: 'application.getUsers', status: 400 },
      { redirect: '/' },
    ],
    [
      'getUsers 500 follows the general rules',
      { call: 'application.getUsers', status: 500, body: { message: 'Sunucu hatası' } },
      err('Sunucu hatası'),
    ],
    [
      'comment failure',
      { call: 'user.newComment', status: 422, body: { errors: { rating: ['Puan Veriniz!'] } } },
      err('Puan Veriniz!'),
    ],
    [
      'payout failure joins messages',
      { call: 'payout.request', status: 422, body: { messages: ['IBAN hatalı', 'Tutar az'] } },
      err('IBAN hatalı, Tutar az'),
    ],
    ['bar change 400 is silent', { call: 'user.updateBaroAndAdliye', status: 400 }, {}],
    [
      'bar change 422 in settings is silent',
      { call: 'user.updateBaroAndAdliye', status: 422, context: { where: 'settings' } },
      {},
    ],
    [
      'bar change 422 in the ticket modal pays',
      { call: 'user.updateBaroAndAdliye', status: 422, context: { where: 'ticket' } },
      { redirect: '/payment/baro_change' },
    ],
    [
      'bar change 402 pays',
      { call: 'user.updateBaroAndAdliye', status: 402 },
      { redirect: '/payment/baro_change' },
    ],
    [
      'login failure shows server messages',
      { call: 'auth.login', status: 401, body: { message: 'Telefon veya şifre hatalı.' } },
      err('Telefon veya şifre hatalı.'),
    ],
    ['about text failure', { call: 'user.aboutText', status: 422, body: { message: 'x' } }, err('HATA VAR!')],
    ['mission status failure', { call: 'user.missionStatus', status: 500 }, err('Hata')],
    [
      'notify failure',
      { call: 'user.notify', status: 422, body: { errors: { sms_notify: ['Geçersiz'] } } },
      err('Geçersiz'),
    ],
    [
      'sms verify failure',
      { call: 'auth.smsVerify', status: 400, body: { message: 'Kod hatalı.' } },
      err('Kod hatalı.'),
    ],
    [
      'e-mail verify failure is silent',
      { call: 'auth.emailVerify', status: 400, body: { message: 'Kod hatalı.' } },
      {},
    ],
    [
      'e-mail resend failure is silent',
      { call: 'auth.emailResend', status: 429, body: { message: 'Çok sık' } },
      {},
    ],
    [
      'authority load failure',
      { call: 'yetkibelgesi.load', status: 500 },
      err('Yetki belgesi yüklenirken bir hata oluştu!'),
    ],
    [
      'authority save shows each error',
      {
        call: 'yetkibelgesi.save',
        status: 422,
        body: { errors: { tc: ['TC hatalı'], sicil: ['Sicil boş'] } },
      },
      { toast: { kind: 'error', text: 'TC hatalı' }, extraToasts: [{ kind: 'error', text: 'Sicil boş' }] },
    ],
    [
      'authority delete with one error',
      { call: 'yetkibelgesi.delete', status: 400, body: { message: 'Silinemedi' } },
      err('Silinemedi'),
    ],
    ['authority delete without a body', { call: 'yetkibelgesi.delete', status: 404 }, { redirect: '/' }],
    [
      'courthouse users modal',
      { call: 'mission.checkAdliyeUsers', status: 400, body: { modalMessage: 'Bu adliyede avukat yok.' } },
      { modal: { text: 'Bu adliyede avukat yok.' } },
    ],
    ['profile 404 goes home', { call: 'user.getProfile', status: 404 }, { redirect: '/' }],
  ])('%s', (_label, failure, outcome) => {
    expect(mapApiError(failure)).toEqual(outcome);
  });
});

describe('status false answers', () => {
  it.each<[string, Parameters<typeof mapStatusFalse>, Outcome]>([
    [
      'password shows its first message',
      ['user.password', { status: 'false', messages: { password: ['Şifre kısa', 'x'] } }],
      err('Şifre kısa'),
    ],
    ['password as a list', ['user.password', { status: 'false', messages: ['İlk', 'İkinci'] }], err('İlk')],
    [
      'password with other keys',
      ['user.password', { status: 'false', messages: { other: ['Başka'] } }],
      err('Başka'),
    ],
    [
      'e-mail update goes to verification',
      ['user.email', { status: 'false', messages: ['x'] }],
      { redirect: '/email-verify' },
    ],
    ['payout joins messages', ['payout.request', { status: 'false', messages: ['A', 'B'] }], err('A, B')],
    [
      'create shows its messages',
      ['mission.create', { status: 'false', messages: { a: ['Kota doldu'] } }],
      err('Kota doldu'),
    ],
  ])('%s', (_label, args, outcome) => {
    expect(mapStatusFalse(...args)).toEqual(outcome);
  });
});

describe('success outcomes', () => {
  it.each<[string, Parameters<typeof mapApiSuccess>, Outcome]>([
    [
      'login',
      ['auth.login', { token: 't' }],
      { toast: { kind: 'success', text: 'Başarılı giriş yaptınız.' }, redirect: '/', redirectDelayMs: 500 },
    ],
    [
      'logout',
      ['auth.logout', {}],
      { toast: { kind: 'success', text: 'Başarıyla Çıkış Yaptınız!' }, dropToken: true, redirect: '/login' },
    ],
    ['apply', ['mission.confirm', {}], { redirect: '/basvurdugum-gorevler' }],
    ['selection', ['application.selectUser', {}, { missionId: 5 }], { redirect: '/gorev-detaylari/5' }],
    ['selection without id', ['application.selectUser', {}], {}],
    ['sms verified', ['auth.smsVerify', {}], { redirect: '/' }],
    [
      'create waits animasyon_saniye',
      ['mission.create', {}, { animationSeconds: 3 }],
      { redirect: '/olusturdugum-gorevler', redirectDelayMs: 3000 },
    ],
    [
      'create waits 1 s by default',
      ['mission.create', {}],
      { redirect: '/olusturdugum-gorevler', redirectDelayMs: 1000 },
    ],
    [
      'payout shows the server message',
      ['payout.request', { message: 'Talebiniz alındı.' }],
      { toast: { kind: 'success', text: 'Talebiniz alındı.' } },
    ],
    [
      'payout status false',
      ['payout.request', { status: 'false', messages: ['Bakiye yetersiz'] }],
      err('Bakiye yetersiz'),
    ],
    ['a call without message', ['other', { data: [] }], {}],
  ])('%s', (_label, args, outcome) => {
    expect(mapApiSuccess(...args)).toEqual(outcome);
  });
});
