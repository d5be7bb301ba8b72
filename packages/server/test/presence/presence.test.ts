import {
  type PresenceCountEvent,
  presenceMessages,
  presenceRefusalMessages,
  privateChannelName,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANADOLU_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID, CAGLAYAN_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { presenceAnswers } from '../../src/services/presence/presence.ts';
import {
  DEFAULT_NOW,
  type Lawyer,
  type LifecycleContext,
  MINUTE,
  call,
  createLifecycleApp,
  insertApplication,
  insertMission,
  lawyer,
} from '../helpers/missions.ts';

// Çağlayan Adliyesi is at 41.0699, 28.981 in the reference data; a degree of latitude is ~111 km.
const CAGLAYAN = { latitude: 41.0699, longitude: 28.981 };
const northOfCaglayan = (metres: number) => ({
  latitude: CAGLAYAN.latitude + metres / 111_195,
  longitude: CAGLAYAN.longitude,
});
const KARTAL = { latitude: 40.909, longitude: 29.161 };
const HOUR = 60 * MINUTE;

let ctx: LifecycleContext;

beforeAll(async () => {
  ctx = await createLifecycleApp();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
  ctx.broadcaster.events.length = 0;
});

const say = (who: Lawyer, adliyeId: number, at: { latitude: number; longitude: number } = CAGLAYAN) =>
  call(ctx.app, who, 'POST', 'presence', { adliye_id: adliyeId, ...at });
const mine = async (who: Lawyer) => (await call(ctx.app, who, 'GET', 'presence')).json().data;
const countAt = async (who: Lawyer, adliyeId: number) => {
  const res = await call(ctx.app, who, 'GET', `presence/count?adliye_id=${adliyeId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.count as number;
};
const countEvents = () =>
  ctx.broadcaster.events
    .filter((e) => e.event === realtimeEvents.presenceCount)
    .map((e) => ({ channels: e.channels, data: e.data as PresenceCountEvent }));
const channelOf = (adliyeId: number) => privateChannelName(realtimeChannels.courthousePresence(adliyeId));

/** A courthouse's stored coordinates. */
const placeOf = (adliyeId: number) =>
  ctx.app.db
    .selectFrom('courthouses')
    .select(['latitude', 'longitude'])
    .where('id', '=', adliyeId)
    .executeTakeFirstOrThrow();

async function setConstant(name: string, value: string) {
  await ctx.app.db.updateTable('constants').set({ description: value }).where('name', '=', name).execute();
}

describe('"Adliyedeyim"', () => {
  it('places a lawyer within the radius at a courthouse he serves, until the hours constant', async () => {
    const me = await lawyer(ctx.app);
    const res = await say(me, CAGLAYAN_ADLIYESI_ID, northOfCaglayan(900));
    expect(res.statusCode).toBe(200);
    // 12:00 in Istanbul + 8 hours = 20:00, before the day ends.
    expect(res.json()).toEqual({
      status: 'true',
      message: presenceAnswers.set('20:00'),
      data: {
        adliye_id: CAGLAYAN_ADLIYESI_ID,
        adliye_name: 'Çağlayan Adliyesi',
        started_at: DEFAULT_NOW.toISOString(),
        expires_at: '2026-03-10T17:00:00.000Z',
      },
    });
    expect(await mine(me)).toMatchObject({
      adliye_id: CAGLAYAN_ADLIYESI_ID,
      expires_at: '2026-03-10T17:00:00.000Z',
    });
  });

  it('keeps only the courthouse and the times, never the coordinates', async () => {
    const me = await lawyer(ctx.app);
    await say(me, CAGLAYAN_ADLIYESI_ID, northOfCaglayan(300));
    const row = await ctx.app.db
      .selectFrom('presences')
      .selectAll()
      .where('user_id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['adliye_id', 'expires_at', 'started_at', 'user_id']);
    expect(JSON.stringify(row)).not.toContain('41.07');
  });

  it('ends at the Istanbul day’s end when that comes before the hours', async () => {
    const me = await lawyer(ctx.app);
    // 18:00 in Istanbul: 8 hours would run past midnight (21:00 UTC).
    ctx.clock.set(new Date('2026-03-10T15:00:00.000Z'));
    const res = await say(me, CAGLAYAN_ADLIYESI_ID);
    expect(res.json().data.expires_at).toBe('2026-03-10T21:00:00.000Z');
    ctx.clock.set(new Date('2026-03-10T20:59:00.000Z'));
    expect(await mine(me)).not.toBeNull();
    ctx.clock.set(new Date('2026-03-10T21:00:00.000Z'));
    expect(await mine(me)).toBeNull();
  });

  it('reads the radius and the hours from the constants at each call', async () => {
    const me = await lawyer(ctx.app);
    await setConstant('adliyede_yaricap_metre', '500');
    await setConstant('adliyede_azami_saat', '2');
    try {
      const far = await say(me, CAGLAYAN_ADLIYESI_ID, northOfCaglayan(900));
      expect(far.statusCode).toBe(422);
      expect(far.json().message).toBe(presenceRefusalMessages.tooFar(900, 500));
      const near = await say(me, CAGLAYAN_ADLIYESI_ID, northOfCaglayan(400));
      expect(near.json().data.expires_at).toBe('2026-03-10T11:00:00.000Z');
    } finally {
      await setConstant('adliyede_yaricap_metre', '1500');
      await setConstant('adliyede_azami_saat', '8');
    }
  });

  it('refuses him when he is too far, and says how far', async () => {
    const me = await lawyer(ctx.app);
    const res = await say(me, CAGLAYAN_ADLIYESI_ID, KARTAL);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Adliyeye uzaklığınız 2\d,\d km\. .*en fazla 1,5 km/);
    expect(res.json().errors.latitude).toEqual([res.json().message]);
    expect(await mine(me)).toBeNull();
  });

  it('refuses a courthouse he does not serve, wherever he stands (403)', async () => {
    const me = await lawyer(ctx.app, { courthouses: [ANADOLU_ADLIYESI_ID] });
    const res = await say(me, CAGLAYAN_ADLIYESI_ID, CAGLAYAN);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(presenceRefusalMessages.notServed);
    expect(await mine(me)).toBeNull();
    expect(countEvents()).toEqual([]);
  });

  it('refuses a courthouse without coordinates (stored as 0/0)', async () => {
    const me = await lawyer(ctx.app, { courthouses: [BAKIRKOY_ADLIYESI_ID] });
    const place = await placeOf(BAKIRKOY_ADLIYESI_ID);
    await ctx.app.db
      .updateTable('courthouses')
      .set({ latitude: 0, longitude: 0 })
      .where('id', '=', BAKIRKOY_ADLIYESI_ID)
      .execute();
    try {
      const res = await say(me, BAKIRKOY_ADLIYESI_ID, { latitude: 0, longitude: 0 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.adliye_id).toEqual([presenceRefusalMessages.noCoordinates]);
    } finally {
      await ctx.app.db.updateTable('courthouses').set(place).where('id', '=', BAKIRKOY_ADLIYESI_ID).execute();
    }
  });

  it.each([
    [{ adliye_id: CAGLAYAN_ADLIYESI_ID }, 'latitude', presenceMessages.noLocation],
    [
      { adliye_id: CAGLAYAN_ADLIYESI_ID, latitude: 'kuzey', longitude: 28.9 },
      'latitude',
      presenceMessages.noLocation,
    ],
    [
      { adliye_id: CAGLAYAN_ADLIYESI_ID, latitude: 95, longitude: 28.9 },
      'latitude',
      presenceMessages.noLocation,
    ],
    [{ latitude: 41, longitude: 28.9 }, 'adliye_id', presenceMessages.noCourthouse],
    [{ adliye_id: 999_999, latitude: 41, longitude: 28.9 }, 'adliye_id', presenceMessages.noCourthouse],
  ])('answers bad input %j with a Turkish field error', async (body, field, message) => {
    const me = await lawyer(ctx.app);
    const res = await call(ctx.app, me, 'POST', 'presence', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('is for signed-in lawyers only', async () => {
    for (const [method, url] of [
      ['GET', 'presence'],
      ['POST', 'presence'],
      ['DELETE', 'presence'],
      ['GET', `presence/count?adliye_id=${CAGLAYAN_ADLIYESI_ID}`],
    ] as const) {
      expect((await call(ctx.app, null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(
        401,
      );
    }
  });

  it('turns off, and an expired presence reads as absent', async () => {
    const me = await lawyer(ctx.app);
    await say(me, CAGLAYAN_ADLIYESI_ID);
    const off = await call(ctx.app, me, 'DELETE', 'presence');
    expect(off.json()).toEqual({ status: 'true', message: presenceAnswers.ended });
    expect(await mine(me)).toBeNull();

    await say(me, CAGLAYAN_ADLIYESI_ID);
    ctx.clock.advance(8 * HOUR);
    expect(await mine(me)).toBeNull();
  });
});

describe('the live count per courthouse', () => {
  it('counts the lawyers present now, and sends one event per change on the courthouse’s presence channel', async () => {
    const viewer = await lawyer(ctx.app, { courthouses: [ANADOLU_ADLIYESI_ID] });
    const base = await countAt(viewer, CAGLAYAN_ADLIYESI_ID);
    const a = await lawyer(ctx.app);
    const b = await lawyer(ctx.app, { courthouses: [CAGLAYAN_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID] });

    await say(a, CAGLAYAN_ADLIYESI_ID);
    await say(b, CAGLAYAN_ADLIYESI_ID);
    expect(await countAt(viewer, CAGLAYAN_ADLIYESI_ID)).toBe(base + 2);
    expect(countEvents()).toEqual([
      {
        channels: [channelOf(CAGLAYAN_ADLIYESI_ID)],
        data: { adliyeId: CAGLAYAN_ADLIYESI_ID, count: base + 1 },
      },
      {
        channels: [channelOf(CAGLAYAN_ADLIYESI_ID)],
        data: { adliyeId: CAGLAYAN_ADLIYESI_ID, count: base + 2 },
      },
    ]);

    // Saying it again at the same courthouse renews it without changing the count: no event.
    ctx.broadcaster.events.length = 0;
    await say(a, CAGLAYAN_ADLIYESI_ID);
    expect(countEvents()).toEqual([]);

    // Moving to another courthouse changes two counts: one event each.
    const bakirkoy = await placeOf(BAKIRKOY_ADLIYESI_ID);
    await say(b, BAKIRKOY_ADLIYESI_ID, bakirkoy);
    expect(countEvents()).toEqual([
      {
        channels: [channelOf(CAGLAYAN_ADLIYESI_ID)],
        data: { adliyeId: CAGLAYAN_ADLIYESI_ID, count: base + 1 },
      },
      {
        channels: [channelOf(BAKIRKOY_ADLIYESI_ID)],
        data: expect.objectContaining({ adliyeId: BAKIRKOY_ADLIYESI_ID }),
      },
    ]);

    ctx.broadcaster.events.length = 0;
    await call(ctx.app, a, 'DELETE', 'presence');
    expect(countEvents()).toEqual([
      { channels: [channelOf(CAGLAYAN_ADLIYESI_ID)], data: { adliyeId: CAGLAYAN_ADLIYESI_ID, count: base } },
    ]);
    // Turning off again changes nothing: no event.
    ctx.broadcaster.events.length = 0;
    await call(ctx.app, a, 'DELETE', 'presence');
    expect(countEvents()).toEqual([]);
  });

  it('leaves expired presences out of the count', async () => {
    const viewer = await lawyer(ctx.app);
    const a = await lawyer(ctx.app, { courthouses: [ANADOLU_ADLIYESI_ID] });
    expect(await countAt(viewer, ANADOLU_ADLIYESI_ID)).toBe(0);
    await say(a, ANADOLU_ADLIYESI_ID, KARTAL);
    expect(await countAt(viewer, ANADOLU_ADLIYESI_ID)).toBe(1);
    ctx.clock.advance(8 * HOUR - MINUTE);
    expect(await countAt(viewer, ANADOLU_ADLIYESI_ID)).toBe(1);
    ctx.clock.advance(MINUTE);
    expect(await countAt(viewer, ANADOLU_ADLIYESI_ID)).toBe(0);
  });

  it('answers an unknown courthouse with a field error', async () => {
    const viewer = await lawyer(ctx.app);
    const res = await call(ctx.app, viewer, 'GET', 'presence/count?adliye_id=999999');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.adliye_id).toEqual([presenceMessages.noCourthouse]);
  });
});

describe('the owner sees "Adliyede" on his applicants', () => {
  it('flags the applicants present at the task’s courthouse now, and only them', async () => {
    const owner = await lawyer(ctx.app, { courthouses: [ANADOLU_ADLIYESI_ID] });
    const here = await lawyer(ctx.app);
    const elsewhere = await lawyer(ctx.app, { courthouses: [CAGLAYAN_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID] });
    const absent = await lawyer(ctx.app);
    const missionId = await insertMission(ctx.app, owner.user);
    for (const who of [here, elsewhere, absent]) await insertApplication(ctx.app, missionId, who.user);
    await say(here, CAGLAYAN_ADLIYESI_ID);
    const bakirkoy = await placeOf(BAKIRKOY_ADLIYESI_ID);
    await say(elsewhere, BAKIRKOY_ADLIYESI_ID, bakirkoy);

    const flags = async () => {
      const res = await call(ctx.app, owner, 'POST', 'application/getUsers', { mission_id: missionId });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(
        (res.json().data.data as { user_id: number; present: boolean }[]).map((a) => [a.user_id, a.present]),
      );
    };
    expect(await flags()).toEqual({
      [here.user.id]: true,
      [elsewhere.user.id]: false,
      [absent.user.id]: false,
    });
    ctx.clock.advance(8 * HOUR);
    expect((await flags())[here.user.id]).toBe(false);
  });
});

describe('who may hear a courthouse’s count', () => {
  const authorize = (who: Lawyer, adliyeId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: who.headers,
      payload: { socket_id: '1234.5678', channel_name: channelOf(adliyeId) },
    });

  it('any active lawyer, also one who does not serve it (he may create a task there)', async () => {
    const owner = await lawyer(ctx.app, { courthouses: [ANADOLU_ADLIYESI_ID] });
    const res = await authorize(owner, CAGLAYAN_ADLIYESI_ID);
    expect(res.statusCode).toBe(200);
    expect(res.json().auth).toEqual(expect.any(String));
  });

  it('not an account that is not active', async () => {
    const passive = await lawyer(ctx.app, { status: 'passive' });
    expect((await authorize(passive, CAGLAYAN_ADLIYESI_ID)).statusCode).toBe(403);
  });
});
