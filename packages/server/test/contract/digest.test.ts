import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();

describe('contract: digest', () => {
  it('api.digest.settings and api.digest.update answer as declared, each lawyer his own', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    await ctx.app.db
      .updateTable('users')
      .set({ email: 'ozet@example.com', email_verified_at: ctx.app.now().toISOString() })
      .where('id', '=', me.user.id)
      .execute();
    expect((await expectOk(ctx.app, api.digest.settings, {}, me.token)).data.enabled).toBe(false);
    const saved = await expectOk(
      ctx.app,
      api.digest.update,
      { body: { enabled: true, time: '08:00' } },
      me.token,
    );
    expect(saved.data).toMatchObject({ enabled: true, time: '08:00' });
    expect((await expectOk(ctx.app, api.digest.settings, {}, me.token)).data).toMatchObject({
      enabled: true,
      time: '08:00',
    });
    expect((await expectOk(ctx.app, api.digest.settings, {}, other.token)).data.enabled).toBe(false);
    expect((await callEndpoint(ctx.app, api.digest.settings, {})).status).toBe(401);
  });
});
