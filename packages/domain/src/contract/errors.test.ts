import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type AccountStateCode, accountStateErrorCodes } from '../rules/account-state.ts';
import { accountErrorRoutes, mapApiError } from '../rules/error-mapping.ts';
import { type ApiErrorBody, apiErrorBodySchema } from './envelopes.ts';
import { type ApiErrorCode, apiErrorCodes, isApiErrorCode } from './error-codes.ts';
import { apiErrorCodeSchema } from './errors.ts';

describe('the error codes', () => {
  it('lists each code once', () => {
    expect(new Set(apiErrorCodes).size).toBe(apiErrorCodes.length);
  });

  it('names every code as snake_case', () => {
    expect(apiErrorCodes.filter((code) => !/^[a-z]+(_[a-z]+)*$/.test(code))).toEqual([]);
  });

  it('holds every account-state code the server answers and the client routes on', () => {
    const used = [...Object.values(accountStateErrorCodes), ...Object.keys(accountErrorRoutes)];
    expect(used.filter((code) => !isApiErrorCode(code))).toEqual([]);
    expectTypeOf<AccountStateCode>().toExtend<ApiErrorCode>();
  });

  it.each<[unknown, boolean]>([
    ['sms_not_verify', true],
    ['premium_required', true],
    ['already_commented', true],
    ['forbidden', false],
    ['SMS_NOT_VERIFY', false],
    ['constructor', false],
    ['', false],
    [403, false],
    [null, false],
    [undefined, false],
  ])('%j is a code of the contract: %s', (value, known) => {
    expect(isApiErrorCode(value)).toBe(known);
    expect(apiErrorCodeSchema.safeParse(value).success).toBe(known);
  });
});

describe('the error body', () => {
  it.each<[string, ApiErrorBody]>([
    ['an account state', { message: 'Lütfen telefon numaranızı doğrulayınız.', error: 'sms_not_verify' }],
    [
      'the free tier limit, with where to go',
      {
        message: 'Ücretsiz üyelikte günde en fazla 3 göreve başvurabilirsiniz.',
        error: 'premium_required',
        redirect: '/premium-uyelik',
      },
    ],
    [
      'field errors',
      {
        message: 'Telefon numarası veya şifre hatalı.',
        errors: { password: ['Telefon numarası veya şifre hatalı.'] },
      },
    ],
    ['a validation failure naming no field', { message: 'Girilen bilgiler geçersiz.', errors: {} }],
    [
      'the modal of a courthouse nobody serves',
      {
        message: 'Bu adliyede görev alan avukat bulunmuyor.',
        modalMessage: 'Bu adliyede görev alan avukat bulunmuyor.',
      },
    ],
    [
      'a throttled request',
      { message: 'Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyiniz.' },
    ],
    [
      'a server failure',
      { message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.', requestId: 'req-1f' },
    ],
  ])('describes %s', (_, body) => {
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(z.encode(apiErrorBodySchema, body)).toEqual(body);
  });

  it('keeps only declared fields when the server encodes it', () => {
    const sent = {
      message: 'Görev bulunamadı.',
      error: 'not_party' as const,
      stack: 'Error: …',
      sql: 'select …',
    };
    expect(z.encode(apiErrorBodySchema, sent)).toEqual({ message: 'Görev bulunamadı.', error: 'not_party' });
  });

  it.each<[string, unknown]>([
    ['a code the contract does not know', { message: 'Yetkiniz yok.', error: 'forbidden' }],
    ['no message', { error: 'cancelled' }],
    ['field errors as a plain list', { message: 'Hata', errors: ['Hata'] }],
    ['a redirect that is not a path', { message: 'Hata', redirect: true }],
  ])('refuses %s', (_, body) => {
    expect(apiErrorBodySchema.safeParse(body).success).toBe(false);
    expect(() => z.encode(apiErrorBodySchema as z.ZodType, body)).toThrow();
  });
});

describe('the client maps only codes of the contract', () => {
  it.each<[string, unknown, string | undefined]>([
    ['an account-state code', { message: 'x', error: 'account_passive' }, '/account-passive'],
    ['a code of another rule', { message: 'x', error: 'not_party' }, undefined],
    ['an inherited property name', { message: 'x', error: 'constructor' }, undefined],
    ['a code that is not a string', { message: 'x', error: 403 }, undefined],
  ])('a 403 with %s', (_, body, redirect) => {
    expect(mapApiError({ status: 403, body }).redirect).toBe(redirect);
  });
});
