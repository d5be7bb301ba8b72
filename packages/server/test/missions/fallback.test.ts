import {
  fallbackMessages,
  notificationHref,
  privateChannelName,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAKIRKOY_ADLIYESI_ID, CAGLAYAN_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { NOBODY_APPLIED_CANCEL_TEXT } from '../../src/services/missions/fallback.ts';
import { nobodyAppliedTexts } from '../../src/services/missions/window-end.ts';
import { pushFor } from '../../src/services/push/messages.ts';
import {
  DEFAULT_NOW,
  IN_CATEGORY,
  type Lawyer,
  type LifecycleContext,
  MINUTE,
  call,
  createLifecycleApp,
  createPayload,
  insertApplication,
  insertMission,
  lawyer,
} from '../helpers/missions.ts';

/** Silivri Adliyesi: the same city, about 60 km from Çağlayan (outside the default 30 km). */
const SILIVRI_ADLIYESI_ID = 3407;

let ctx: LifecycleContext;
let owner: Lawyer;

beforeAll(async () => {
  ctx = await createLifecycleApp();
  owner = await lawyer(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
  ctx.broadcaster.events.length = 0;
});

const path = (id: number, choice?: string) => `mission/${id}/fallback${choice ? `/${choice}` : ''}`;

/** A task of the owner at Çağlayan whose window ended with nobody applying. */
async function unanswered(overrides: Parameters<typeof insertMission>[2] = {}) {
  const id = await insertMission(ctx.app, owner.user, overrides);
  ctx.clock.advance(16 * MINUTE);
  return id;
}

const missionRow = (id: number) =>
  ctx.app.db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const fallbacksOf = (id: number) =>
  ctx.app.db.selectFrom('mission_fallbacks').selectAll().where('mission_id', '=', id).execute();
const pendingOf = async (who: Lawyer) =>
  (await call(ctx.app, who, 'GET', 'global/pending')).json().data.data as {
    missionId: number;
    reachDistanceM?: number | null;
    status: { seconds?: number }[];
  }[];

async function runDueDeliveries() {
  ctx.app.deliveries.kick();
  await ctx.app.deliveries.idle();
}

describe('the owner is told when the window ends with nobody applying', () => {
  const noticesOf = (userId: number, missionId: number) =>
    ctx.app.db
      .selectFrom('notifications')
      .select(['type', 'data'])
      .where('user_id', '=', userId)
      .where('type', '=', 'no_applicants')
      .where('data', 'like', `%"mission_id":${missionId},%`)
      .execute();

  it('at the window’s end: a notification, the live event on his channel, and a push', async () => {
    const res = await call(ctx.app, owner, 'POST', 'mission/create', createPayload(ctx.clock.now()));
    const id = res.json().missionId as number;
    ctx.clock.advance(14 * MINUTE);
    await runDueDeliveries();
    expect(await noticesOf(owner.user.id, id)).toEqual([]);

    ctx.broadcaster.events.length = 0;
    ctx.clock.advance(MINUTE);
    await runDueDeliveries();
    const notices = await noticesOf(owner.user.id, id);
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!.data)).toMatchObject({
      title: nobodyAppliedTexts.title,
      message: nobodyAppliedTexts.message('Çağlayan Adliyesi'),
    });
    expect(nobodyAppliedTexts.title).toBe('Görevinize Başvuru Gelmedi');
    const channel = privateChannelName(realtimeChannels.user(owner.user.id));
    const live = ctx.broadcaster.events.filter((e) => e.channels.includes(channel));
    expect(live.map((e) => e.event)).toEqual([realtimeEvents.notification, realtimeEvents.missionUpdated]);
    expect(
      pushFor([owner.user.id], { type: 'no_applicants', missionId: id, title: 't', message: 'm' })?.payload
        .url,
    ).toBe(notificationHref({ type: 'application_received', mission_id: id }));
  });

  it('not when someone applied, nor for an urgent task', async () => {
    const applicant = await lawyer(ctx.app);
    const res = await call(ctx.app, owner, 'POST', 'mission/create', createPayload(ctx.clock.now()));
    const id = res.json().missionId as number;
    ctx.clock.advance(5 * MINUTE);
    await call(ctx.app, applicant, 'POST', 'mission/confirmMission', { mission_id: id, message_id: 0 });
    ctx.clock.advance(11 * MINUTE);
    await runDueDeliveries();
    expect(await noticesOf(owner.user.id, id)).toEqual([]);

    const urgent = await call(
      ctx.app,
      owner,
      'POST',
      'mission/create',
      createPayload(ctx.clock.now(), { fast_mission: 1 }),
    );
    expect(
      await ctx.app.db
        .selectFrom('deliveries')
        .select('id')
        .where('mission_id', '=', urgent.json().missionId as number)
        .where('kind', '=', 'window_ended')
        .execute(),
    ).toEqual([]);
  });

  it('a reopened task: told again at the new window’s end, not at the old one', async () => {
    const res = await call(ctx.app, owner, 'POST', 'mission/create', createPayload(ctx.clock.now()));
    const id = res.json().missionId as number;
    ctx.clock.advance(15 * MINUTE);
    await runDueDeliveries();
    expect(await noticesOf(owner.user.id, id)).toHaveLength(1);
    ctx.clock.advance(2 * MINUTE);
    expect((await call(ctx.app, owner, 'POST', path(id, 'extend'))).statusCode).toBe(200);
    ctx.clock.advance(14 * MINUTE);
    await runDueDeliveries();
    expect(await noticesOf(owner.user.id, id)).toHaveLength(1);
    ctx.clock.advance(MINUTE);
    await runDueDeliveries();
    expect(await noticesOf(owner.user.id, id)).toHaveLength(2);
  });
});

