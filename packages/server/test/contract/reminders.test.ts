import { api, reminderMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();

describe('contract: reminders', () => {
  it('api.reminders.settings and api.reminders.update answer as declared, each lawyer his own', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    expect((await expectOk(ctx.app, api.reminders.settings, {}, me.token)).data).toEqual({ push: 1, sms: 1 });
    const saved = await expectOk(ctx.app, api.reminders.update, { body: { push: 0, sms: 1 } }, me.token);
    expect(saved.data).toEqual({ push: 0, sms: 1 });
    expect((await expectOk(ctx.app, api.reminders.settings, {}, me.token)).data).toEqual({ push: 0, sms: 1 });
    expect((await expectOk(ctx.app, api.reminders.settings, {}, other.token)).data).toEqual({
      push: 1,
      sms: 1,
    });
  });

  it('refuses a bad value with 422, and strangers with 401', async () => {
    const me = await signedInUser(ctx.app);
    const bad = await callEndpoint(
      ctx.app,
      api.reminders.update,
      { body: { push: 1, sms: 5 } as never },
      me.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { sms: [reminderMessages.invalid] } });
    expect((await callEndpoint(ctx.app, api.reminders.settings, {})).status).toBe(401);
    expect((await callEndpoint(ctx.app, api.reminders.update, { body: { push: 0, sms: 0 } })).status).toBe(
      401,
    );
  });
});
