import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { payoutRequestSchema } from './payout-requests.ts';
import * as s from './requests.ts';

/** Parses and returns either the data or the field errors, so each row states one expectation. */
function run(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? { data: r.data } : { errors: s.toFieldErrors(r.error) };
}

describe('ids and flags come in as numbers or numeric strings', () => {
  it.each([
    [{ mission_id: 5 }, { data: { mission_id: 5 } }],
    [{ mission_id: '5' }, { data: { mission_id: 5 } }],
    [{ mission_id: ' 12 ' }, { data: { mission_id: 12 } }],
    [{ mission_id: 0 }, { errors: { mission_id: ['Lütfen bir görev seçiniz.'] } }],
    [{ mission_id: '5a' }, { errors: { mission_id: ['Lütfen bir görev seçiniz.'] } }],
    [{ mission_id: 1.5 }, { errors: { mission_id: ['Lütfen bir görev seçiniz.'] } }],
    [{ mission_id: 2_147_483_647 }, { data: { mission_id: 2_147_483_647 } }],
    [{ mission_id: 2_147_483_648 }, { errors: { mission_id: ['Lütfen bir görev seçiniz.'] } }],
    [{ mission_id: '9007199254740991' }, { errors: { mission_id: ['Lütfen bir görev seçiniz.'] } }],
    [{}, { errors: { mission_id: ['Lütfen bir görev seçiniz.'] } }],
  ])('mission id %j', (input, expected) => {
    expect(run(s.missionIdSchema, input)).toEqual(expected);
  });

  it.each([
    [{ status: 1 }, 1],
    [{ status: '0' }, 0],
    [{ status: true }, 1],
    [{ status: false }, 0],
    [{ status: 2 }, null],
    [{ status: 'açık' }, null],
  ])('flag %j', (input, value) => {
    const r = s.missionStatusSchema.safeParse(input);
    expect(r.success ? r.data.status : null).toBe(value);
  });
});

describe('login and verification', () => {
  it.each([
    [{ telephone: '05321234567', password: 'x' }, { data: { telephone: '05321234567', password: 'x' } }],
    [{ telephone: '5321234567', password: 'x' }, { data: { telephone: '05321234567', password: 'x' } }],
    [
      { telephone: '2121234567', password: 'x' },
      { errors: { telephone: ['Telefon numarası 5 ile başlayan 10 haneli olmalıdır.'] } },
    ],
    [
      { password: '' },
      {
        errors: {
          telephone: ['Lütfen telefon numaranızı giriniz.'],
          password: ['Lütfen şifrenizi giriniz.'],
        },
      },
    ],
  ])('login %j', (input, expected) => {
    expect(run(s.loginSchema, input)).toEqual(expected);
  });

  it.each([
    [{ code: '123456' }, { data: { code: '123456' } }],
    [{ code: 123456 }, { data: { code: '123456' } }],
    [{ code: '12345' }, { errors: { code: ['Doğrulama kodu 6 haneli olmalıdır.'] } }],
    [{ code: '1234567' }, { errors: { code: ['Doğrulama kodu 6 haneli olmalıdır.'] } }],
    [{}, { errors: { code: ['Lütfen doğrulama kodunu giriniz.'] } }],
  ])('code %j', (input, expected) => {
    expect(run(s.codeSchema, input)).toEqual(expected);
  });

  it.each([
    [{ email: ' avukat@ornek.com.tr ' }, { data: { email: 'avukat@ornek.com.tr' } }],
    [{ email: 'avukat' }, { errors: { email: ['Lütfen geçerli bir e-posta adresi giriniz.'] } }],
  ])('email %j', (input, expected) => {
    expect(run(s.emailResendSchema, input)).toEqual(expected);
    expect(run(s.emailUpdateSchema, input)).toEqual(expected);
  });

  it('resends an sms to a normalised phone', () => {
    expect(run(s.smsResendSchema, { telephone: '(532) 123 45 67' })).toEqual({
      data: { telephone: '05321234567' },
    });
  });
});

