import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, signedInUser } from '../helpers/users.ts';
import { deleteAccount, downloadExport, readExport } from '../kvkk/setup.ts';
import { type UploadsContext, createUploadsApp } from '../uploads/setup.ts';

let ctx: UploadsContext;
beforeAll(async () => {
  ctx = await createUploadsApp();
  ctx.clock.set('2026-03-10T09:00:00Z');
});
afterAll(async () => {
  await ctx.close();
});

describe('KVKK: the daily digest', () => {
  it('exports his choice, and deletion turns it off and drops his digests', async () => {
    const me = await signedInUser(ctx.app);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/digest',
      headers: me.headers,
      payload: { enabled: true, time: '08:30' },
    });
    expect(saved.statusCode).toBe(200);

    const exported = readExport((await downloadExport(ctx.app, me)).rawPayload);
    expect(exported.data.ayarlar).toMatchObject({ digest_enabled: 1, digest_time: '08:30' });

    const digests = () =>
      ctx.app.db.selectFrom('deliveries').select('id').where('user_id', '=', me.user.id).execute();
    expect(await digests()).toHaveLength(1);
    expect((await deleteAccount(ctx.app, me, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect(await digests()).toEqual([]);
    const row = await ctx.app.db
      .selectFrom('users')
      .select(['digest_enabled', 'digest_time'])
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ digest_enabled: 0, digest_time: null });
  });
});
