import {
  type CreateMissionDraft,
  MissionStatus,
  type MissionStatusCode,
  api,
  createTaskMessages,
} from '@meslektas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANADOLU_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { DEFAULT_NOW, MINUTE, createPayload, lifecycleSuite } from '../helpers/missions.ts';
import { rowOf, rowsOf } from '../helpers/rows.ts';

const ctx = lifecycleSuite({ owner: {}, worker: { tc: '12345678901', sicil: '45678' } });
const draft = (overrides: Record<string, unknown> = {}) =>
  createPayload(ctx.app.now(), overrides) as CreateMissionDraft;
const minutesAgo = (minutes: number) => new Date(ctx.app.now().getTime() - minutes * MINUTE).toISOString();

beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
});

/** A task of the owner, assigned to the worker (who applied) some time ago. */
async function assignedTask(status: MissionStatusCode = MissionStatus.assigned): Promise<number> {
  const id = await ctx.insertMission(ctx.owner.user, {
    created_at: minutesAgo(60),
    status,
    user_id: ctx.worker.user.id,
    assigned_at: minutesAgo(30),
  });
  await ctx.insertApplication(id, ctx.worker.user, { created_at: minutesAgo(55) });
  return id;
}

describe('contract: creating a task', () => {
  it('api.missions.create stores a valid task and answers its id', async () => {
    const body = await expectOk(ctx.app, api.missions.create, { body: draft() }, ctx.owner.token);
    if (body.status !== 'true') throw new Error(`refused: ${JSON.stringify(body.messages)}`);
    expect(body.data).toEqual({ missionId: body.missionId, id: body.missionId });
    const row = await rowOf(ctx.app, 'missions', { id: body.missionId }, ['owner_id', 'price']);
    expect(row).toEqual({ owner_id: ctx.owner.user.id, price: 75_000 });
  });

  it('api.missions.create answers an invalid task with status false and the first failing check', async () => {
    const body = await expectOk(
      ctx.app,
      api.missions.create,
      { body: draft({ plan_date: '', other_detail: '' }) },
      ctx.owner.token,
    );
    expect(body).toEqual({ status: 'false', messages: { plan_date: [createTaskMessages.noDate] } });
  });

  it('api.missions.create answers a field of an impossible kind with the 422 shape', async () => {
    const res = await callEndpoint(
      ctx.app,
      api.missions.create,
      { body: { ...draft(), category_id: 'Keşif' } as unknown as CreateMissionDraft },
      ctx.owner.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toEqual({
      message: expect.any(String),
      errors: { category_id: [createTaskMessages.noCategory] },
    });
  });

  it('api.missions.checkAdliyeUsers counts who would receive a task, and explains when nobody would', async () => {
    const there = await ctx.lawyer({ courthouses: [ANADOLU_ADLIYESI_ID] });
    const body = await expectOk(
      ctx.app,
      api.missions.checkAdliyeUsers,
      { params: { adliyeId: ANADOLU_ADLIYESI_ID } },
      ctx.owner.token,
    );
    expect(body).toEqual({ status: 'true', count: 1 });
    // Nobody else serves Anadolu: the only lawyer there does not count for his own task.
    const res = await callEndpoint(
      ctx.app,
      api.missions.checkAdliyeUsers,
      { params: { adliyeId: ANADOLU_ADLIYESI_ID } },
      there.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({
      modalMessage: expect.stringMatching(/görev alan meslektaşımız bulunmuyor/),
    });
  });
});

describe('contract: the pending list and applying', () => {
  it('api.missions.pending and api.missions.pendingAlias answer the same open tasks with the texts', async () => {
    const id = await ctx.insertMission(ctx.owner.user, { created_at: minutesAgo(5) });
    const pending = await expectOk(ctx.app, api.missions.pending, {}, ctx.worker.token);
    expect(pending.data.infoText).toEqual(expect.any(String));
    const row = pending.data.data.find((m) => m.missionId === id);
    expect(row).toMatchObject({ ownerId: ctx.owner.user.id, missionStatus: MissionStatus.open });
    expect(row?.status.map((s) => s.part)).toEqual(['minutes', 'seconds']);
    expect(row?.confirm.questions.length).toBeGreaterThan(0);
    const alias = await expectOk(ctx.app, api.missions.pendingAlias, {}, ctx.worker.token);
    expect(alias).toEqual(pending);
    // The owner is not offered his own task.
    const own = await expectOk(ctx.app, api.missions.pending, {}, ctx.owner.token);
    expect(own.data.data.map((m) => m.missionId)).not.toContain(id);
  });

  it('api.missions.clearPendingNotifications marks the new-task notifications read', async () => {
    const reader = await ctx.lawyer();
    await expectOk(ctx.app, api.missions.create, { body: draft() }, ctx.owner.token);
    await expectOk(ctx.app, api.missions.create, { body: draft() }, ctx.owner.token);
    const first = await expectOk(ctx.app, api.missions.clearPendingNotifications, {}, reader.token);
    expect(first).toEqual({ status: 'true', cleared: 2 });
    const again = await expectOk(ctx.app, api.missions.clearPendingNotifications, {}, reader.token);
    expect(again.cleared).toBe(0);
  });

  it('api.missions.confirm applies once; a second application is a 409', async () => {
    const applicant = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user, { created_at: minutesAgo(5) });
    const body = { mission_id: id, message_id: 0 };
    const answer = await expectOk(ctx.app, api.missions.confirm, { body }, applicant.token);
    expect(answer).toEqual({ status: 'true', message: expect.any(String) });
    const stored = await rowsOf(ctx.app, 'applications', { mission_id: id }, ['user_id']);
    expect(stored).toEqual([{ user_id: applicant.user.id }]);
    const again = await callEndpoint(ctx.app, api.missions.confirm, { body }, applicant.token);
    expect(again.status).toBe(409);
    expect(again.raw).toMatchObject({ error: 'already_applied' });
  });
});

describe('contract: choosing among the applicants', () => {
  it('api.missions.applicants lists them oldest first, not selectable while the window runs', async () => {
    const late = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user, { created_at: minutesAgo(10) });
    await ctx.insertApplication(id, ctx.worker.user, { created_at: minutesAgo(8) });
    await ctx.insertApplication(id, late.user, { created_at: minutesAgo(2), message_id: 1 });
    const body = await expectOk(
      ctx.app,
      api.missions.applicants,
      { body: { mission_id: id } },
      ctx.owner.token,
    );
    expect(body.data.data.map((a) => a.user_id)).toEqual([ctx.worker.user.id, late.user.id]);
    expect(body.data.data[0]).toMatchObject({ owner: true, selectable: false, selectAll: false });
    expect(body.data.data[1]?.message).not.toBe(body.data.data[0]?.message);
    expect(body.mission).toEqual({ id, fast: false, latitude: null, longitude: null });
    expect(body.infoText).toEqual(expect.any(String));
    expect(body.noApplicationText).toEqual(expect.any(String));
  });

  it('api.missions.selectUser assigns the chosen applicant once the window has closed', async () => {
    const id = await ctx.insertMission(ctx.owner.user, { created_at: minutesAgo(20) });
    await ctx.insertApplication(id, ctx.worker.user, { created_at: minutesAgo(18) });
    const listed = await expectOk(
      ctx.app,
      api.missions.applicants,
      { body: { mission_id: id } },
      ctx.owner.token,
    );
    expect(listed.infoText).toBeNull();
    expect(listed.data.data[0]?.selectable).toBe(true);
    const body = await expectOk(
      ctx.app,
      api.missions.selectUser,
      { body: { mission_id: id, user_id: ctx.worker.user.id, order_num: 0, bio: 0 } },
      ctx.owner.token,
    );
    expect(body).toEqual({ status: 'true', message: expect.any(String), data: { missionId: id } });
    const row = await rowOf(ctx.app, 'missions', { id }, ['status', 'user_id']);
    expect(row).toEqual({ status: MissionStatus.assigned, user_id: ctx.worker.user.id });
  });
});

