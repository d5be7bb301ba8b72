import {
  type MissionCreatedEvent,
  isMissionCreatedForMe,
  permissionMessages,
  privateChannelName,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { CAGLAYAN_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { describe, expect, it } from 'vitest';
import { preferenceMessages } from '../../src/services/settings/preferences.ts';
import { type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { rowsOf } from '../helpers/rows.ts';

const ctx = lifecycleSuite({ owner: {}, colleague: {} });

/** Whether the lawyer's app keeps a live new task, judged by his record as the server sends it now. */
async function keptBy(who: Lawyer, event: MissionCreatedEvent): Promise<boolean> {
  const record = (await ctx.call(who, 'GET', 'auth/getData')).json().data;
  return isMissionCreatedForMe(event, {
    userId: who.user.id,
    missionStatus: record.missionStatus,
    excludedCategoryIds: [],
  });
}

const userRow = (id: number) =>
  ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('missionStatus', () => {
  it('given task-taking closed / the pending list empties at once and says why', async () => {
    const me = await ctx.lawyer();
    const missionId = await ctx.insertMission(ctx.owner.user, {
      created_at: ctx.clock.now().toISOString(),
    });
    const before = await ctx.call(me, 'GET', 'global/pending');
    expect(before.json().data.data.map((m: { missionId: number }) => m.missionId)).toContain(missionId);

    const res = await ctx.call(me, 'POST', 'user/update/missionStatus', { status: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'true',
      message: preferenceMessages.missionStatusClosed,
      missionStatus: 0,
    });
    expect((await userRow(me.user.id)).mission_status).toBe(0);

    const after = await ctx.call(me, 'GET', 'global/pending');
    expect(after.json().data.data).toEqual([]);
    expect(after.json().data.noMissionText).toBe(permissionMessages.missionStatusClosed);
    const record = await ctx.call(me, 'GET', 'auth/getData');
    expect(record.json().data.missionStatus).toBe(0);
  });

  it('given task-taking closed / a new task in his courthouse does not reach him; opened again, the next one does', async () => {
    const me = await ctx.lawyer();
    await ctx.call(me, 'POST', 'user/update/missionStatus', { status: '0' });
    ctx.broadcaster.events.length = 0;
    const first = await ctx.postTask(ctx.owner);
    expect(first.statusCode).toBe(200);
    const created = () => ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionCreated);
    // Live, the task goes once to the courthouse's channel; his app drops it for his switch.
    expect(created()).toHaveLength(1);
    expect(created()[0]?.channels).toEqual([
      privateChannelName(realtimeChannels.courthouse(CAGLAYAN_ADLIYESI_ID)),
    ]);
    expect(await keptBy(me, created()[0]!.data as MissionCreatedEvent)).toBe(false);
    expect(await keptBy(ctx.colleague, created()[0]!.data as MissionCreatedEvent)).toBe(true);
    const notified = await rowsOf(ctx.app, 'notifications', { user_id: me.user.id }, ['id']);
    expect(notified).toEqual([]);

    const reopened = await ctx.call(me, 'POST', 'user/update/missionStatus', { status: true });
    expect(reopened.json()).toMatchObject({
      missionStatus: 1,
      message: preferenceMessages.missionStatusOpened,
    });
    ctx.broadcaster.events.length = 0;
    const second = await ctx.postTask(ctx.owner);
    expect(second.statusCode).toBe(200);
    expect(await keptBy(me, created()[0]!.data as MissionCreatedEvent)).toBe(true);
    const told = await rowsOf(ctx.app, 'notifications', { user_id: me.user.id, type: 'mission_created' }, [
      'id',
    ]);
    expect(told).toHaveLength(1);
  });

  it.each([[{}], [{ status: 2 }], [{ status: 'acik' }]])(
    'given %o / answers 422 in Turkish and changes nothing',
    async (body) => {
      const me = await ctx.lawyer();
      const res = await ctx.call(me, 'POST', 'user/update/missionStatus', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.status).toEqual(['Görev alma durumu geçersiz.']);
      expect((await userRow(me.user.id)).mission_status).toBe(1);
    },
  );

  it('without a session / answers 401', async () => {
    const res = await ctx.call(null, 'POST', 'user/update/missionStatus', { status: 0 });
    expect(res.statusCode).toBe(401);
  });
});

describe('notify', () => {
  it('stores the three channels and the record shows them', async () => {
    const me = await ctx.lawyer();
    const res = await ctx.call(me, 'POST', 'user/update/notify', {
      email_notify: 0,
      sms_notify: '1',
      call_notify: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'true',
      message: preferenceMessages.notifySaved,
      data: { email_notify: 0, sms_notify: 1, call_notify: 0 },
    });
    const record = (await ctx.call(me, 'GET', 'auth/getData')).json().data;
    expect(record).toMatchObject({ email_notify: 0, sms_notify: 1, call_notify: 0 });
  });

  it('changes only the caller', async () => {
    const me = await ctx.lawyer();
    const other = await ctx.lawyer({ email_notify: 1, sms_notify: 1, call_notify: 1 });
    await ctx.call(me, 'POST', 'user/update/notify', { email_notify: 0, sms_notify: 0, call_notify: 0 });
    expect(await userRow(other.user.id)).toMatchObject({ email_notify: 1, sms_notify: 1, call_notify: 1 });
  });

  it('given a missing or wrong flag / answers 422 with each field and changes nothing', async () => {
    const me = await ctx.lawyer({ email_notify: 1, sms_notify: 1, call_notify: 1 });
    const res = await ctx.call(me, 'POST', 'user/update/notify', { email_notify: 5, sms_notify: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email_notify: ['Bildirim ayarı geçersiz.'],
      call_notify: ['Bildirim ayarı geçersiz.'],
    });
    expect(await userRow(me.user.id)).toMatchObject({ email_notify: 1, sms_notify: 1, call_notify: 1 });
  });
});
