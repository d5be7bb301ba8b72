import {
  tuningSpecs,
  feedbackMessages,
  permissionMessages,
  privateChannelName,
  realtimeEvents,
} from '@meslektas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANADOLU_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { applyMessages } from '../../src/services/missions/apply.ts';
import {
  DEFAULT_NOW,
  IN_CATEGORY,
  type Lawyer,
  MINUTE,
  OUT_CATEGORY,
  lifecycleSuite,
  vipOverrides,
} from '../helpers/missions.ts';
import { findRow } from '../helpers/rows.ts';

/** The free tier's daily limit on a fresh database. */
const FREE_DAILY_APPLICATIONS = tuningSpecs.ucretsiz_gunluk_basvuru.default;

const ctx = lifecycleSuite({ owner: {} });

beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
});

const pendingIds = async (who: Lawyer, path = 'global/pending') => {
  const res = await ctx.call(who, 'GET', path);
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { missionId: number }[]).map((m) => m.missionId);
};

describe('the pending list', () => {
  it('holds open tasks of the courthouses the lawyer serves, with texts, countdown seconds and answers', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user);
    ctx.clock.advance(5 * MINUTE);
    const res = await ctx.call(me, 'GET', 'mission/pending');
    const body = res.json().data;
    expect(body.infoText).toEqual(expect.any(String));
    expect(body.noMissionText).toEqual(expect.any(String));
    const item = body.data.find((m: { missionId: number }) => m.missionId === id);
    expect(item).toMatchObject({
      ownerId: ctx.owner.user.id,
      adliyeName: 'Çağlayan Adliyesi',
      missionPrice: 750,
      status: [
        { text: 'Dakika', colorName: 'danger', seconds: 600, part: 'minutes' },
        { text: 'Saniye', colorName: 'warning', seconds: 600, part: 'seconds' },
      ],
    });
    expect(item.confirm.questions.length).toBeGreaterThan(1);
  });

  it('excludes own tasks, other courthouses and excluded categories; keeps applied ones marked', async () => {
    const me = await ctx.lawyer({ excludedCategories: [OUT_CATEGORY] });
    const own = await ctx.insertMission(me.user);
    const other = await ctx.insertMission(ctx.owner.user, { adliye_id: ANADOLU_ADLIYESI_ID });
    const excluded = await ctx.insertMission(ctx.owner.user, { category_id: OUT_CATEGORY });
    const applied = await ctx.insertMission(ctx.owner.user);
    await ctx.app.db
      .insertInto('applications')
      .values({
        mission_id: applied,
        user_id: me.user.id,
        message_id: 0,
        created_at: DEFAULT_NOW.toISOString(),
      })
      .execute();
    const visible = await ctx.insertMission(ctx.owner.user);
    const res = await ctx.call(me, 'GET', 'global/pending');
    const items = res.json().data.data as { missionId: number; applied: boolean }[];
    const ids = items.map((m) => m.missionId);
    expect(ids).toContain(visible);
    for (const hidden of [own, other, excluded]) expect(ids).not.toContain(hidden);
    // Spec §7.1: the list holds pending or applied tasks; the applied one says so.
    expect(items.find((m) => m.missionId === applied)?.applied).toBe(true);
    expect(items.find((m) => m.missionId === visible)?.applied).toBe(false);
  });

  it('counts down only while the window runs: an urgent task after it has no countdown boxes', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user, { fast: 1 });
    ctx.clock.advance(14 * MINUTE + 30_000);
    const during = (await ctx.call(me, 'GET', 'global/pending')).json().data.data;
    expect(during.find((m: { missionId: number }) => m.missionId === id).status).toEqual([
      { text: 'Dakika', colorName: 'danger', seconds: 30, part: 'minutes' },
      { text: 'Saniye', colorName: 'warning', seconds: 30, part: 'seconds' },
    ]);
    ctx.clock.advance(MINUTE);
    const after = (await ctx.call(me, 'GET', 'global/pending')).json().data.data;
    expect(after.find((m: { missionId: number }) => m.missionId === id).status).toEqual([]);
  });

  it('shows a task without a courthouse to the members of its bar', async () => {
    const me = await ctx.lawyer({ courthouses: [] });
    const id = await ctx.insertMission(ctx.owner.user, {
      adliye_id: null,
      out_adliye: 1,
      baro_id: ISTANBUL_BAROSU_ID,
      category_id: OUT_CATEGORY,
    });
    expect(await pendingIds(me)).toContain(id);
  });

  it('keeps a task at 14:59 after creation and drops it at 15:00', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user);
    ctx.clock.advance(14 * MINUTE + 59_000);
    expect(await pendingIds(me)).toContain(id);
    ctx.clock.advance(1000);
    expect(await pendingIds(me)).not.toContain(id);
  });

  it('keeps an urgent unassigned task after 15 minutes, until it is assigned', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user, { fast: 1 });
    ctx.clock.advance(40 * MINUTE);
    expect(await pendingIds(me)).toContain(id);
    await ctx.app.db
      .updateTable('missions')
      .set({ status: 1, user_id: ctx.owner.user.id })
      .where('id', '=', id)
      .execute();
    expect(await pendingIds(me)).not.toContain(id);
  });

  it('is empty with the closed-status text while task-taking is off', async () => {
    const me = await ctx.lawyer({ mission_status: 0 });
    await ctx.insertMission(ctx.owner.user);
    const body = (await ctx.call(me, 'GET', 'global/pending')).json().data;
    expect(body.data).toEqual([]);
    expect(body.noMissionText).toBe(permissionMessages.missionStatusClosed);
  });

  it('tells a lawyer who serves no courthouse to choose one, instead of promising notifications', async () => {
    const me = await ctx.lawyer();
    await ctx.app.db.deleteFrom('user_courthouses').where('user_id', '=', me.user.id).execute();
    const id = await ctx.insertMission(ctx.owner.user);
    const body = (await ctx.call(me, 'GET', 'global/pending')).json().data;
    expect(body.data.map((m: { missionId: number }) => m.missionId)).not.toContain(id);
    expect(body.noMissionText).toBe(permissionMessages.noCourthouse);
    const served = (await ctx.call(ctx.owner, 'GET', 'global/pending')).json().data;
    expect(served.noMissionText).not.toBe(permissionMessages.noCourthouse);
  });

  it('clearPendingMissionsNotifications marks only the new-task notifications read', async () => {
    const me = await ctx.lawyer();
    const now = DEFAULT_NOW.toISOString();
    await ctx.app.db
      .insertInto('notifications')
      .values([
        { user_id: me.user.id, type: 'mission_created', data: '{}', created_at: now },
        { user_id: me.user.id, type: 'selected', data: '{}', created_at: now },
      ])
      .execute();
    const res = await ctx.call(me, 'GET', 'mission/clearPendingMissionsNotifications');
    expect(res.json()).toEqual({ status: 'true', cleared: 1 });
    const unread = await ctx.app.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', me.user.id)
      .where('read_at', 'is', null)
      .execute();
    expect(unread.map((r) => r.type)).toEqual(['selected']);
  });
});

