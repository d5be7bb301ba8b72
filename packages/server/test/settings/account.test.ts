import { passwordMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { heldNotice } from '../../src/services/contact-codes.ts';
import { emailChangeMessages } from '../../src/services/settings/email.ts';
import { passwordChangeMessages, passwordChangeRule } from '../../src/services/settings/password.ts';
import { verifyPassword } from '../../src/services/passwords.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { DEFAULT_PASSWORD, bearer, createUser, signedInUser, tokenFor } from '../helpers/users.ts';
import { rowOf } from '../helpers/rows.ts';

const ctx = testAppSuite();

const post = (url: string, headers: Record<string, string>, payload: object, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload, remoteAddress });
const getData = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers: bearer(token) });

const NEW_PASSWORD = 'Yeni.Sifre2026';
const change = (overrides: object = {}) => ({
  current_password: DEFAULT_PASSWORD,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
  ...overrides,
});

async function passwordHashOf(id: number) {
  const row = await rowOf(ctx.app, 'users', { id }, ['password_hash']);
  return row.password_hash;
}

describe('user/update/password', () => {
  it('given the current password / changes it, keeps this session and signs every other one out', async () => {
    const { user, token, headers } = await signedInUser(ctx.app);
    const phone = await tokenFor(ctx.app, user);
    const stranger = await signedInUser(ctx.app);
    const res = await post('user/update/password', headers, change());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'true', message: passwordChangeMessages.changed });
    expect(await verifyPassword(NEW_PASSWORD, await passwordHashOf(user.id))).toBe(true);
    expect((await getData(token)).statusCode).toBe(200);
    expect((await getData(phone)).statusCode).toBe(401);
    expect((await getData(stranger.token)).statusCode).toBe(200);
    const login = await post('auth/login', {}, { telephone: user.telephone, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    const oldLogin = await post('auth/login', {}, { telephone: user.telephone, password: DEFAULT_PASSWORD });
    expect(oldLogin.statusCode).not.toBe(200);
  });

  it('given a wrong current password / answers 422 under current_password and keeps every session', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const phone = await tokenFor(ctx.app, user);
    const before = await passwordHashOf(user.id);
    const res = await post('user/update/password', headers, change({ current_password: 'Yanlis.1234' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [passwordChangeMessages.wrongCurrent] });
    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await getData(phone)).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'kisa1', password_confirmation: 'kisa1' }, { password: [passwordMessages.tooShort] }],
    [
      { password: 'sadeceharf', password_confirmation: 'sadeceharf' },
      { password: [passwordMessages.needsLetterAndDigit] },
    ],
    [{ password_confirmation: 'Baska.1234' }, { password_confirmation: [passwordMessages.mismatch] }],
    [{ current_password: '' }, { current_password: ['Lütfen mevcut şifrenizi giriniz.'] }],
    [
      { password: DEFAULT_PASSWORD, password_confirmation: DEFAULT_PASSWORD },
      { password: [passwordChangeMessages.sameAsCurrent] },
    ],
  ])('given %o / answers 422 with %o and keeps the password', async (overrides, errors) => {
    const { user, headers } = await signedInUser(ctx.app);
    const before = await passwordHashOf(user.id);
    const res = await post('user/update/password', headers, change(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it('given too many attempts / answers 429 in Turkish even with the right password, then lets him in after the window', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    for (let i = 0; i < passwordChangeRule.limit; i += 1) {
      const res = await post('user/update/password', headers, change({ current_password: `Yanlis.${i}000` }));
      expect(res.statusCode).toBe(422);
    }
    const blocked = await post('user/update/password', headers, change());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Çok fazla deneme yaptınız\. Lütfen \d+ dakika sonra/);
    expect(await verifyPassword(DEFAULT_PASSWORD, await passwordHashOf(user.id))).toBe(true);
    ctx.clock.set(new Date(Date.now() + passwordChangeRule.windowMs + 1000));
    try {
      expect((await post('user/update/password', headers, change())).statusCode).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });

  it('without a session / answers 401', async () => {
    expect((await post('user/update/password', {}, change())).statusCode).toBe(401);
  });
});

describe('email', () => {
  async function lastEmail(recipient: string) {
    return ctx.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  it('sends a code to the new address and keeps the old one until the code is confirmed', async () => {
    const { user, token, headers } = await signedInUser(ctx.app);
    const address = `yeni.${user.id}@example.com`;
    const res = await post('user/update/email', headers, { email: `  YENI.${user.id}@Example.com ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'true', message: emailChangeMessages.sent });
    const mail = await lastEmail(address);
    expect(mail?.channel).toBe('email');
    expect(await lastEmail(user.email ?? '')).toBeUndefined();
    expect((await getData(token)).json().data.email).toBe(user.email);

    const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
    const wrong = await post('auth/email_verify', headers, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect((await getData(token)).json().data.email).toBe(user.email);

    const verified = await post('auth/email_verify', headers, { code });
    expect(verified.statusCode).toBe(200);
    const record = (await getData(token)).json().data;
    expect(record.email).toBe(address);
    expect(record.emailVerify).toBe(true);
  });

  it('given his own address / answers 422 and sends nothing', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const res = await post('user/update/email', headers, { email: user.email });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [emailChangeMessages.same] });
    expect(await lastEmail(user.email ?? '')).toBeUndefined();
  });

  it("given another account's address / answers as for a free one, the holder is told, and every try counts", async () => {
    const holders = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.app)));
    const { user, headers } = await signedInUser(ctx.app);
    const free = await post('user/update/email', headers, { email: `bos.${user.id}@example.com` });
    const statuses = [];
    for (const holder of holders) {
      const res = await post('user/update/email', headers, { email: holder.email });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) expect(res.json()).toEqual(free.json());
    }
    // Three code requests per account in ten minutes, the free address's included.
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(await lastEmail(holders[0]!.email ?? '')).toMatchObject({ body: heldNotice.email });
  });

  it('given a malformed address / answers 422 in Turkish', async () => {
    const { headers } = await signedInUser(ctx.app);
    const res = await post('user/update/email', headers, { email: 'avukat@' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toHaveLength(1);
  });

  it('given more than three codes in the window / answers 429', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    for (let i = 1; i <= 3; i += 1) {
      const ok = await post(
        'user/update/email',
        headers,
        { email: `deneme${i}.${user.id}@example.com` },
        '10.9.9.9',
      );
      expect(ok.statusCode).toBe(200);
    }
    const blocked = await post(
      'user/update/email',
      headers,
      { email: `deneme4.${user.id}@example.com` },
      '10.9.9.9',
    );
    expect(blocked.statusCode).toBe(429);
  });
});
