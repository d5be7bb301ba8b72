import { MissionStatus, type MissionStatusCode, feedbackMessages, realtimeEvents } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { progressMessages } from '../../src/services/missions/progress.ts';
import { type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';

const ctx = lifecycleSuite({
  owner: { telephone: '05321112233' },
  assignee: { tc: '12345678901', sicil: '45678', telephone: '05334445566' },
  outsider: {},
});

const assigned = async (status: MissionStatusCode = MissionStatus.assigned) => {
  const id = await ctx.insertMission(ctx.owner.user, {
    user_id: ctx.assignee.user.id,
    status,
    assigned_at: ctx.app.now().toISOString(),
  });
  await ctx.insertApplication(id, ctx.assignee.user);
  return id;
};
const detail = (who: Lawyer, id: unknown) => ctx.call(who, 'POST', 'mission/getDetail', { mission_id: id });

describe('mission/getDetail', () => {
  it('shows the owner the assignee as counterpart, with phone, WhatsApp link and document flag', async () => {
    const id = await assigned();
    const res = await detail(ctx.owner, id);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      missionId: id,
      missionStatus: 1,
      ownerName: ctx.owner.user.name,
      userName: ctx.assignee.user.name,
      telNo: '05334445566',
      muhatap: { id: ctx.assignee.user.id, yetkibelgesi: true },
      showActions: { completedButton: true, showCancelButton: true, commentStatus: 1 },
    });
    expect(d.wpMessage).toMatch(/^https:\/\/wa\.me\/905334445566\?text=/);
  });

  it('shows the assignee the owner as counterpart', async () => {
    const id = await assigned();
    const d = (await detail(ctx.assignee, id)).json().data;
    expect(d).toMatchObject({
      telNo: '05321112233',
      muhatap: { id: ctx.owner.user.id, yetkibelgesi: false },
    });
    expect(d.showActions.showCancelButton).toBe(false);
  });

  it('answers 403 to anyone else (the client sends them to /premium-uyelik), 404 for an unknown task', async () => {
    const id = await assigned();
    const res = await detail(ctx.outsider, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('not_party');
    expect((await detail(ctx.owner, 999_999)).statusCode).toBe(404);
    expect((await detail(ctx.owner, 'abc')).statusCode).toBe(422);
  });

  it('gives no contact details while nobody is assigned', async () => {
    const id = await ctx.insertMission(ctx.owner.user);
    const d = (await detail(ctx.owner, id)).json().data;
    expect(d).toMatchObject({ telNo: null, wpMessage: null, muhatap: null });
  });
});

