import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { channelAuth } from '../../src/realtime/signatures.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { insertMission } from '../helpers/missions.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const appKey = 'sozlesme-anahtari';
const appSecret = 'sozlesme-gizli-0123456789';
const socketId = '4321.8765';

const ctx = testAppSuite({
  config: {
    pusherAppKey: appKey,
    pusherAppSecret: appSecret,
    pusherHost: undefined,
    pusherCluster: undefined,
    redisUrl: undefined,
  },
});

describe('contract: realtime', () => {
  it('api.realtime.config tells Echo to use the page’s own host with the built-in endpoint', async () => {
    const body = await expectOk(ctx.app, api.realtime.config, {});
    expect(body).toEqual({
      key: appKey,
      cluster: 'mt1',
      host: null,
      port: null,
      forceTLS: null,
      authEndpoint: '/api/broadcasting/auth',
    });
  });

  it('api.realtime.auth signs the applicants channel of the lawyer’s own task', async () => {
    const { user, token } = await signedInUser(ctx.app);
    const missionId = await insertMission(ctx.app, user);
    const channel = `private-confirm-mission.${missionId}`;
    const body = await expectOk(
      ctx.app,
      api.realtime.auth,
      { body: { socket_id: socketId, channel_name: channel } },
      token,
    );
    expect(body.auth).toBe(channelAuth(appKey, appSecret, socketId, channel));
  });

  it('api.realtime.auth refuses another lawyer’s channel, and a stranger before reading the body', async () => {
    const [me, other] = await Promise.all([signedInUser(ctx.app), signedInUser(ctx.app)]);
    const res = await callEndpoint(
      ctx.app,
      api.realtime.auth,
      { body: { socket_id: socketId, channel_name: `private-user.${other.user.id}` } },
      me.token,
    );
    expect(res.status).toBe(403);
    const stranger = await callEndpoint(ctx.app, api.realtime.auth, {
      body: { socket_id: 'bozuk', channel_name: '' },
    });
    expect(stranger.status).toBe(401);
  });

  it('api.realtime.auth still reads the form pusher-js posts', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const channel = `private-user.${user.id}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${api.realtime.auth.path}`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(api.realtime.auth.response.parse(res.json()).auth).toBe(
      channelAuth(appKey, appSecret, socketId, channel),
    );
  });
});