describe('the choices offered', () => {
  it('before the window ends: none; after it: four, the reach and the extensions left', async () => {
    const id = await insertMission(ctx.app, owner.user);
    ctx.clock.advance(10 * MINUTE);
    const early = (await call(ctx.app, owner, 'GET', path(id))).json().data;
    expect(early.due).toBe(false);
    expect(early.choices.every((c: { available: boolean }) => !c.available)).toBe(true);

    ctx.clock.advance(6 * MINUTE);
    const res = await call(ctx.app, owner, 'GET', path(id));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      due: true,
      extensions_left: 2,
      extensions_allowed: 2,
      widen_km: 30,
      widened_km: null,
      price: 750,
      window_ends_at: new Date(DEFAULT_NOW.getTime() + 15 * MINUTE).toISOString(),
    });
    expect(data.choices.map((c: { kind: string; available: boolean }) => [c.kind, c.available])).toEqual([
      ['extend', true],
      ['widen', true],
      ['raise', true],
      ['cancel', true],
    ]);
    const reached = data.reach.map((r: { adliye_id: number }) => r.adliye_id);
    expect(reached).toContain(BAKIRKOY_ADLIYESI_ID);
    expect(reached).not.toContain(SILIVRI_ADLIYESI_ID);
    expect(reached).not.toContain(CAGLAYAN_ADLIYESI_ID);
  });

  it('the budget suggestion: the median of the category there over 90 days, only with enough tasks', async () => {
    const category = 7;
    const id = await insertMission(ctx.app, owner.user, { category_id: category, price: 60_000 });
    const suggestion = async () => (await call(ctx.app, owner, 'GET', path(id))).json().data.suggested_budget;
    const old = new Date(DEFAULT_NOW.getTime() - 91 * 24 * 60 * MINUTE).toISOString();
    await insertMission(ctx.app, owner.user, { category_id: category, price: 900_000, created_at: old });
    for (const price of [50_000, 100_000, 120_000, 80_000])
      await insertMission(ctx.app, owner.user, { category_id: category, price });
    await insertMission(ctx.app, owner.user, {
      category_id: category,
      price: 999_900,
      adliye_id: BAKIRKOY_ADLIYESI_ID,
    });
    ctx.clock.advance(16 * MINUTE);
    expect(await suggestion()).toBeNull();
    ctx.clock.set(DEFAULT_NOW);
    await insertMission(ctx.app, owner.user, { category_id: category, price: 110_000 });
    ctx.clock.advance(16 * MINUTE);
    expect(await suggestion()).toBe(1000);
  });
});