describe('user/yetkibelgesi/{id}', () => {
  it('shows the assignee document to the owner of a shared task', async () => {
    await assigned();
    const res = await ctx.call(ctx.owner, 'GET', `user/yetkibelgesi/${ctx.assignee.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: ctx.assignee.user.name,
      tc: '12345678901',
      sicil: '45678',
      baroName: 'İstanbul Barosu',
      existsBelge: true,
    });
  });

  it('refuses anyone without a shared assigned task, and 404s a lawyer without a document', async () => {
    expect(
      (await ctx.call(ctx.outsider, 'GET', `user/yetkibelgesi/${ctx.assignee.user.id}`)).statusCode,
    ).toBe(403);
    expect((await ctx.call(ctx.assignee, 'GET', `user/yetkibelgesi/${ctx.owner.user.id}`)).statusCode).toBe(
      403,
    );
    expect((await ctx.call(ctx.owner, 'GET', 'user/yetkibelgesi/999999')).statusCode).toBe(404);
  });
});

describe('mission/markAsCompleted/{id}', () => {
  it('lets either party complete once and tells the other', async () => {
    const id = await assigned();
    ctx.broadcaster.events.length = 0;
    const res = await ctx.call(ctx.assignee, 'POST', `mission/markAsCompleted/${id}`);
    expect(res.statusCode).toBe(200);
    const row = await rowOf(ctx.app, 'missions', { id });
    expect(row).toMatchObject({ status: 2, completed_by: ctx.assignee.user.id });
    expect(
      ctx.broadcaster.events.some(
        (e) =>
          e.event === realtimeEvents.missionUpdated && (e.data as { change: string }).change === 'completed',
      ),
    ).toBe(true);
    const again = await ctx.call(ctx.owner, 'POST', `mission/markAsCompleted/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(progressMessages.alreadyCompleted);
  });

  it('refuses an unassigned task, a cancelled one, an outsider and a bad id', async () => {
    const open = await ctx.insertMission(ctx.owner.user);
    expect((await ctx.call(ctx.owner, 'POST', `mission/markAsCompleted/${open}`)).json().error).toBe(
      'not_assigned',
    );
    const cancelled = await assigned(MissionStatus.cancelled);
    expect((await ctx.call(ctx.owner, 'POST', `mission/markAsCompleted/${cancelled}`)).statusCode).toBe(409);
    const id = await assigned();
    expect((await ctx.call(ctx.outsider, 'POST', `mission/markAsCompleted/${id}`)).statusCode).toBe(403);
    expect((await ctx.call(ctx.owner, 'POST', 'mission/markAsCompleted/abc')).statusCode).toBe(422);
  });
});

describe('user/newComment', () => {
  const comment = (who: Lawyer, payload: Record<string, unknown>) =>
    ctx.call(who, 'POST', 'user/newComment', payload);

  it('lets each party rate the other once, after completion', async () => {
    const id = await assigned(MissionStatus.completed);
    const a = await comment(ctx.owner, {
      mission_id: id,
      user_id: ctx.assignee.user.id,
      rating: 5,
      comment: 'Çok hızlı.',
    });
    expect(a.json()).toMatchObject({ status: 'true', commentStatus: 1 });
    const b = await comment(ctx.assignee, {
      mission_id: id,
      user_id: ctx.owner.user.id,
      rating: 4,
      comment: '',
    });
    expect(b.statusCode).toBe(200);
    const twice = await comment(ctx.owner, { mission_id: id, user_id: ctx.assignee.user.id, rating: 1 });
    expect(twice.statusCode).toBe(409);
    const rows = await ctx.app.db
      .selectFrom('comments')
      .select(['user_id', 'target_user_id', 'rating'])
      .where('mission_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { user_id: ctx.owner.user.id, target_user_id: ctx.assignee.user.id, rating: 5 },
      { user_id: ctx.assignee.user.id, target_user_id: ctx.owner.user.id, rating: 4 },
    ]);
    const d = (await detail(ctx.owner, id)).json().data;
    expect(d.showActions.commentStatus).toBe(1);
  });

  it.each([0, 6, 2.5, 'beş'])('refuses rating %j with 422', async (rating) => {
    const id = await assigned(MissionStatus.completed);
    const res = await comment(ctx.owner, { mission_id: id, user_id: ctx.assignee.user.id, rating });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('rating');
  });

  it('refuses rating oneself, an unfinished task and an outsider', async () => {
    const id = await assigned(MissionStatus.completed);
    expect(
      (await comment(ctx.owner, { mission_id: id, user_id: ctx.owner.user.id, rating: 5 })).statusCode,
    ).toBe(422);
    const open = await assigned(1);
    expect(
      (await comment(ctx.owner, { mission_id: open, user_id: ctx.assignee.user.id, rating: 5 })).statusCode,
    ).toBe(409);
    expect(
      (await comment(ctx.outsider, { mission_id: id, user_id: ctx.owner.user.id, rating: 5 })).statusCode,
    ).toBe(403);
  });
});

describe('mission/cancelMission', () => {
  const cancel = (who: Lawyer, payload: Record<string, unknown>) =>
    ctx.call(who, 'POST', 'mission/cancelMission', payload);

  it('cancels an open task with its reason and tells the applicants', async () => {
    const id = await ctx.insertMission(ctx.owner.user);
    await ctx.insertApplication(id, ctx.outsider.user);
    const res = await cancel(ctx.owner, { mission_id: id, cancel_text: 'Müvekkil vazgeçti.' });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(ctx.app, 'missions', { id });
    expect(row).toMatchObject({ status: 4, cancel_text: 'Müvekkil vazgeçti.' });
    const told = await ctx.notified('cancelled', id);
    expect(told).toEqual([{ user_id: ctx.outsider.user.id }]);
  });

  it('cancels an assigned task, telling the assignee, and uses the fallback text without a reason', async () => {
    const id = await assigned();
    ctx.broadcaster.events.length = 0;
    const res = await cancel(ctx.owner, { mission_id: id, cancel_text: '' });
    expect(ctx.broadcaster.events).toContainEqual({
      channels: [`private-user.${ctx.assignee.user.id}`],
      event: realtimeEvents.missionUpdated,
      data: { missionId: id, missionStatus: 4, change: 'cancelled' },
    });
    expect(res.json().data.cancelText).toBe(feedbackMessages.cancelReasonFallback);
    const told = await ctx.notified('cancelled', id);
    expect(told).toEqual([{ user_id: ctx.assignee.user.id }]);
    const row = (await ctx.call(ctx.assignee, 'GET', 'mission/cancel'))
      .json()
      .data.find((m: { missionId: number }) => m.missionId === id);
    expect(row).toMatchObject({
      missionStatus: 4,
      cancelText: feedbackMessages.cancelReasonFallback,
      showActions: { cancelMission: true },
    });
  });

  it('is for the owner only, and not after completion or a first cancel', async () => {
    const id = await assigned();
    expect((await cancel(ctx.assignee, { mission_id: id })).statusCode).toBe(403);
    const done = await assigned(MissionStatus.completed);
    expect((await cancel(ctx.owner, { mission_id: done })).json().error).toBe('already_completed');
    expect((await cancel(ctx.owner, { mission_id: id })).statusCode).toBe(200);
    expect((await cancel(ctx.owner, { mission_id: id })).json().error).toBe('cancelled');
    expect((await cancel(ctx.owner, { mission_id: id, cancel_text: 42 })).statusCode).toBe(422);
  });
});
