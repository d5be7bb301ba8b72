import { privateChannelName, realtimeEvents } from '@meslektas/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assignApplicant, assignMessages } from '../../src/services/missions/applicants.ts';
import { HttpError } from '../../src/errors.ts';
import {
  DEFAULT_NOW,
  type Lawyer,
  MINUTE,
  OUT_CATEGORY,
  lifecycleSuite,
  selectAssignee,
} from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';

const ctx = lifecycleSuite({ owner: {}, first: { about_text: 'On yıllık ceza avukatıyım.' }, second: {} });

beforeAll(async () => {
  await ctx.app.db
    .insertInto('user_specialities')
    .values({ user_id: ctx.first.user.id, speciality_id: 1, score: 80 })
    .execute();
});
beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
});

async function missionWithApplicants(overrides: Parameters<typeof ctx.insertMission>[1] = {}) {
  const id = await ctx.insertMission(ctx.owner.user, overrides);
  await ctx.insertApplication(id, ctx.first.user, { message_id: 1, latitude: 41.07, longitude: 28.98 });
  await ctx.insertApplication(id, ctx.second.user);
  return id;
}

const getUsers = (who: Lawyer, id: number | string) =>
  ctx.call(who, 'POST', 'application/getUsers', { mission_id: id });
const select = (who: Lawyer, id: number, userId: number) => selectAssignee(ctx.app, who, id, userId);

