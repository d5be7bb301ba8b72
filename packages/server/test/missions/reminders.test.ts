import { MissionStatus, reminderMessages } from '@meslektas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { rescheduleReminders } from '../../src/services/missions/reminder-schedule.ts';
import { DEFAULT_NOW, type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { assignedTask, pushedTo, recordPushes, reminderReach, runDue } from '../helpers/reminders.ts';
import { rowsOf } from '../helpers/rows.ts';

/**
 * A task's reminders: an hour before its planned time (hatirlatma_dakika) both parties, and an
 * hour after it (rapor_hatirlatma_dakika) the assignee for his report; each as a notification, and
 * by push and SMS unless he turned that off. Scheduled with the assignment, dropped with a
 * cancellation, moved with the planned time, and re-checked when they fall due.
 */
const ctx = lifecycleSuite();
let pushes: ReturnType<typeof recordPushes>;

const TODAY = '2026-03-10';
/** DEFAULT_NOW is 12:00 in Istanbul; 16:00 there is 13:00 UTC. */
const at = (utc: string) => new Date(`${TODAY}T${utc}:00.000Z`);

beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
  pushes = recordPushes(ctx.app);
});

async function pair(): Promise<{ owner: Lawyer; assignee: Lawyer }> {
  return {
    owner: await ctx.lawyer({ name: 'Av. Ayşe Yılmaz' }),
    assignee: await ctx.lawyer({ name: 'Av. Mehmet Demir' }),
  };
}

const reminderRows = (missionId: number) =>
  ctx.app.db
    .selectFrom('deliveries')
    .select(['kind', 'due_at', 'state'])
    .where('mission_id', '=', missionId)
    .where('kind', 'in', ['reminder_before', 'report_reminder'])
    .orderBy('id')
    .execute();

const none = { reminder: 0, report_reminder: 0, sms: 0 };

describe('reminders of an assigned task', () => {
  it('reminds both parties an hour before, and the assignee of his report an hour after, once each', async () => {
    const { owner, assignee } = await pair();
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    expect(await reminderRows(id)).toEqual([
      { kind: 'reminder_before', due_at: at('12:00').toISOString(), state: 'pending' },
      { kind: 'report_reminder', due_at: at('14:00').toISOString(), state: 'pending' },
    ]);

    ctx.clock.set(at('11:59'));
    await runDue(ctx.app);
    expect(await reminderReach(ctx.app, id, [owner, assignee])).toEqual([none, none]);

    ctx.clock.set(at('12:00'));
    await runDue(ctx.app);
    await runDue(ctx.app);
    expect(await reminderReach(ctx.app, id, [owner, assignee])).toEqual([
      { reminder: 1, report_reminder: 0, sms: 1 },
      { reminder: 1, report_reminder: 0, sms: 1 },
    ]);
    expect(pushedTo(pushes, 'reminder', id).sort()).toEqual([owner.user.id, assignee.user.id].sort());
    const [note] = await rowsOf(ctx.app, 'notifications', { user_id: assignee.user.id, type: 'reminder' });
    expect(JSON.parse(note!.data)).toMatchObject({ title: reminderMessages.before.title, mission_id: id });
    expect(JSON.parse(note!.data).message).toMatch(
      /^Göreviniz yaklaşıyor: Çağlayan Adliyesi · .+, 10\.03\.2026 16:00\.$/,
    );
    const [sms] = await rowsOf(ctx.app, 'outbox', { recipient: owner.user.telephone });
    expect(sms!.body).toMatch(
      /^Meslektaş: Göreviniz yaklaşıyor: Çağlayan Adliyesi · .+, 10\.03\.2026 16:00\. /,
    );

    ctx.clock.set(at('14:00'));
    await runDue(ctx.app);
    expect(await reminderReach(ctx.app, id, [owner, assignee])).toEqual([
      { reminder: 1, report_reminder: 0, sms: 1 },
      { reminder: 1, report_reminder: 1, sms: 2 },
    ]);
    expect(pushedTo(pushes, 'report_reminder', id)).toEqual([assignee.user.id]);
    expect((await reminderRows(id)).map((r) => r.state)).toEqual(['done', 'done']);
  });

  it('sends the reminder at once when the task is assigned 20 minutes before its time', async () => {
    const { owner, assignee } = await pair();
    ctx.clock.set(at('12:40'));
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    await runDue(ctx.app);
    expect(await reminderReach(ctx.app, id, [owner, assignee])).toEqual([
      { reminder: 1, report_reminder: 0, sms: 1 },
      { reminder: 1, report_reminder: 0, sms: 1 },
    ]);
  });

  it('skips the reminder before a time that has passed, and asks for the report an hour after the assignment', async () => {
    const { owner, assignee } = await pair();
    ctx.clock.set(at('13:30'));
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    // The report reminder an hour after the assignment.
    expect(await reminderRows(id)).toEqual([
      { kind: 'report_reminder', due_at: at('14:30').toISOString(), state: 'pending' },
    ]);
    ctx.clock.set(at('14:30'));
    await runDue(ctx.app);
    expect(await reminderReach(ctx.app, id, [owner, assignee])).toEqual([
      none,
      { reminder: 0, report_reminder: 1, sms: 1 },
    ]);
  });

  it('sends no report reminder once the report is filed', async () => {
    const { owner, assignee } = await pair();
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    ctx.clock.set(at('13:30'));
    await ctx.app.db
      .insertInto('mission_reports')
      .values({
        mission_id: id,
        user_id: assignee.user.id,
        outcomes: '["attended"]',
        filed_at: at('13:30').toISOString(),
        due_at: at('14:00').toISOString(),
      })
      .execute();
    ctx.clock.set(at('14:00'));
    await runDue(ctx.app);
    expect((await reminderReach(ctx.app, id, [owner, assignee]))[1]!.report_reminder).toBe(0);
  });
});

