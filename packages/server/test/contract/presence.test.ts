import { api } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANADOLU_ADLIYESI_ID, CAGLAYAN_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const atCaglayan = { adliye_id: CAGLAYAN_ADLIYESI_ID, latitude: 41.0705, longitude: 28.9815 };

describe('contract: presence', () => {
  it('api.presence.set, api.presence.mine, api.presence.count and api.presence.end answer as declared', async () => {
    const me = await signedInUser(ctx.app);
    expect((await expectOk(ctx.app, api.presence.mine, {}, me.token)).data).toBeNull();
    const before = (
      await expectOk(ctx.app, api.presence.count, { query: { adliye_id: CAGLAYAN_ADLIYESI_ID } }, me.token)
    ).data.count;

    const set = await expectOk(ctx.app, api.presence.set, { body: atCaglayan }, me.token);
    expect(set.data).toMatchObject({ adliye_id: CAGLAYAN_ADLIYESI_ID, adliye_name: 'Çağlayan Adliyesi' });
    expect((await expectOk(ctx.app, api.presence.mine, {}, me.token)).data).toEqual(set.data);
    expect(
      (await expectOk(ctx.app, api.presence.count, { query: { adliye_id: CAGLAYAN_ADLIYESI_ID } }, me.token))
        .data,
    ).toEqual({ adliye_id: CAGLAYAN_ADLIYESI_ID, count: before + 1 });

    const ended = await expectOk(ctx.app, api.presence.end, {}, me.token);
    expect(ended.status).toBe('true');
    expect((await expectOk(ctx.app, api.presence.mine, {}, me.token)).data).toBeNull();
  });

  it('api.presence.set refuses a courthouse he does not serve, and strangers', async () => {
    const elsewhere = await signedInUser(ctx.app, { courthouses: [ANADOLU_ADLIYESI_ID] });
    expect(
      (await callEndpoint(ctx.app, api.presence.set, { body: atCaglayan }, elsewhere.token)).status,
    ).toBe(403);
    expect((await callEndpoint(ctx.app, api.presence.set, { body: atCaglayan })).status).toBe(401);
  });
});