describe('application/getUsers', () => {
  it('lists the applicants oldest first with answer, distance, bio and nothing selectable before 15:00', async () => {
    const id = await missionWithApplicants({
      out_adliye: 1,
      latitude: 41.0,
      longitude: 28.98,
      category_id: OUT_CATEGORY,
    });
    ctx.clock.advance(14 * MINUTE + 59_000);
    const res = await getUsers(ctx.owner, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [a, b] = body.data.data;
    expect(a).toMatchObject({
      user_id: ctx.first.user.id,
      message: 'Şu an adliyedeyim, görevi hemen yapabilirim.',
      mission_latitude: 41.0,
      distance: 7,
      selectable: false,
      selectAll: false,
      bio: {
        text: 'On yıllık ceza avukatıyım.',
        performances: [{ id: 1, name: 'Ceza Hukuku', percent: 80 }],
      },
    });
    expect(b).toMatchObject({ user_id: ctx.second.user.id, distance: null });
    expect(body.infoText).toEqual(expect.any(String));
  });

  it('makes everyone selectable at 15:00', async () => {
    const id = await missionWithApplicants();
    ctx.clock.advance(15 * MINUTE);
    const body = (await getUsers(ctx.owner, id)).json();
    expect(body.data.data.map((a: { selectable: boolean }) => a.selectable)).toEqual([true, true]);
    expect(body.infoText).toBeNull();
  });

  it('makes the applicants of an urgent task selectable at once and gives its empty text', async () => {
    const id = await missionWithApplicants({ fast: 1 });
    const body = (await getUsers(ctx.owner, id)).json();
    expect(body.data.data[0].selectAll).toBe(true);
    expect(body.mission.fast).toBe(true);
    const empty = await ctx.insertMission(ctx.owner.user, { fast: 1 });
    expect((await getUsers(ctx.owner, empty)).json().noApplicationText).toMatch(
      /Acil görevinize henüz başvuru gelmedi/,
    );
  });

  it('is for the owner only: 403 for a colleague, 404 for an unknown task, 422 for a wrong id', async () => {
    const id = await missionWithApplicants();
    expect((await getUsers(ctx.first, id)).statusCode).toBe(403);
    expect((await getUsers(ctx.owner, 999_999)).statusCode).toBe(404);
    expect((await getUsers(ctx.owner, 'x')).statusCode).toBe(422);
  });

  it('answers 400 once the task is assigned, so the client opens the detail page', async () => {
    const id = await missionWithApplicants({ fast: 1 });
    expect((await select(ctx.owner, id, ctx.first.user.id)).statusCode).toBe(200);
    expect((await getUsers(ctx.owner, id)).statusCode).toBe(400);
  });
});

describe('application/selectUser', () => {
  it('refuses before the window ends and assigns at 15:00, notifying both sides', async () => {
    const id = await missionWithApplicants();
    ctx.clock.advance(14 * MINUTE + 59_000);
    const early = await select(ctx.owner, id, ctx.first.user.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('window_open');
    ctx.clock.advance(1000);
    ctx.broadcaster.events.length = 0;
    const res = await select(ctx.owner, id, ctx.first.user.id);
    expect(res.statusCode).toBe(200);
    const row = await rowOf(ctx.app, 'missions', { id });
    expect(row).toMatchObject({ status: 1, user_id: ctx.first.user.id });
    const updates = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionUpdated);
    expect(updates).toContainEqual({
      channels: [privateChannelName(`user.${ctx.first.user.id}`)],
      event: 'mission-updated',
      data: { missionId: id, missionStatus: 1, change: 'selected' },
    });
    expect(updates).toContainEqual({
      channels: [privateChannelName(`user.${ctx.second.user.id}`)],
      event: 'mission-updated',
      data: { missionId: id, missionStatus: 1, change: 'not_selected' },
    });
    expect(ctx.broadcaster.events.some((e) => e.event === realtimeEvents.archive)).toBe(true);
    const told = ctx.broadcaster.events.find(
      (e) =>
        e.event === realtimeEvents.notification &&
        e.channels.join() === privateChannelName(`user.${ctx.first.user.id}`),
    );
    expect(told?.data).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      data: { type: 'selected', mission_id: id },
    });
    const types = await ctx.app.db
      .selectFrom('notifications')
      .select(['user_id', 'type'])
      .where('data', 'like', `%"mission_id":${id},%`)
      .execute();
    expect(types).toEqual(
      expect.arrayContaining([
        { user_id: ctx.first.user.id, type: 'selected' },
        { user_id: ctx.second.user.id, type: 'not_selected' },
      ]),
    );
  });

  it('assigns exactly one lawyer when two selections race', async () => {
    const id = await missionWithApplicants({ fast: 1 });
    const results = await Promise.all([
      select(ctx.owner, id, ctx.first.user.id),
      select(ctx.owner, id, ctx.second.user.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200);
    expect(winner).toBeDefined();
    const row = await rowOf(ctx.app, 'missions', { id });
    expect([ctx.first.user.id, ctx.second.user.id]).toContain(row.user_id);
    const selected = await ctx.notified('selected', id);
    expect(selected).toEqual([{ user_id: row.user_id }]);
  });

  it('assigns exactly one when both writes start from the same earlier read of the open task', async () => {
    const id = await missionWithApplicants({ fast: 1 });
    // Both requests passed their checks on this snapshot before either wrote.
    const stale = await rowOf(ctx.app, 'missions', { id });
    const { db, deps } = ctx.app;
    const assign = (chosen: Lawyer, other: Lawyer) =>
      assignApplicant(db, deps, stale, ctx.owner.user, chosen.user.id, [other.user.id], ctx.app.now());
    const outcomes = await Promise.allSettled([assign(ctx.first, ctx.second), assign(ctx.second, ctx.first)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(
      refused?.status === 'rejected' && refused.reason instanceof HttpError && refused.reason.statusCode,
    ).toBe(409);
    const selected = await ctx.notified('selected', id);
    expect(selected).toHaveLength(1);
  });

  it('refuses a lawyer who did not apply, a colleague acting as owner, and a second assignment', async () => {
    const id = await missionWithApplicants({ fast: 1 });
    const stranger = await ctx.lawyer();
    const notApplied = await select(ctx.owner, id, stranger.user.id);
    expect(notApplied.statusCode).toBe(422);
    expect(notApplied.json().message).toBe(assignMessages.notApplicant);
    expect((await select(ctx.first, id, ctx.second.user.id)).statusCode).toBe(403);
    expect((await select(ctx.owner, id, ctx.first.user.id)).statusCode).toBe(200);
    const again = await select(ctx.owner, id, ctx.second.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(assignMessages.alreadyAssigned);
  });

  it('refuses an applicant whose account was suspended meanwhile', async () => {
    const id = await missionWithApplicants({ fast: 1 });
    await ctx.app.db
      .updateTable('users')
      .set({ status: 'passive' })
      .where('id', '=', ctx.second.user.id)
      .execute();
    try {
      expect((await select(ctx.owner, id, ctx.second.user.id)).json().error).toBe('applicant_unavailable');
    } finally {
      await ctx.app.db
        .updateTable('users')
        .set({ status: 'active' })
        .where('id', '=', ctx.second.user.id)
        .execute();
    }
  });

  it('validates the payload with 422', async () => {
    const res = await ctx.call(ctx.owner, 'POST', 'application/selectUser', {
      mission_id: 1,
      user_id: 'ali',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('user_id');
  });
});

describe('a lawyer’s name: stored without a title, shown with it (domain’s lawyerDisplayName)', () => {
  it('reads a new member and one stored as “Av. …” alike, to the owner and in the chosen one’s notice, detail and profile', async () => {
    const burak = await ctx.lawyer({ name: 'Burak Şahin' });
    const selin = await ctx.lawyer({ name: 'Selin Aydın' });
    const zeynep = await ctx.lawyer({ name: 'Av. Zeynep Kaya' });
    const id = await ctx.insertMission(burak.user, { fast: 1 });
    await ctx.insertApplication(id, selin.user);
    await ctx.insertApplication(id, zeynep.user);
    const applicants = (await getUsers(burak, id)).json().data.data;
    expect(applicants.map((a: { name: string }) => a.name)).toEqual(['Av. Selin Aydın', 'Av. Zeynep Kaya']);

    ctx.broadcaster.events.length = 0;
    expect((await select(burak, id, selin.user.id)).statusCode).toBe(200);
    const told = ctx.broadcaster.events.find(
      (e) =>
        e.event === realtimeEvents.notification &&
        e.channels.join() === privateChannelName(`user.${selin.user.id}`),
    );
    expect(told?.data).toMatchObject({ data: { message: expect.stringMatching(/^Av\. Burak Şahin sizi/) } });
    const detail = await ctx.call(selin, 'POST', 'mission/getDetail', { mission_id: id });
    expect(detail.json().data).toMatchObject({ ownerName: 'Av. Burak Şahin', userName: 'Av. Selin Aydın' });
    const profile = await ctx.call(selin, 'POST', 'user/getProfile', { user_id: burak.user.id });
    expect(profile.json().data.name).toBe('Av. Burak Şahin');
    // His own record keeps his name, for the forms that take a name (payout holder, documents).
    expect((await ctx.call(burak, 'GET', 'auth/getData')).json().data.name).toBe('Burak Şahin');
  });
});