describe('cancelling or moving the task', () => {
  it('drops the reminders when the owner cancels the task', async () => {
    const { owner, assignee } = await pair();
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    const res = await ctx.call(owner, 'POST', 'mission/cancelMission', {
      mission_id: id,
      cancel_text: 'Gerek kalmadı',
    });
    expect(res.statusCode).toBe(200);
    expect(await reminderRows(id)).toEqual([]);
    ctx.clock.set(at('15:00'));
    await runDue(ctx.app);
    expect(await reminderReach(ctx.app, id, [owner, assignee])).toEqual([none, none]);
  });

  it('drops the reminders when a cancel request is confirmed', async () => {
    const { owner, assignee } = await pair();
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: '2026-03-13', plan_time: '14:30' });
    const asked = await ctx.call(assignee, 'POST', 'cancelRequest', {
      mission_id: id,
      cancel_text: 'islem_ertelendi',
    });
    expect(asked.statusCode).toBe(200);
    expect((await reminderRows(id)).length).toBe(2);
    const answered = await ctx.call(owner, 'POST', 'mission/cancelConfirm', {
      action: 'confirm',
      req_id: asked.json<{ data: { id: number } }>().data.id,
    });
    expect(answered.statusCode).toBe(200);
    expect(await reminderRows(id)).toEqual([]);
  });

  it('moves the reminders with the planned time', async () => {
    const { owner, assignee } = await pair();
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('missions').set({ plan_time: '17:30' }).where('id', '=', id).execute();
      expect(await rescheduleReminders(trx, id, ctx.app.now())).toBe(true);
    });
    expect(await reminderRows(id)).toEqual([
      { kind: 'reminder_before', due_at: at('13:30').toISOString(), state: 'pending' },
      { kind: 'report_reminder', due_at: at('15:30').toISOString(), state: 'pending' },
    ]);
    ctx.clock.set(at('12:00'));
    await runDue(ctx.app);
    expect(await reminderReach(ctx.app, id, [owner, assignee])).toEqual([none, none]);
    ctx.clock.set(at('13:30'));
    await runDue(ctx.app);
    expect((await reminderReach(ctx.app, id, [owner, assignee])).map((r) => r.reminder)).toEqual([1, 1]);
  });

  it('sends nothing stale: a reminder whose task changed without it is dropped when due', async () => {
    const { owner, assignee } = await pair();
    const cancelled = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    const moved = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    const other = await ctx.lawyer();
    const reassigned = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    // Written behind the reminders' back, as an older version or an operator's hand might.
    await ctx.app.db
      .updateTable('missions')
      .set({ status: MissionStatus.cancelled })
      .where('id', '=', cancelled)
      .execute();
    await ctx.app.db.updateTable('missions').set({ plan_time: '18:00' }).where('id', '=', moved).execute();
    await ctx.app.db
      .updateTable('missions')
      .set({ user_id: other.user.id })
      .where('id', '=', reassigned)
      .execute();
    ctx.clock.set(at('14:00'));
    await runDue(ctx.app);
    for (const id of [cancelled, moved, reassigned]) {
      expect(await reminderReach(ctx.app, id, [owner, assignee, other])).toEqual([none, none, none]);
      expect((await reminderRows(id)).map((r) => r.state)).toEqual(['done', 'done']);
    }
  });
});

