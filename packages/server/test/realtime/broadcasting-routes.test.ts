import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastingMessages } from '../../src/realtime/broadcasting-routes.ts';
import { resolveAppSecret } from '../../src/realtime/realtime.ts';
import { channelAuth } from '../../src/realtime/signatures.ts';
import {
  ANADOLU_ADLIYESI_ID,
  ANKARA_BAROSU_ID,
  BAKIRKOY_ADLIYESI_ID,
  CAGLAYAN_ADLIYESI_ID,
  ISTANBUL_BAROSU_ID,
  mainCourthouseId,
} from '../../src/seed/ids.ts';
import { IN_CATEGORY } from '../helpers/missions.ts';
import { signedInUser } from '../helpers/users.ts';
import { type ListeningApp, appKey, appSecret, startApp } from './harness.ts';
import { lawyer, missionOwnedBy } from './fixtures.ts';
import { errorBody } from '../helpers/contract.ts';

const socketId = '1234.5678';

describe('POST /api/broadcasting/auth', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(async () => {
    await server.close();
  });

  const authorize = (headers: Record<string, string>, payload: string | object, form = false) =>
    server.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: {
        ...headers,
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      payload,
    });

  it('signs his own user channel, posted as a form the way pusher-js does', async () => {
    const { user, headers } = await lawyer(server.app);
    const channel = `private-user.${user.id}`;
    const res = await authorize(
      headers,
      new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
      true,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: channelAuth(appKey, appSecret, socketId, channel) });
  });

  it('signs the applicants channel of a task he owns, posted as JSON', async () => {
    const { user, headers } = await lawyer(server.app);
    const missionId = await missionOwnedBy(server.app, user.id);
    const channel = `private-confirm-mission.${missionId}`;
    const res = await authorize(headers, { socket_id: socketId, channel_name: channel });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: channelAuth(appKey, appSecret, socketId, channel) });
  });

  it.each([
    { given: "another lawyer's user channel", channel: (other: number) => `private-user.${other}` },
    { given: 'a public channel', channel: () => 'duyurular' },
    { given: 'a presence channel', channel: (other: number) => `presence-user.${other}` },
    {
      given: 'a user channel written with a leading zero',
      channel: (_o: number, me: number) => `private-user.0${me}`,
    },
  ])('given $given / answers 403 with a Turkish message', async ({ channel }) => {
    const [me, other] = await Promise.all([lawyer(server.app), lawyer(server.app)]);
    const res = await authorize(me.headers, {
      socket_id: socketId,
      channel_name: channel(other.user.id, me.user.id),
    });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res)).toEqual({ message: broadcastingMessages.forbidden });
  });

  it("answers 403 for the applicants channel of someone else's task, and of a task that does not exist", async () => {
    const [me, owner] = await Promise.all([lawyer(server.app), lawyer(server.app)]);
    const missionId = await missionOwnedBy(server.app, owner.user.id);
    for (const id of [missionId, missionId + 1000]) {
      const res = await authorize(me.headers, {
        socket_id: socketId,
        channel_name: `private-confirm-mission.${id}`,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  describe('the new-task channels of courthouses and bars', () => {
    const caglayan = `private-courthouse.${CAGLAYAN_ADLIYESI_ID}`;
    const istanbul = `private-bar.${ISTANBUL_BAROSU_ID}`;

    it('signs the channel of every courthouse he serves and of his bar', async () => {
      const { headers } = await signedInUser(server.app, {
        courthouses: [CAGLAYAN_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID],
      });
      for (const channel of [caglayan, `private-courthouse.${BAKIRKOY_ADLIYESI_ID}`, istanbul]) {
        const res = await authorize(headers, { socket_id: socketId, channel_name: channel });
        expect(res.statusCode, channel).toBe(200);
        expect(res.json()).toEqual({ auth: channelAuth(appKey, appSecret, socketId, channel) });
      }
    });

    // What he chooses for himself changes while he is connected: the app filters by the event.
    it.each([
      { given: 'task-taking switched off', overrides: { mission_status: 0 } },
      { given: 'every category of the task excluded', overrides: { excludedCategories: [IN_CATEGORY] } },
    ])('given $given / still signs them', async ({ overrides }) => {
      const { headers } = await signedInUser(server.app, overrides);
      for (const channel of [caglayan, istanbul]) {
        const res = await authorize(headers, { socket_id: socketId, channel_name: channel });
        expect(res.statusCode, channel).toBe(200);
      }
    });

    const ankaraMain = mainCourthouseId(ANKARA_BAROSU_ID);
    it.each([
      {
        given: 'a lawyer of another bar and its courthouse',
        overrides: { baro_id: ANKARA_BAROSU_ID, courthouses: [ankaraMain] },
        channels: [caglayan, istanbul],
      },
      {
        given: 'a lawyer of the same bar serving other courthouses',
        overrides: { courthouses: [BAKIRKOY_ADLIYESI_ID] },
        channels: [caglayan, `private-courthouse.${ANADOLU_ADLIYESI_ID}`, `private-bar.${ANKARA_BAROSU_ID}`],
      },
      {
        given: 'a banned lawyer serving the courthouse',
        overrides: { ban_message: 'Kurallara aykırı davranış' },
        channels: [caglayan, istanbul],
      },
      {
        given: 'a passive account',
        overrides: { status: 'passive' as const },
        channels: [caglayan, istanbul],
      },
      {
        given: 'an unverified phone',
        overrides: { sms_verified_at: null },
        channels: [caglayan, istanbul],
      },
      {
        given: 'an unverified e-mail',
        overrides: { email_verified_at: null },
        channels: [caglayan, istanbul],
      },
      {
        given: 'a channel name not written exactly',
        overrides: {},
        channels: [
          `private-courthouse.0${CAGLAYAN_ADLIYESI_ID}`,
          `private-bar.0${ISTANBUL_BAROSU_ID}`,
          `private-courthouse.${CAGLAYAN_ADLIYESI_ID}.5`,
          `private-courthouse.+${CAGLAYAN_ADLIYESI_ID}`,
          `private-courthouse.-${CAGLAYAN_ADLIYESI_ID}`,
          `private-courthouses.${CAGLAYAN_ADLIYESI_ID}`,
          `courthouse.${CAGLAYAN_ADLIYESI_ID}`,
          `presence-courthouse.${CAGLAYAN_ADLIYESI_ID}`,
          'private-courthouse.',
          'private-bar.99999999999999999999',
        ],
      },
    ])('given $given / answers 403', async ({ overrides, channels }) => {
      const { headers } = await signedInUser(server.app, overrides);
      for (const channel of channels) {
        const res = await authorize(headers, { socket_id: socketId, channel_name: channel });
        expect(res.statusCode, channel).toBe(403);
        expect(errorBody(res)).toEqual({ message: broadcastingMessages.forbidden });
      }
    });
  });

  it('answers 401 without a token', async () => {
    const res = await authorize({}, { socket_id: socketId, channel_name: 'private-user.1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each([
    { given: 'no socket id', payload: { channel_name: 'private-user.1' } },
    { given: 'a malformed socket id', payload: { socket_id: 'abc', channel_name: 'private-user.1' } },
    { given: 'no channel', payload: { socket_id: socketId } },
  ])('given $given / answers 422, not 500', async ({ payload }) => {
    const { headers } = await lawyer(server.app);
    const res = await authorize(headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Girilen bilgiler geçersiz.' });
  });
});

// Without a host or cluster the config points at the page itself: contract/realtime.test.ts.
describe('GET /api/broadcasting/config', () => {
  it("points at Pusher's hosted service when only a cluster is configured", async () => {
    const server = await startApp({ pusherCluster: 'eu' });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/broadcasting/config' });
      expect(res.json()).toMatchObject({
        cluster: 'eu',
        host: 'ws-eu.pusher.com',
        port: 443,
        forceTLS: true,
      });
    } finally {
      await server.close();
    }
  });
});

describe('the app secret when none is configured', () => {
  it('is generated once, kept in the database and the same on every later start', async () => {
    const server = await startApp({ pusherAppSecret: undefined });
    try {
      const first = await resolveAppSecret(server.app.db, undefined);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(await resolveAppSecret(server.app.db, undefined)).toBe(first);
      expect(await resolveAppSecret(server.app.db, 'ayarlanan')).toBe('ayarlanan');
      // The running app signs with the stored secret.
      const { user, headers } = await lawyer(server.app);
      const channel = `private-user.${user.id}`;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers,
        payload: { socket_id: socketId, channel_name: channel },
      });
      expect(res.json()).toEqual({ auth: channelAuth(appKey, first, socketId, channel) });
    } finally {
      await server.close();
    }
  });
});
