import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { DEFAULT_PASSWORD, bearer, signedInUser } from '../helpers/users.ts';
import { png } from '../uploads/fixtures.ts';
import { createUploadsApp, postMultipart } from '../uploads/setup.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createUploadsApp());

describe('contract: settings', () => {
  it('api.settings.updatePassword changes the password and answers a message', async () => {
    const { token } = await signedInUser(ctx.app);
    const body = {
      current_password: DEFAULT_PASSWORD,
      password: 'Yeni.1234a',
      password_confirmation: 'Yeni.1234a',
    };
    const answer = await expectOk(ctx.app, api.settings.updatePassword, { body }, token);
    expect(answer.status).toBe('true');
  });

  it('api.settings.updateEmail sends a code to the new address', async () => {
    const { user, token } = await signedInUser(ctx.app);
    const answer = await expectOk(
      ctx.app,
      api.settings.updateEmail,
      { body: { email: `sozlesme.${user.id}@example.com` } },
      token,
    );
    expect(answer.message).toMatch(/yeni e-posta adresinize/);
  });

  it('api.settings.updateTelephone and api.settings.confirmTelephone move the account to the new number', async () => {
    const { token } = await signedInUser(ctx.app);
    const telephone = '05497654321';
    const sent = await expectOk(ctx.app, api.settings.updateTelephone, { body: { telephone } }, token);
    expect(sent.message).toMatch(/yeni telefon numaranıza/);
    const row = await ctx.app.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', telephone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(row.body)![1]!;
    const done = await expectOk(ctx.app, api.settings.confirmTelephone, { body: { code } }, token);
    expect(done.data.telephone).toBe(telephone);
  });

  it('api.settings.notify answers the stored flags', async () => {
    const { token } = await signedInUser(ctx.app);
    const answer = await expectOk(
      ctx.app,
      api.settings.notify,
      { body: { email_notify: 1, sms_notify: 0, call_notify: 1 } },
      token,
    );
    expect(answer.data).toEqual({ email_notify: 1, sms_notify: 0, call_notify: 1 });
  });

  it('api.settings.missionStatus answers the new state', async () => {
    const { token } = await signedInUser(ctx.app);
    const answer = await expectOk(ctx.app, api.settings.missionStatus, { body: { status: 0 } }, token);
    expect(answer.missionStatus).toBe(0);
  });

  it('api.settings.progress answers a percent and its lines', async () => {
    const { token } = await signedInUser(ctx.app);
    const answer = await expectOk(ctx.app, api.settings.progress, {}, token);
    expect(answer.texts.length).toBeGreaterThan(0);
  });

  it('api.settings.blueTick and api.settings.submitBlueTick: an image waits for an operator', async () => {
    const { token } = await signedInUser(ctx.app);
    expect((await expectOk(ctx.app, api.settings.blueTick, {}, token)).data.state).toBe('none');
    const spec = api.settings.submitBlueTick;
    const res = await postMultipart(
      ctx.app,
      `/api${spec.path}`,
      [{ name: 'verification_image', filename: 'kart.png', contentType: 'image/png', data: await png() }],
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(spec.response.parse(res.json()).data.state).toBe('pending');
    const after = await callEndpoint(ctx.app, api.settings.blueTick, {}, token);
    expect(after.body.data.state).toBe('pending');
  });
});