describe('extend', () => {
  it('a fresh 15-minute window, counted; the audience sees it again and may apply; then no more', async () => {
    const colleague = await lawyer(ctx.app);
    const id = await unanswered();
    expect((await pendingOf(colleague)).map((m) => m.missionId)).not.toContain(id);
    const res = await call(ctx.app, owner, 'POST', path(id, 'extend'));
    expect(res.json()).toEqual({ status: 'true', message: fallbackMessages.extended });
    expect(await missionRow(id)).toMatchObject({
      extensions: 1,
      window_started_at: ctx.clock.now().toISOString(),
    });
    expect((await fallbacksOf(id)).map((f) => f.kind)).toEqual(['extend']);
    const row = (await pendingOf(colleague)).find((m) => m.missionId === id);
    expect(row?.status[0]?.seconds).toBe(900);

    ctx.clock.advance(16 * MINUTE);
    expect((await call(ctx.app, owner, 'POST', path(id, 'extend'))).statusCode).toBe(200);
    ctx.clock.advance(16 * MINUTE);
    const third = await call(ctx.app, owner, 'POST', path(id, 'extend'));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      message: fallbackMessages.noExtensionLeft,
      error: 'fallback_unavailable',
    });

    const reopened = await unanswered();
    await call(ctx.app, owner, 'POST', path(reopened, 'extend'));
    ctx.clock.advance(5 * MINUTE);
    const applied = await call(ctx.app, colleague, 'POST', 'mission/confirmMission', {
      mission_id: reopened,
      message_id: 0,
    });
    expect(applied.statusCode).toBe(200);
  });

  it('the audience hears of it live: a mission-created on the courthouse channel', async () => {
    const id = await unanswered();
    await call(ctx.app, owner, 'POST', path(id, 'extend'));
    const created = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionCreated);
    expect(created.map((e) => e.channels)).toEqual([
      [privateChannelName(realtimeChannels.courthouse(CAGLAYAN_ADLIYESI_ID))],
    ]);
  });
});