describe('mission/confirmMission', () => {
  const apply = (who: Lawyer, payload: Record<string, unknown>) =>
    ctx.call(who, 'POST', 'mission/confirmMission', payload);

  it('stores the application, tells the owner and publishes the applicant count', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user);
    ctx.broadcaster.events.length = 0;
    const res = await apply(me, { mission_id: id, message_id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('true');
    const added = ctx.broadcaster.events.find((e) => e.event === realtimeEvents.applicantAdded);
    expect(added).toEqual({
      channels: [privateChannelName(`confirm-mission.${id}`)],
      event: 'applicant-added',
      data: { missionId: id, count: 1 },
    });
    const note = await findRow(
      ctx.app,
      'notifications',
      { user_id: ctx.owner.user.id, type: 'application_received' },
      ['type'],
    );
    expect(note).toBeDefined();
  });

  it('accepts at 14:59 and refuses at 15:00', async () => {
    const early = await ctx.lawyer();
    const late = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user);
    ctx.clock.advance(14 * MINUTE + 59_000);
    expect((await apply(early, { mission_id: id, message_id: 0 })).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const res = await apply(late, { mission_id: id, message_id: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(applyMessages.closed);
  });

  it('accepts an urgent task after 15 minutes while it is unassigned', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user, { fast: 1 });
    ctx.clock.advance(30 * MINUTE);
    expect((await apply(me, { mission_id: id, message_id: 0 })).statusCode).toBe(200);
  });

  it('takes one application per lawyer, even when two arrive at once', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user);
    const results = await Promise.all([
      apply(me, { mission_id: id, message_id: 0 }),
      apply(me, { mission_id: id, message_id: 0 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await apply(me, { mission_id: id, message_id: 0 });
    expect(again.json().message).toBe(applyMessages.alreadyApplied);
  });

  it.each([
    [{ message_id: 99 }, 422],
    [{ message_id: -1 }, 422],
    [{ message_id: 'bir' }, 422],
    [{ mission_id: 'abc' }, 422],
    [{ mission_id: 987654 }, 404],
  ])('given %j answers %i', async (override, status) => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user);
    const res = await apply(me, { mission_id: id, message_id: 0, ...override });
    expect(res.statusCode).toBe(status);
  });

  it('needs the applicant location when the task has coordinates', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user, {
      out_adliye: 1,
      latitude: 41.06,
      longitude: 28.98,
      category_id: OUT_CATEGORY,
    });
    const without = await apply(me, { mission_id: id, message_id: 0 });
    expect(without.statusCode).toBe(422);
    expect(without.json().message).toBe(feedbackMessages.applyNeedsLocation);
    const withLocation = await apply(me, {
      mission_id: id,
      message_id: 0,
      latitude: 41.05,
      longitude: 28.99,
    });
    expect(withLocation.statusCode).toBe(200);
  });

  it('refuses the owner, lawyers of other courthouses and lawyers with task-taking off', async () => {
    const id = await ctx.insertMission(ctx.owner.user);
    expect((await apply(ctx.owner, { mission_id: id, message_id: 0 })).statusCode).toBe(403);
    const other = await ctx.lawyer({ courthouses: [ANADOLU_ADLIYESI_ID] });
    expect((await apply(other, { mission_id: id, message_id: 0 })).json().error).toBe('not_in_audience');
    const off = await ctx.lawyer({ mission_status: 0 });
    expect((await apply(off, { mission_id: id, message_id: 0 })).statusCode).toBe(403);
    const excluding = await ctx.lawyer({ excludedCategories: [IN_CATEGORY] });
    expect((await apply(excluding, { mission_id: id, message_id: 0 })).statusCode).toBe(403);
  });

  it(`limits a free lawyer to ${FREE_DAILY_APPLICATIONS} applications per Istanbul day; Pro has no limit`, async () => {
    const free = await ctx.lawyer();
    const pro = await ctx.lawyer(vipOverrides(DEFAULT_NOW));
    const ids = [];
    for (let i = 0; i <= FREE_DAILY_APPLICATIONS; i += 1) ids.push(await ctx.insertMission(ctx.owner.user));
    for (const id of ids.slice(0, FREE_DAILY_APPLICATIONS)) {
      expect((await apply(free, { mission_id: id, message_id: 0 })).statusCode).toBe(200);
    }
    const over = await apply(free, { mission_id: ids[FREE_DAILY_APPLICATIONS], message_id: 0 });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ error: 'premium_required', redirect: '/premium-uyelik' });
    for (const id of ids) expect((await apply(pro, { mission_id: id, message_id: 0 })).statusCode).toBe(200);
    // 21:00 UTC is midnight in Istanbul: a new day, a new allowance.
    ctx.clock.set(new Date('2026-03-10T21:00:00.000Z'));
    const tomorrow = await ctx.insertMission(ctx.owner.user);
    expect((await apply(free, { mission_id: tomorrow, message_id: 0 })).statusCode).toBe(200);
  });
});