describe('the lawyer’s reminder channels', () => {
  const settings = (who: Lawyer) => ctx.call(who, 'GET', 'settings/reminders');
  const update = (who: Lawyer, body: unknown) => ctx.call(who, 'PUT', 'settings/reminders', body);

  it('are on until turned off, each lawyer’s own, and read when the reminder is sent', async () => {
    const { owner, assignee } = await pair();
    expect((await settings(owner)).json()).toEqual({ data: { push: 1, sms: 1 } });
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    const off = await update(owner, { push: 0, sms: 1 });
    expect(off.json()).toEqual({
      status: 'true',
      message: reminderMessages.saved,
      data: { push: 0, sms: 1 },
    });
    expect((await update(assignee, { push: 1, sms: 0 })).statusCode).toBe(200);
    expect((await settings(owner)).json()).toEqual({ data: { push: 0, sms: 1 } });
    expect((await settings(assignee)).json()).toEqual({ data: { push: 1, sms: 0 } });

    ctx.clock.set(at('12:00'));
    await runDue(ctx.app);
    expect(await reminderReach(ctx.app, id, [owner, assignee])).toEqual([
      { reminder: 1, report_reminder: 0, sms: 1 },
      { reminder: 1, report_reminder: 0, sms: 0 },
    ]);
    expect(pushedTo(pushes, 'reminder', id)).toEqual([assignee.user.id]);
  });

  it('refuses a bad value with 422 and a Turkish field error, and an anonymous call with 401', async () => {
    const { owner } = await pair();
    const bad = await update(owner, { push: 2, sms: 'evet' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: { push: [reminderMessages.invalid], sms: [reminderMessages.invalid] },
    });
    expect((await ctx.call(null, 'GET', 'settings/reminders')).statusCode).toBe(401);
    expect((await ctx.call(null, 'PUT', 'settings/reminders', { push: 0, sms: 0 })).statusCode).toBe(401);
    expect((await settings(owner)).json()).toEqual({ data: { push: 1, sms: 1 } });
  });
});

it('keeps the minutes in the constants', async () => {
  const { owner, assignee } = await pair();
  await ctx.app.db
    .updateTable('constants')
    .set({ description: '30' })
    .where('name', '=', 'hatirlatma_dakika')
    .execute();
  await ctx.app.db
    .updateTable('constants')
    .set({ description: '120' })
    .where('name', '=', 'rapor_hatirlatma_dakika')
    .execute();
  try {
    const id = await assignedTask(ctx.app, owner, assignee, { plan_date: TODAY, plan_time: '16:00' });
    expect((await reminderRows(id)).map((r) => r.due_at)).toEqual([
      at('12:30').toISOString(),
      at('15:00').toISOString(),
    ]);
  } finally {
    await ctx.app.db
      .updateTable('constants')
      .set({ description: '60' })
      .where('name', 'in', ['hatirlatma_dakika', 'rapor_hatirlatma_dakika'])
      .execute();
  }
});