describe('contract: the detail page and its actions', () => {
  it('api.missions.detail shows the owner the assignee with contact details', async () => {
    const id = await assignedTask();
    const body = await expectOk(ctx.app, api.missions.detail, { body: { mission_id: id } }, ctx.owner.token);
    expect(body.data).toMatchObject({
      missionId: id,
      missionStatus: MissionStatus.assigned,
      userId: ctx.worker.user.id,
      userName: ctx.worker.user.name,
      telNo: ctx.worker.user.telephone,
      muhatap: { id: ctx.worker.user.id, yetkibelgesi: true },
    });
    expect(body.data.wpMessage).toMatch(/^https:\/\/wa\.me\/9\d+\?text=/);
  });

  it('api.missions.authorityDocument shows the owner the assignee’s document', async () => {
    await assignedTask();
    const body = await expectOk(
      ctx.app,
      api.missions.authorityDocument,
      { params: { id: ctx.worker.user.id } },
      ctx.owner.token,
    );
    expect(body.data).toMatchObject({
      id: ctx.worker.user.id,
      name: ctx.worker.user.name,
      tc: '12345678901',
      sicil: '45678',
      existsBelge: true,
      changableTc: false,
    });
    expect(body.data.baroName).toEqual(expect.any(String));
  });

  it('api.missions.markAsCompleted completes an assigned task', async () => {
    const id = await assignedTask();
    const body = await expectOk(ctx.app, api.missions.markAsCompleted, { params: { id } }, ctx.worker.token);
    expect(body).toEqual({
      status: 'true',
      message: expect.any(String),
      data: { missionId: id, missionStatus: MissionStatus.completed },
    });
    const again = await callEndpoint(
      ctx.app,
      api.missions.markAsCompleted,
      { params: { id } },
      ctx.owner.token,
    );
    expect(again.status).toBe(409);
    expect(again.raw).toMatchObject({ error: 'already_completed' });
  });

  it('api.missions.newComment rates the counterpart of a completed task', async () => {
    const id = await assignedTask(MissionStatus.completed);
    const body = await expectOk(
      ctx.app,
      api.missions.newComment,
      { body: { mission_id: id, user_id: ctx.worker.user.id, rating: 5, comment: ' Özenli ve hızlı. ' } },
      ctx.owner.token,
    );
    expect(body).toEqual({ status: 'true', message: expect.any(String), commentStatus: 1 });
    const stored = await rowOf(ctx.app, 'comments', { mission_id: id }, [
      'rating',
      'comment',
      'target_user_id',
    ]);
    expect(stored).toEqual({ rating: 5, comment: 'Özenli ve hızlı.', target_user_id: ctx.worker.user.id });
  });

  it('api.missions.cancel cancels with the reason, or with the default reason when none is given', async () => {
    const withReason = await assignedTask();
    const body = await expectOk(
      ctx.app,
      api.missions.cancel,
      { body: { mission_id: withReason, cancel_text: 'Müvekkil vazgeçti.' } },
      ctx.owner.token,
    );
    expect(body).toEqual({
      status: 'true',
      message: expect.any(String),
      data: { missionId: withReason, cancelText: 'Müvekkil vazgeçti.' },
    });
    const open = await ctx.insertMission(ctx.owner.user);
    const bare = await expectOk(
      ctx.app,
      api.missions.cancel,
      { body: { mission_id: open } },
      ctx.owner.token,
    );
    expect(bare.data).toEqual({ missionId: open, cancelText: 'Görev İptal Sebebi Belirtilmemiş' });
  });
});
