import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAGLAYAN_ADLIYESI_ID } from '../../src/seed/ids.ts';
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

describe('KVKK: "Adliyedeyim"', () => {
  it('exports the courthouse and the times of his presence, never coordinates, and deletion removes it', async () => {
    const me = await signedInUser(ctx.app);
    const said = await ctx.app.inject({
      method: 'POST',
      url: '/api/presence',
      headers: me.headers,
      payload: { adliye_id: CAGLAYAN_ADLIYESI_ID, latitude: 41.0712, longitude: 28.9815 },
    });
    expect(said.statusCode).toBe(200);

    const exported = readExport((await downloadExport(ctx.app, me)).rawPayload);
    expect(exported.data.adliyede).toEqual({
      adliye_id: CAGLAYAN_ADLIYESI_ID,
      adliye_name: 'Çağlayan Adliyesi',
      started_at: '2026-03-10T09:00:00.000Z',
      expires_at: '2026-03-10T17:00:00.000Z',
    });
    expect(JSON.stringify(exported.data.adliyede)).not.toMatch(/41\.07|28\.98/);

    const rows = () =>
      ctx.app.db.selectFrom('presences').select('user_id').where('user_id', '=', me.user.id).execute();
    expect(await rows()).toHaveLength(1);
    expect((await deleteAccount(ctx.app, me, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });
});