describe('widen', () => {
  it('reaches the nearby courthouses of the city: their lawyers see it with the distance and may apply', async () => {
    const bakirkoy = await lawyer(ctx.app, { courthouses: [BAKIRKOY_ADLIYESI_ID] });
    const silivri = await lawyer(ctx.app, { courthouses: [SILIVRI_ADLIYESI_ID] });
    const id = await unanswered();
    expect((await pendingOf(bakirkoy)).map((m) => m.missionId)).not.toContain(id);
    const refused = await call(ctx.app, bakirkoy, 'POST', 'mission/confirmMission', {
      mission_id: id,
      message_id: 0,
    });
    expect(refused.statusCode).toBe(403);

    const res = await call(ctx.app, owner, 'POST', path(id, 'widen'));
    expect(res.json()).toEqual({ status: 'true', message: fallbackMessages.widened });
    expect(await missionRow(id)).toMatchObject({ widened_km: 30, extensions: 0 });
    const reach = await ctx.app.db
      .selectFrom('mission_reach')
      .selectAll()
      .where('mission_id', '=', id)
      .execute();
    expect(reach.map((r) => r.adliye_id)).toContain(BAKIRKOY_ADLIYESI_ID);
    expect(reach.every((r) => r.distance_m > 0 && r.distance_m <= 30_000)).toBe(true);
    const live = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionCreated);
    expect(live.flatMap((e) => e.channels)).toContain(
      privateChannelName(realtimeChannels.courthouse(BAKIRKOY_ADLIYESI_ID)),
    );

    const row = (await pendingOf(bakirkoy)).find((m) => m.missionId === id);
    expect(row?.reachDistanceM).toBeGreaterThan(12_000);
    expect(row?.reachDistanceM).toBeLessThan(14_000);
    expect((await pendingOf(silivri)).map((m) => m.missionId)).not.toContain(id);
    const bakirkoyNotices = await ctx.app.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', bakirkoy.user.id)
      .where('type', '=', 'mission_created')
      .execute();
    expect(bakirkoyNotices.length).toBeGreaterThan(0);

    const applied = await call(ctx.app, bakirkoy, 'POST', 'mission/confirmMission', {
      mission_id: id,
      message_id: 0,
    });
    expect(applied.statusCode).toBe(200);
    const far = await call(ctx.app, silivri, 'POST', 'mission/confirmMission', {
      mission_id: id,
      message_id: 0,
    });
    expect(far.statusCode).toBe(403);
  });

  it('tells a lawyer serving both the task’s courthouse and a reached one once, not once per courthouse', async () => {
    const both = await lawyer(ctx.app, { courthouses: [CAGLAYAN_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID] });
    const id = await unanswered();
    await call(ctx.app, owner, 'POST', path(id, 'widen'));
    await ctx.app.deliveries.idle();
    const notices = await ctx.app.db
      .selectFrom('notifications')
      .select('data')
      .where('user_id', '=', both.user.id)
      .where('type', '=', 'mission_created')
      .where('data', 'like', `%"mission_id":${id},%`)
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('once its fresh window ends unapplied, the reached lawyers find it in their not-applied list, with the distance', async () => {
    const bakirkoy = await lawyer(ctx.app, { courthouses: [BAKIRKOY_ADLIYESI_ID] });
    const silivri = await lawyer(ctx.app, { courthouses: [SILIVRI_ADLIYESI_ID] });
    const notAppliedOf = async (who: Lawyer) =>
      (await call(ctx.app, who, 'GET', 'mission/notApplied?limit=50')).json().data as {
        missionId: number;
        reachDistanceM?: number | null;
      }[];
    const id = await unanswered();
    expect((await notAppliedOf(bakirkoy)).map((m) => m.missionId)).not.toContain(id);
    await call(ctx.app, owner, 'POST', path(id, 'widen'));
    // Inside the fresh window it is pending, not yet in the not-applied list.
    expect((await notAppliedOf(bakirkoy)).map((m) => m.missionId)).not.toContain(id);

    ctx.clock.advance(16 * MINUTE);
    const row = (await notAppliedOf(bakirkoy)).find((m) => m.missionId === id);
    expect(row?.reachDistanceM).toBeGreaterThan(12_000);
    expect(row?.reachDistanceM).toBeLessThan(14_000);
    expect((await notAppliedOf(silivri)).map((m) => m.missionId)).not.toContain(id);
    // At its own courthouse the row carries no distance.
    const here = await lawyer(ctx.app, { courthouses: [CAGLAYAN_ADLIYESI_ID] });
    const own = (await notAppliedOf(here)).find((m) => m.missionId === id);
    expect(own).toBeDefined();
    expect(own?.reachDistanceM ?? null).toBeNull();
  });

  it('once only, and not outside a courthouse', async () => {
    const id = await unanswered();
    await call(ctx.app, owner, 'POST', path(id, 'widen'));
    ctx.clock.advance(16 * MINUTE);
    const again = await call(ctx.app, owner, 'POST', path(id, 'widen'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(fallbackMessages.alreadyWidened);

    ctx.clock.set(DEFAULT_NOW);
    const outside = await unanswered({ adliye_id: null, out_adliye: 1, category_id: IN_CATEGORY });
    const res = await call(ctx.app, owner, 'POST', path(outside, 'widen'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(fallbackMessages.noCourthouse);
  });
});

describe('raise the budget', () => {
  it.each([
    [{ mission_price: 700 }, fallbackMessages.priceTooLow],
    [{ mission_price: 'abc' }, fallbackMessages.badPrice],
    [{ mission_price: 800.5 }, fallbackMessages.badPrice],
    [{}, fallbackMessages.badPrice],
    [{ mission_price: 1_000_000 }, fallbackMessages.priceTooHigh],
  ])('refuses %j with 422 and the Turkish field error', async (body, message) => {
    const id = await unanswered();
    const res = await call(ctx.app, owner, 'POST', path(id, 'raise'), body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mission_price).toEqual([message]);
    expect(await fallbacksOf(id)).toEqual([]);
  });

  it('takes a budget not below the current one and reopens the task', async () => {
    const id = await unanswered();
    const res = await call(ctx.app, owner, 'POST', path(id, 'raise'), { mission_price: 1000 });
    expect(res.json()).toEqual({ status: 'true', message: fallbackMessages.raised });
    expect(await missionRow(id)).toMatchObject({
      price: 100_000,
      window_started_at: ctx.clock.now().toISOString(),
    });
    expect((await fallbacksOf(id)).map((f) => [f.kind, JSON.parse(f.detail ?? 'null')])).toEqual([
      ['raise', { from: 75_000, to: 100_000 }],
    ]);
  });
});

describe('cancel', () => {
  it('cancels without reopening, recorded', async () => {
    const id = await unanswered();
    const { created_at } = await missionRow(id);
    const res = await call(ctx.app, owner, 'POST', path(id, 'cancel'));
    expect(res.json()).toEqual({ status: 'true', message: fallbackMessages.cancelled });
    expect(await missionRow(id)).toMatchObject({
      status: 4,
      window_started_at: created_at,
      cancel_text: NOBODY_APPLIED_CANCEL_TEXT,
    });
    expect((await fallbacksOf(id)).map((f) => f.kind)).toEqual(['cancel']);
    const again = await call(ctx.app, owner, 'POST', path(id, 'extend'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('fallback_not_due');
  });
});

describe('who may choose, and when', () => {
  const choices = ['extend', 'widen', 'raise', 'cancel'] as const;
  const body = (c: string) => (c === 'raise' ? { mission_price: 900 } : undefined);

  it('only the owner: another lawyer gets 403 on every call, a missing task 404', async () => {
    const other = await lawyer(ctx.app);
    const id = await unanswered();
    expect((await call(ctx.app, other, 'GET', path(id))).statusCode).toBe(403);
    for (const c of choices) {
      const res = await call(ctx.app, other, 'POST', path(id, c), body(c));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('not_owner');
    }
    expect((await call(ctx.app, owner, 'GET', path(99_999_999))).statusCode).toBe(404);
    expect((await call(ctx.app, null, 'GET', path(id))).statusCode).toBe(401);
    expect((await call(ctx.app, owner, 'POST', 'mission/abc/fallback/extend')).statusCode).toBe(422);
    expect(await fallbacksOf(id)).toEqual([]);
  });

  it.each([
    ['the window still runs', async () => insertMission(ctx.app, owner.user)],
    [
      'someone applied',
      async () => {
        const id = await insertMission(ctx.app, owner.user);
        await insertApplication(ctx.app, id, (await lawyer(ctx.app)).user);
        ctx.clock.advance(16 * MINUTE);
        return id;
      },
    ],
    ['it is urgent', async () => unanswered({ fast: 1 })],
  ])('none while %s (409)', async (_, make) => {
    const id = await make();
    for (const c of choices) {
      const res = await call(ctx.app, owner, 'POST', path(id, c), body(c));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'fallback_not_due', message: fallbackMessages.notDue });
    }
    expect(await fallbacksOf(id)).toEqual([]);
  });

  it('two extends at once: one wins, the other is refused', async () => {
    const id = await unanswered();
    const [a, b] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: `/api/${path(id, 'extend')}`, headers: owner.headers }),
      ctx.app.inject({ method: 'POST', url: `/api/${path(id, 'extend')}`, headers: owner.headers }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await missionRow(id)).extensions).toBe(1);
    expect(await fallbacksOf(id)).toHaveLength(1);
  });
});