describe('create mission payload', () => {
  const valid = {
    baro_id: '34',
    adliye_id: '1',
    category_id: 2,
    mission_price: '750',
    plan_date: '2026-11-21',
    plan_time: '09:30',
    other_detail: ' Dosya fotokopisi ',
    fast_mission: '1',
  };

  it('normalises a form post', () => {
    expect(run(s.createMissionSchema, valid)).toEqual({
      data: {
        out_adliye: 0,
        baro_id: 34,
        adliye_id: 1,
        category_id: 2,
        mission_price: 750,
        plan_date: '2026-11-21',
        plan_time: '09:30',
        other_detail: 'Dosya fotokopisi',
        fast_mission: 1,
        guaranteed: 0,
      },
    });
  });

  it.each([
    ['no courthouse inside', { adliye_id: '' }, { adliye_id: ['Lutfen Gorev Adliyesi Seciniz'] }],
    ['out without a location', { adliye_id: null, out_adliye: 1 }, { address: ['Lutfen Konum Seciniz'] }],
    [
      'a location with bad coordinates',
      { out_adliye: 1, address: { latitude: 'x', longitude: 29 } },
      { address: ['Lutfen Konum Seciniz'] },
    ],
    [
      'an address that is not an object',
      { out_adliye: 1, address: 'Kadıköy' },
      { address: ['Lutfen Konum Seciniz'] },
    ],
    [
      'a latitude off the globe',
      { out_adliye: 1, address: { latitude: 91, longitude: 29 } },
      { address: ['Lutfen Konum Seciniz'] },
    ],
    ['a bad time', { plan_time: '25:00' }, { plan_time: ['Lutfen Gorev Saati Giriniz!'] }],
    ['a bad date', { plan_date: '21.11.2026' }, { plan_date: ['Lutfen Gorev Tarihi Seciniz'] }],
    ['a zero budget', { mission_price: 0 }, { mission_price: ['Lutfen Gorev Butcesini Seciniz'] }],
    ['an empty description', { other_detail: '   ' }, { other_detail: ['Lutfen Gorev Aciklamasi Giriniz!'] }],
    ['no bar', { baro_id: '' }, { baro_id: ['Lutfen Gorev Ili Seciniz'] }],
  ])('refuses %s', (_label, change, errors) => {
    expect(run(s.createMissionSchema, { ...valid, ...change })).toEqual({ errors });
  });

  it('keeps an out-of-courthouse location', () => {
    const r = run(s.createMissionSchema, {
      ...valid,
      adliye_id: '',
      out_adliye: '1',
      plan_time: '',
      address: { latitude: '41.06', longitude: 28.98, name: 'Çağlayan', address: 'Kağıthane, İstanbul' },
    });
    expect(r).toMatchObject({
      data: { out_adliye: 1, address: { latitude: 41.06, longitude: 28.98, name: 'Çağlayan' } },
    });
    expect((r.data as { plan_time?: string } | undefined)?.plan_time).toBeUndefined();
  });
});

