import { passwordMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { passwordResetMessages } from '../../src/services/password-reset.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { DEFAULT_PASSWORD, bearer, createUser, tokenFor } from '../helpers/users.ts';
import { errorBody } from '../helpers/contract.ts';

const ctx = testAppSuite();

let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

const forgot = (telephone: string, ip = freshIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    payload: { telephone },
    remoteAddress: ip,
  });
const reset = (payload: object, ip = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload, remoteAddress: ip });
const login = (telephone: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { telephone, password },
    remoteAddress: freshIp(),
  });

const outboxFor = (recipient: string) =>
  ctx.app.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();

async function latestCode(recipient: string): Promise<string> {
  const [row] = await outboxFor(recipient);
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
}

const newPassword = { password: 'YeniSifre42', password_confirmation: 'YeniSifre42' };

/** Resets the password of `telephone` to the new one with the last code texted to it. */
const resetWithLatestCode = async (telephone: string) =>
  reset({ telephone, code: await latestCode(telephone), ...newPassword });

describe('password reset', () => {
  it('given a known number / texts a code; an unknown number gets the same answer and no SMS', async () => {
    const user = await createUser(ctx.app);
    const known = await forgot(user.telephone);
    const unknown = await forgot('05509998877');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ status: 'true', message: passwordResetMessages.codeSent });
    expect(await outboxFor(user.telephone)).toHaveLength(1);
    expect(await outboxFor('05509998877')).toHaveLength(0);
  });

  it('with the code and a new password / changes it and signs every session out', async () => {
    const user = await createUser(ctx.app);
    const phoneSession = await tokenFor(ctx.app, user);
    const desktopSession = await tokenFor(ctx.app, user);
    await forgot(user.telephone);
    const res = await resetWithLatestCode(user.telephone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'true', message: passwordResetMessages.changed });
    for (const token of [phoneSession, desktopSession]) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/getData',
        headers: bearer(token),
      });
      expect(answer.statusCode).toBe(401);
    }
    expect((await login(user.telephone, DEFAULT_PASSWORD)).statusCode).toBe(422);
    expect((await login(user.telephone, newPassword.password)).statusCode).toBe(200);
  });

  it('given a wrong code / refuses it and keeps the password', async () => {
    const user = await createUser(ctx.app);
    await forgot(user.telephone);
    const right = await latestCode(user.telephone);
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await reset({
      telephone: user.telephone,
      code: wrong,
      ...newPassword,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { code: [expect.stringMatching(/hatalı/)] } });
    expect((await login(user.telephone, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('given a wrong code / a registered number with a live code answers as an unknown number does', async () => {
    const user = await createUser(ctx.app);
    await forgot(user.telephone);
    await forgot('05550001133');
    const right = await latestCode(user.telephone);
    const body = {
      code: right === '000000' ? '111111' : '000000',
      ...newPassword,
    };
    const known = await reset({ ...body, telephone: user.telephone });
    const unknown = await reset({ ...body, telephone: '05550001133' });
    expect(known.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(errorBody(known)).toEqual(errorBody(unknown));
    expect(known.json().message).toBe(passwordResetMessages.refused);
  });

  it('given an unknown number / answers as for a known number without a code', async () => {
    const user = await createUser(ctx.app);
    const payload = { code: '123456', ...newPassword };
    const known = await reset({ ...payload, telephone: user.telephone });
    const unknown = await reset({ ...payload, telephone: '05550001122' });
    expect(known.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(errorBody(unknown)).toEqual(errorBody(known));
  });

  it('a verification code of the phone step does not reset the password', async () => {
    const user = await createUser(ctx.app, { sms_verified_at: null });
    const token = await tokenFor(ctx.app, user);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sms_resend',
      headers: bearer(token),
      payload: { telephone: user.telephone },
    });
    const res = await resetWithLatestCode(user.telephone);
    expect(res.statusCode).toBe(422);
  });

  it.each([
    [{ password: 'kisa1', password_confirmation: 'kisa1' }, 'password', passwordMessages.tooShort],
    [
      { password: 'sadeceharf', password_confirmation: 'sadeceharf' },
      'password',
      passwordMessages.needsLetterAndDigit,
    ],
    [
      { password: 'YeniSifre42', password_confirmation: 'YeniSifre43' },
      'password_confirmation',
      passwordMessages.mismatch,
    ],
  ])('given %j / refuses it under %s', async (passwords, field, message) => {
    const res = await reset({ telephone: '05321234567', code: '123456', ...passwords });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
  });

  it('given a fourth code request for one number in ten minutes / answers 429', async () => {
    const user = await createUser(ctx.app);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot(user.telephone)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Counted for unknown numbers too, so the limit says nothing about who is registered.
    const stranger = [];
    for (let i = 0; i < 4; i += 1) stranger.push((await forgot('05440001122')).statusCode);
    expect(stranger).toEqual([200, 200, 200, 429]);
  });

  it('given eleven code requests from one address / answers the eleventh 429', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await forgot(`0543${String(1_000_000 + i)}`, '198.51.100.7')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('given a sixth reset try for one number in 15 minutes / answers 429 even with the right code', async () => {
    const user = await createUser(ctx.app);
    await forgot(user.telephone);
    const code = await latestCode(user.telephone);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { telephone: user.telephone, ...newPassword };
    for (let i = 0; i < 5; i += 1) expect((await reset({ ...body, code: wrong })).statusCode).toBe(422);
    expect((await reset({ ...body, code })).statusCode).toBe(429);
  });
});
