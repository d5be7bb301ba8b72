import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { latestCode } from '../helpers/registration.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { DEFAULT_PASSWORD, createUser, signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();

describe('contract: accounts', () => {
  it('api.auth.login answers a token and the user record', async () => {
    const user = await createUser(ctx.app);
    const body = await expectOk(ctx.app, api.auth.login, {
      body: { telephone: user.telephone, password: DEFAULT_PASSWORD },
    });
    expect(body.user.id).toBe(user.id);
    expect(body.token.length).toBeGreaterThan(20);
  });

  it('api.auth.login refuses a bad payload with the one 422 shape', async () => {
    const res = await callEndpoint(ctx.app, api.auth.login, {
      body: { telephone: '123', password: '' } as never,
    });
    expect(res.status).toBe(422);
    expect(res.raw).toEqual({
      message: expect.any(String),
      errors: {
        telephone: ['Telefon numarası 5 ile başlayan 10 haneli olmalıdır.'],
        password: ['Lütfen şifrenizi giriniz.'],
      },
    });
  });

  it('api.auth.getData answers the record, and never the password hash', async () => {
    const { user, token } = await signedInUser(ctx.app);
    const res = await callEndpoint(ctx.app, api.auth.getData, {}, token);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
    expect(JSON.stringify(res.raw)).not.toMatch(/password|hash/i);
  });

  it('api.auth.smsResend and api.auth.smsVerify change and verify the phone', async () => {
    const { user, token } = await signedInUser(ctx.app, { sms_verified_at: null });
    const sent = await expectOk(ctx.app, api.auth.smsResend, { body: { telephone: user.telephone } }, token);
    expect(sent.status).toBe('true');
    const code = await latestCode(ctx.app, user.telephone);
    const verified = await expectOk(ctx.app, api.auth.smsVerify, { body: { code } }, token);
    expect(verified.data.smsVerify).toBe(true);
  });

  it('api.auth.emailResend and api.auth.emailVerify verify the e-mail', async () => {
    const { user, token } = await signedInUser(ctx.app, { email_verified_at: null });
    await expectOk(ctx.app, api.auth.emailResend, { body: { email: user.email ?? '' } }, token);
    const code = await latestCode(ctx.app, user.email ?? '');
    const verified = await expectOk(ctx.app, api.auth.emailVerify, { body: { code } }, token);
    expect(verified.data.emailVerify).toBe(true);
  });

  it('api.auth.logout ends the session', async () => {
    const { token } = await signedInUser(ctx.app);
    await expectOk(ctx.app, api.auth.logout, {}, token);
    expect((await callEndpoint(ctx.app, api.auth.getData, {}, token)).status).toBe(401);
  });
});