describe('other payloads', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    [
      'apply with answer 0',
      s.confirmMissionSchema,
      { mission_id: '3', message_id: '0', latitude: '41.1', longitude: 29 },
      { data: { mission_id: 3, message_id: 0, latitude: 41.1, longitude: 29 } },
    ],
    [
      'apply without location',
      s.confirmMissionSchema,
      { mission_id: 3, message_id: 1, latitude: '' },
      { data: { mission_id: 3, message_id: 1 } },
    ],
    [
      'apply without answer',
      s.confirmMissionSchema,
      { mission_id: 3 },
      { errors: { message_id: ['Lütfen bir cevap seçiniz.'] } },
    ],
    [
      'selection',
      s.selectUserSchema,
      { mission_id: '3', user_id: '9', order_num: '0', bio: '0' },
      { data: { mission_id: 3, user_id: 9, order_num: 0, bio: 0 } },
    ],
    [
      'rating 5',
      s.newCommentSchema,
      { mission_id: 1, user_id: 2, rating: '5', comment: null },
      { data: { mission_id: 1, user_id: 2, rating: 5, comment: '' } },
    ],
    [
      'rating 0',
      s.newCommentSchema,
      { mission_id: 1, user_id: 2, rating: 0 },
      { errors: { rating: ['Puan 1 ile 5 arasında olmalıdır.'] } },
    ],
    [
      'rating 6',
      s.newCommentSchema,
      { mission_id: 1, user_id: 2, rating: 6 },
      { errors: { rating: ['Puan 1 ile 5 arasında olmalıdır.'] } },
    ],
    [
      'rating missing',
      s.newCommentSchema,
      { mission_id: 1, user_id: 2 },
      { errors: { rating: ['Puan Veriniz!'] } },
    ],
    [
      'cancel without reason',
      s.cancelMissionSchema,
      { mission_id: 1, cancel_text: ' ' },
      { errors: { cancel_text: ['Lütfen iptal sebebini giriniz.'] } },
    ],
    ['page defaults', s.pageQuerySchema, {}, { data: { page: 1, limit: 5 } }],
    ['page 0', s.pageQuerySchema, { page: '0' }, { errors: { page: ['Sayfa numarası geçersiz.'] } }],
    ['limit 50', s.pageQuerySchema, { page: '2', limit: '50' }, { data: { page: 2, limit: 50 } }],
    [
      'limit 51',
      s.pageQuerySchema,
      { limit: 51 },
      { errors: { limit: ['Sayfa boyutu 1 ile 50 arasında olmalıdır.'] } },
    ],
    [
      'short description',
      s.shortDescriptionSchema,
      { description: ' Kısa ' },
      { data: { description: 'Kısa' } },
    ],
    [
      'bar not a number',
      s.baroIdSchema,
      { baro_id: 'İstanbul' },
      { errors: { baro_id: ['Lütfen baro seçiniz!'] } },
    ],
    ['location query', s.locationSearchSchema, { query: ' Çağlayan ' }, { data: { query: 'Çağlayan' } }],
    [
      'empty location query',
      s.locationSearchSchema,
      { query: '' },
      { errors: { query: ['Lütfen aranacak adresi giriniz.'] } },
    ],
    [
      'cancel request',
      s.cancelRequestSchema,
      { mission_id: '4', cancel_text: 'no_show' },
      { data: { mission_id: 4, cancel_text: 'no_show' } },
    ],
    [
      'cancel confirm',
      s.cancelConfirmSchema,
      { action: 'confirm', req_id: '2' },
      { data: { action: 'confirm', req_id: 2 } },
    ],
    [
      'cancel confirm bad action',
      s.cancelConfirmSchema,
      { action: 'sil', req_id: 2 },
      { errors: { action: ['Geçersiz işlem.'] } },
    ],
    ['courthouses as a single value', s.updateAdliyeSchema, { adliye_id: '7' }, { data: { adliye_id: [7] } }],
    [
      'no courthouse',
      s.updateAdliyeSchema,
      { adliye_id: [] },
      { errors: { adliye_id: ['Adliye Seçimi Yapınız'] } },
    ],
    [
      'bar and courthouses',
      s.updateBaroAndAdliyeSchema,
      { baro_id: '34', adliye_id: ['1', 2] },
      { data: { baro_id: 34, adliye_id: [1, 2] } },
    ],
    [
      'bar missing',
      s.updateBaroAndAdliyeSchema,
      { adliye_id: [1] },
      { errors: { baro_id: ['Lütfen baro seçiniz!'] } },
    ],
    [
      'password change',
      s.passwordUpdateSchema,
      { current_password: 'Demo.1234', password: 'Yeni.Sifre9', password_confirmation: 'Yeni.Sifre9' },
      {
        data: {
          current_password: 'Demo.1234',
          password: 'Yeni.Sifre9',
          password_confirmation: 'Yeni.Sifre9',
        },
      },
    ],
    [
      'passwords differ',
      s.passwordUpdateSchema,
      { current_password: 'Demo.1234', password: 'abcd1234', password_confirmation: 'abcd1235' },
      { errors: { password_confirmation: ['Şifreler birbiriyle uyuşmuyor.'] } },
    ],
    [
      'password short',
      s.passwordUpdateSchema,
      { current_password: 'Demo.1234', password: 'abc1234', password_confirmation: 'abc1234' },
      { errors: { password: ['Şifreniz en az 8 karakter olmalıdır.'] } },
    ],
    [
      'password without a digit, current missing',
      s.passwordUpdateSchema,
      { password: 'abcdefgh', password_confirmation: 'abcdefgh' },
      {
        errors: {
          current_password: ['Lütfen mevcut şifrenizi giriniz.'],
          password: ['Şifreniz en az bir harf ve bir rakam içermelidir.'],
        },
      },
    ],
    ['about text', s.aboutTextSchema, { about_text: 'Ceza hukuku' }, { data: { about_text: 'Ceza hukuku' } }],
    [
      'notify flags',
      s.notifySchema,
      { email_notify: '1', sms_notify: 0, call_notify: true },
      { data: { email_notify: 1, sms_notify: 0, call_notify: 1 } },
    ],
    ['invoice', s.invoiceUpdateSchema, { district_id: '812' }, { data: { district_id: 812 } }],
    [
      'complaint',
      s.complaintSchema,
      { title: 'Hata', body: 'Sayfa açılmıyor', category: 'hata-bildirimi' },
      { data: { title: 'Hata', body: 'Sayfa açılmıyor', category: 'hata-bildirimi', is_web: 1 } },
    ],
    [
      'complaint topic',
      s.complaintSchema,
      { title: 'a', body: 'b', category: 'x' },
      { errors: { category: ['Lütfen konu seçiniz.'] } },
    ],
    [
      'dispute',
      s.disputeCreateSchema,
      { mission_id: '3', message: 'Görev yapılmadı' },
      { data: { mission_id: 3, message: 'Görev yapılmadı' } },
    ],
    [
      'dispute message',
      s.disputeMessageSchema,
      { message: '' },
      { errors: { message: ['Lütfen mesajınızı giriniz.'] } },
    ],
    ['excluded categories may be empty', s.notCategoriesUpdateSchema, {}, { data: { category_id: [] } }],
    [
      'specialities',
      s.performanceAddSchema,
      { performance_ids: ['1', '4'] },
      { data: { performance_ids: [1, 4] } },
    ],
    ['default avatar female', s.deleteAvatarSchema, { gender: '2' }, { data: { gender: 2 } }],
    [
      'default avatar 3',
      s.deleteAvatarSchema,
      { gender: 3 },
      { errors: { gender: ['Lütfen varsayılan avatar seçiniz.'] } },
    ],
    ['profile', s.getProfileSchema, { user_id: '7' }, { data: { user_id: 7 } }],
  ])('%s', (_label, schema, input, expected) => {
    expect(run(schema, input)).toEqual(expected);
  });
});

