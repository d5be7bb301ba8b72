import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../rules/password-strength.ts';
import { tcKimlikMessages } from '../rules/tc-kimlik.ts';
import { registerMessages, registerSchema, resetPasswordSchema } from './account-requests.ts';

const valid = {
  name: 'Ayşe',
  surname: 'Yıldırım',
  tc: '10000000146',
  baro_id: '34',
  sicil: '12345',
  telephone: '(532) 111 22 33',
  email: 'ayse@example.com',
  password: 'güvenli123',
  password_confirmation: 'güvenli123',
  kvkk: true,
  terms: 'on',
};

const fieldErrors = (input: unknown) => {
  const parsed = registerSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registration request', () => {
  it('given a complete form / canonical telephone, numeric bar, consents true', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed).toMatchObject({ telephone: '05321112233', baro_id: 34, kvkk: true, terms: true });
    expect(parsed.ref).toBeUndefined();
  });

  it.each([
    [{ tc: '10000000145' }, 'tc', tcKimlikMessages.invalid],
    [{ tc: '' }, 'tc', tcKimlikMessages.required],
    [
      { password: 'abcdefgh', password_confirmation: 'abcdefgh' },
      'password',
      passwordMessages.needsLetterAndDigit,
    ],
    [{ password_confirmation: 'baska1234' }, 'password_confirmation', passwordMessages.mismatch],
    [{ kvkk: false }, 'kvkk', registerMessages.kvkk],
    [{ terms: undefined }, 'terms', registerMessages.terms],
    [{ name: '  ' }, 'name', registerMessages.name],
    [{ baro_id: '' }, 'baro_id', registerMessages.bar],
  ])('given %j / %s says %s', (change, field, message) => {
    expect(fieldErrors({ ...valid, ...change })[field]).toBe(message);
  });

  it('given an empty referral code / treats it as none', () => {
    expect(registerSchema.parse({ ...valid, ref: ' ' }).ref).toBeUndefined();
  });

  it('given a numeric referral code / takes it as the same code in text', () => {
    expect(registerSchema.parse({ ...valid, ref: 123456 }).ref).toBe('123456');
  });

  it.each([
    ['an object', { code: 1 }],
    ['a list', ['x']],
    ['an over-long code', 'x'.repeat(65)],
  ])('given %s as the referral code / refuses it in Turkish', (_label, ref) => {
    const parsed = registerSchema.safeParse({ ...valid, ref });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ref', registerMessages.referral],
    ]);
  });
});

describe('password reset request', () => {
  it('needs the code and a matching strong password', () => {
    const parsed = resetPasswordSchema.safeParse({
      telephone: '05321112233',
      code: '12345',
      password: 'kisa1',
      password_confirmation: 'kisa1',
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['code', 'password']));
  });
});
