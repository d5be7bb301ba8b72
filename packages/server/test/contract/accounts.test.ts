import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { latestCode } from '../helpers/registration.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';

const ctx = testAppSuite();

const form = {
  name: 'Zeynep',
  surname: 'Kaya',
  tc: '10000000146',
  baro_id: 34,
  sicil: '56789',
  telephone: '05339998877',
  email: 'zeynep.kaya@example.com',
  password: 'Guvenli123',
  password_confirmation: 'Guvenli123',
  kvkk: true as const,
  terms: true as const,
};

describe('contract: registration and password reset', () => {
  it('api.auth.registerBars lists the bars for the public form', async () => {
    const body = await expectOk(ctx.app, api.auth.registerBars, {});
    expect(body.data).toContainEqual({ baro_id: 34, name: 'İstanbul Barosu' });
  });

  it('api.auth.register answers a token and a passive, unverified record', async () => {
    const body = await expectOk(ctx.app, api.auth.register, { body: form });
    expect(body.user).toMatchObject({ smsVerify: false, emailVerify: false, status: false, baroId: 34 });
    expect(body.token.length).toBeGreaterThan(20);
  });

  it('api.auth.register refuses a bad payload with the one 422 shape', async () => {
    const res = await callEndpoint(ctx.app, api.auth.register, {
      body: { ...form, tc: '12345678901', kvkk: false } as never,
    });
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({
      errors: {
        tc: ['Geçerli bir T.C. kimlik numarası giriniz.'],
        kvkk: ['KVKK Aydınlatma Metnini Onaylayınız!'],
      },
    });
  });

  it('api.auth.forgotPassword and api.auth.resetPassword change the password', async () => {
    const user = await createUser(ctx.app);
    const sent = await expectOk(ctx.app, api.auth.forgotPassword, { body: { telephone: user.telephone } });
    expect(sent.status).toBe('true');
    const code = await latestCode(ctx.app, user.telephone);
    const done = await expectOk(ctx.app, api.auth.resetPassword, {
      body: { telephone: user.telephone, code, password: 'YeniSifre9', password_confirmation: 'YeniSifre9' },
    });
    expect(done.message).toBe('Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.');
  });
});