describe('payout request', () => {
  const base = { name: 'Ayşe Yılmaz', bank_name: 'Ziraat', iban: 'tr85 0001 0000 0000 0012 3456 78' };
  const iban = 'TR850001000000000012345678';
  it.each([
    [99.99, { errors: { price: ['En az 100 TL talep edebilirsiniz.'] } }],
    ['100', { data: { ...base, iban, price: 100 } }],
    [150.5, { data: { ...base, iban, price: 150.5 } }],
    [150.555, { errors: { price: ['Tutar en fazla iki ondalık basamak içerebilir.'] } }],
    [2_000_000, { errors: { price: ['Tek seferde en fazla 1000000 TL talep edebilirsiniz.'] } }],
  ])('price %s', (price, expected) => {
    expect(run(payoutRequestSchema, { ...base, price })).toEqual(expected);
  });

  it.each([
    ['DE12', 'Geçerli bir TR IBAN numarası giriniz.'],
    ['TR860001000000000012345678', 'Geçerli bir TR IBAN numarası giriniz.'],
    ['', 'Lütfen IBAN giriniz.'],
  ])('refuses the IBAN %j', (bad, message) => {
    expect(run(payoutRequestSchema, { ...base, iban: bad, price: 150 })).toEqual({
      errors: { iban: [message] },
    });
  });
});

describe('authority document', () => {
  const doc = { name: 'Ayşe Yılmaz', baro_id: '34', tc: '12345678901', sicil: '4521' };
  it.each([
    [doc, { data: { name: 'Ayşe Yılmaz', baro_id: 34, tc: '12345678901', sicil: '4521' } }],
    [
      { ...doc, id: '3', consent: '1' },
      { data: { id: 3, name: 'Ayşe Yılmaz', baro_id: 34, tc: '12345678901', sicil: '4521', consent: 1 } },
    ],
    [{ ...doc, tc: '02345678901' }, { errors: { tc: ['T.C. kimlik numarası 11 haneli olmalıdır.'] } }],
  ])('%j', (input, expected) => {
    expect(run(s.authorityDocumentSchema, input)).toEqual(expected);
  });
});

describe('toFieldErrors', () => {
  it('groups messages by top-level field without repeats', () => {
    const r = s.updateAdliyeSchema.safeParse({ adliye_id: ['x', 'y'] });
    expect(r.success).toBe(false);
    if (!r.success) expect(s.toFieldErrors(r.error)).toEqual({ adliye_id: ['Adliye Seçimi Yapınız'] });
  });

  it('puts form-level issues under "form", in Turkish', () => {
    expect(run(s.missionIdSchema, 'not an object')).toEqual({
      errors: { form: ['İstek içeriği geçersiz.'] },
    });
  });

  it.each<[string, z.ZodType, unknown, Record<string, string[]>]>([
    [
      'a too long comment',
      s.newCommentSchema,
      { mission_id: 1, user_id: 2, rating: 3, comment: 'a'.repeat(2001) },
      { comment: ['En fazla 2000 karakter girebilirsiniz.'] },
    ],
    [
      'a too long reason',
      s.cancelMissionSchema,
      { mission_id: 1, cancel_text: 'a'.repeat(1001) },
      { cancel_text: ['En fazla 1000 karakter girebilirsiniz.'] },
    ],
    [
      'a negative order',
      s.selectUserSchema,
      { mission_id: 1, user_id: 2, order_num: -1 },
      { order_num: ['Sıra numarası geçersiz.'] },
    ],
    [
      'courthouses as an object',
      s.updateAdliyeSchema,
      { adliye_id: { a: 1 } },
      { adliye_id: ['Adliye Seçimi Yapınız'] },
    ],
    [
      'a fractional page',
      s.pageQuerySchema,
      { page: 1.5, limit: 2.5 },
      { page: ['Sayfa numarası geçersiz.'], limit: ['Sayfa boyutu geçersiz.'] },
    ],
  ])('answers %s in Turkish', (_label, schema, input, errors) => {
    expect(run(schema, input)).toEqual({ errors });
  });
});
