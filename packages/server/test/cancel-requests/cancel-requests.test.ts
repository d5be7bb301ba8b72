import { type CancelInfo, MissionStatus, type MissionStatusCode, realtimeEvents } from '@meslektas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { cancelRequestMessages } from '../../src/services/cancel-requests/cancel-requests.ts';
import { userChannel } from '../../src/services/notifications/notify.ts';
import { DEFAULT_NOW, type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { rowsOf } from '../helpers/rows.ts';

const ctx = lifecycleSuite({
  owner: { name: 'Av. Ayşe Yılmaz' },
  assignee: { name: 'Av. Mehmet Demir' },
  applicant: {},
  stranger: {},
});

beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
  ctx.broadcaster.events.length = 0;
});

/** Three days ahead at 14:30: a request now is in good time. */
const LATER = '2026-03-13';

async function task(
  options: { status?: MissionStatusCode; plan_date?: string; plan_time?: string | null; who?: Lawyer } = {},
) {
  const {
    status = MissionStatus.assigned,
    plan_date = LATER,
    plan_time = '14:30',
    who = ctx.owner,
  } = options;
  const id = await ctx.insertMission(who.user, {
    user_id: status === MissionStatus.open ? null : ctx.assignee.user.id,
    status,
    plan_date,
    plan_time,
    assigned_at: status === MissionStatus.open ? null : ctx.app.now().toISOString(),
  });
  await ctx.insertApplication(id, ctx.assignee.user);
  await ctx.insertApplication(id, ctx.applicant.user);
  return id;
}

const info = async (who: Lawyer) => {
  const res = await ctx.call(who, 'GET', 'cancelRequest/info');
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { data: CancelInfo } }>().data.data;
};
const ask = (who: Lawyer, missionId: unknown, extra: Record<string, unknown> = {}) =>
  ctx.call(who, 'POST', 'cancelRequest', {
    mission_id: missionId,
    cancel_text: 'islem_ertelendi',
    ...extra,
  });
const answer = (who: Lawyer, reqId: unknown, action: 'confirm' | 'cancel') =>
  ctx.call(who, 'POST', 'mission/cancelConfirm', { action, req_id: reqId });
const requestRow = (id: number) =>
  ctx.app.db.selectFrom('cancel_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const missionRow = (id: number) =>
  ctx.app.db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const notificationsOf = (who: Lawyer, type: string) =>
  ctx.app.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', who.user.id)
    .where('type', '=', type)
    .execute();
/** A lawyer with a fresh allowance for tests that spend it. */
const freshPair = async (overrides: { cancel_request?: number } = {}) => {
  const o = await ctx.lawyer(overrides);
  const a = await ctx.lawyer();
  const make = async () => {
    const id = await ctx.insertMission(o.user, {
      user_id: a.user.id,
      status: MissionStatus.assigned,
      plan_date: LATER,
      plan_time: '14:30',
    });
    return id;
  };
  return { o, a, make };
};

describe('given an assigned task / the cancel request page', () => {
  it('offers the task to both parties, the problem types and a monthly allowance of 3', async () => {
    const id = await task();
    for (const who of [ctx.owner, ctx.assignee]) {
      const page = await info(who);
      expect(page.missions.map((m) => m.id)).toContain(id);
      expect(page.missions.find((m) => m.id === id)?.title).toMatch(
        / · Çağlayan Adliyesi · 13\.03\.2026 14:30$/,
      );
    }
    const page = await info(ctx.owner);
    expect(page.types[0]).toEqual({ value: 'karsi_taraf_ulasilamiyor', text: 'Karşı tarafa ulaşılamıyor' });
    expect(page.types.map((t) => t.value)).toContain('diger');
    expect((await info(ctx.applicant)).missions.map((m) => m.id)).not.toContain(id);
    expect((await info(ctx.stranger)).missions.map((m) => m.id)).not.toContain(id);
    const fresh = await ctx.lawyer();
    expect((await info(fresh)).remaining).toBe(3);
  });

  it.each([
    ['open', MissionStatus.open],
    ['completed', MissionStatus.completed],
    ['cancelled', MissionStatus.cancelled],
  ])('leaves out a %s task and refuses a request for it with 409', async (_label, status) => {
    const id = await task({ status });
    expect((await info(ctx.owner)).missions.map((m) => m.id)).not.toContain(id);
    const res = await ask(ctx.owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(cancelRequestMessages.notAssigned);
  });
});

describe('when a party asks to cancel', () => {
  it('stores a pending request, tells the other party live and spends one of the allowance', async () => {
    const { o, a, make } = await freshPair();
    const id = await make();
    const res = await ask(a, id, {
      description: ' Mahkeme <img src=x onerror=alert(1)>duruşmayı erteledi. ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: { id: number; late: boolean; remaining: number } }>();
    expect(body.message).toBe(cancelRequestMessages.created);
    expect(body.data).toMatchObject({ late: false, remaining: 2 });
    expect(await requestRow(body.data.id)).toMatchObject({
      mission_id: id,
      requester_id: a.user.id,
      recipient_id: o.user.id,
      type_value: 'islem_ertelendi',
      type_text: 'Duruşma veya işlem ertelendi',
      description: 'Mahkeme duruşmayı erteledi.',
      status: 'pending',
      late: 0,
    });
    const [note] = await notificationsOf(o, 'cancel_requested');
    expect(JSON.parse(note?.data ?? '{}')).toMatchObject({ mission_id: id, title: 'İptal Talebi' });
    expect(
      ctx.broadcaster.events.some(
        (e) => e.event === realtimeEvents.notification && e.channels.includes(userChannel(o.user.id)),
      ),
    ).toBe(true);
    // The task is no longer offered while the request waits, and the record's allowance follows.
    expect((await info(a)).missions.map((m) => m.id)).not.toContain(id);
    const me = await ctx.call(a, 'GET', 'auth/getData');
    expect(me.json().data.cancel_request).toBe(2);

    // The requester sees his request with its status; the recipient sees the two buttons.
    const mine = (await info(a)).requests.find((r) => r.id === body.data.id);
    expect(mine).toMatchObject({ name: o.user.name, actions: false, mine: true, late: false });
    expect(mine?.status).toEqual({ name: 'Onay Bekliyor', colorName: 'warning' });
    const theirs = (await info(o)).requests.find((r) => r.id === body.data.id);
    expect(theirs).toMatchObject({ name: a.user.name, actions: true, mine: false });
    expect(theirs?.text).toContain('Görevin iptalini talep ediyor: Duruşma veya işlem ertelendi');
    expect(theirs?.text).not.toMatch(/<img|onerror/);
  });

  it('marks a request made less than 24 hours before the planned time as late, and stores it', async () => {
    const { a, o } = await freshPair();
    const today = await ctx.insertMission(o.user, {
      user_id: a.user.id,
      status: MissionStatus.assigned,
      plan_time: '15:00',
    });
    const res = await ask(o, today);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.late).toBe(true);
    expect((await requestRow(res.json().data.id)).late).toBe(1);
    expect((await info(o)).requests.find((r) => r.id === res.json().data.id)?.late).toBe(true);
  });

  it('keeps one open request per task, also when two are sent at once', async () => {
    const { o, a, make } = await freshPair();
    const id = await make();
    const [first, second] = await Promise.all([ask(o, id), ask(a, id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const again = await ask(o, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cancelRequestMessages.alreadyPending);
    const rows = await rowsOf(ctx.app, 'cancel_requests', { mission_id: id });
    expect(rows).toHaveLength(1);
  });

  it('refuses a request once the month’s allowance is spent, and allows it again next month', async () => {
    const { o, make } = await freshPair({ cancel_request: 1 });
    const first = await ask(o, await make());
    expect(first.statusCode).toBe(200);
    expect(first.json().data.remaining).toBe(0);
    const second = await ask(o, await make());
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(cancelRequestMessages.allowanceSpent);
    expect((await info(o)).remaining).toBe(0);
    ctx.clock.set(new Date('2026-04-02T09:00:00.000Z'));
    expect((await info(o)).remaining).toBe(1);
    expect((await ask(o, await make())).statusCode).toBe(200);
  });

  it('does not let requests sent at once pass the allowance together', async () => {
    const { o, make } = await freshPair({ cancel_request: 1 });
    const ids = [await make(), await make(), await make()];
    const results = await Promise.all(ids.map((id) => ask(o, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
  });

  it.each([
    ['an unknown problem type', { cancel_text: 'canim_istemedi' }, 'cancel_text'],
    ['no problem type', { cancel_text: '' }, 'cancel_text'],
    ['no task', { mission_id: '' }, 'mission_id'],
    ['a description over 1000 characters', { description: 'a'.repeat(1001) }, 'description'],
  ])('refuses %s with a Turkish field error', async (_label, extra, field) => {
    const id = await task();
    const res = await ask(ctx.assignee, id, extra);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]?.[0]).toMatch(/[a-zçğıöşü]/i);
  });
});

describe('when the counterparty answers', () => {
  it('confirming cancels the task with the reason and tells both parties live', async () => {
    const { o, a, make } = await freshPair();
    const id = await make();
    const req = (await ask(a, id, { description: 'Müvekkil vekaleti geri aldı.' })).json().data.id as number;
    ctx.broadcaster.events.length = 0;
    const res = await answer(o, req, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: cancelRequestMessages.confirmed,
      data: { missionId: id, missionStatus: MissionStatus.cancelled },
    });
    expect(await missionRow(id)).toMatchObject({
      status: MissionStatus.cancelled,
      cancel_text: 'Duruşma veya işlem ertelendi: Müvekkil vekaleti geri aldı.',
    });
    expect((await requestRow(req)).status).toBe('confirmed');
    expect(await notificationsOf(a, 'cancel_request_answered')).toHaveLength(1);
    expect(await notificationsOf(o, 'cancel_request_answered')).toHaveLength(1);
    for (const who of [o, a]) {
      const channel = userChannel(who.user.id);
      const heard = ctx.broadcaster.events.filter((e) => e.channels.includes(channel)).map((e) => e.event);
      expect(heard).toEqual(
        expect.arrayContaining([realtimeEvents.notification, realtimeEvents.missionUpdated]),
      );
      // The task shows as cancelled, with its reason, to both parties.
      const cancelled = await ctx.call(who, 'GET', 'mission/cancel?page=1&limit=50');
      const row = cancelled
        .json<{ data: { missionId: number; status: { text: string }[] }[] }>()
        .data.find((m) => m.missionId === id);
      expect(row?.status.map((s) => s.text)).toContain('İptal Edildi');
    }
    const page = await info(a);
    expect(page.requests.find((r) => r.id === req)?.status.name).toBe('Onaylandı, Görev İptal Edildi');
    expect(page.missions.map((m) => m.id)).not.toContain(id);
  });

  it('rejecting keeps the task and points the requester to the dispute desk', async () => {
    const { o, a, make } = await freshPair();
    const id = await make();
    const req = (await ask(o, id)).json().data.id as number;
    const res = await answer(a, req, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: cancelRequestMessages.rejected,
      data: { missionId: id, missionStatus: MissionStatus.assigned },
    });
    expect((await missionRow(id)).status).toBe(MissionStatus.assigned);
    expect((await requestRow(req)).status).toBe('rejected');
    const [note] = await notificationsOf(o, 'cancel_request_answered');
    expect(JSON.parse(note?.data ?? '{}').message).toContain('Uyuşmazlık Masası');
    const mine = (await info(o)).requests.find((r) => r.id === req);
    expect(mine).toMatchObject({
      mine: true,
      actions: false,
      status: { name: 'Reddedildi', colorName: 'danger' },
    });
    // The task may be asked about again.
    expect((await info(o)).missions.map((m) => m.id)).toContain(id);
  });

  it('answers a request only once', async () => {
    const { o, a, make } = await freshPair();
    const req = (await ask(a, await make())).json().data.id as number;
    expect((await answer(o, req, 'cancel')).statusCode).toBe(200);
    const again = await answer(o, req, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cancelRequestMessages.alreadyAnswered);
  });

  it('closes a waiting request when the task is completed another way', async () => {
    const { o, a, make } = await freshPair();
    const id = await make();
    const req = (await ask(a, id)).json().data.id as number;
    expect((await ctx.call(o, 'POST', `mission/markAsCompleted/${id}`)).statusCode).toBe(200);
    const theirs = (await info(o)).requests.find((r) => r.id === req);
    expect(theirs).toMatchObject({
      actions: false,
      status: { name: 'Görev Kapandı', colorName: 'secondary' },
    });
    const res = await answer(o, req, 'confirm');
    expect(res.statusCode).toBe(409);
    expect((await missionRow(id)).status).toBe(MissionStatus.completed);
  });
});

describe('only the parties (authorisation matrix)', () => {
  it('mission_id: owner and assignee may ask; an applicant, a stranger and an unknown id get 404', async () => {
    const id = await task();
    expect((await ask(ctx.applicant, id)).statusCode).toBe(404);
    expect((await ask(ctx.stranger, id)).statusCode).toBe(404);
    expect((await ask(ctx.owner, 2_000_000_000)).statusCode).toBe(404);
    expect(await rowsOf(ctx.app, 'cancel_requests', { mission_id: id })).toEqual([]);
    expect((await ask(ctx.owner, id)).statusCode).toBe(200);
    const other = await task();
    expect((await ask(ctx.assignee, other)).statusCode).toBe(200);
  });

  it('req_id: only the recipient may answer; the requester gets 403, others and unknown ids 404', async () => {
    const id = await task();
    const req = (await ask(ctx.assignee, id)).json().data.id as number;
    expect((await answer(ctx.assignee, req, 'confirm')).statusCode).toBe(403);
    expect((await answer(ctx.applicant, req, 'confirm')).statusCode).toBe(404);
    expect((await answer(ctx.stranger, req, 'confirm')).statusCode).toBe(404);
    expect((await answer(ctx.owner, 2_000_000_000, 'confirm')).statusCode).toBe(404);
    expect((await requestRow(req)).status).toBe('pending');
    expect((await missionRow(id)).status).toBe(MissionStatus.assigned);
    // Neither sees the request in his list.
    for (const who of [ctx.applicant, ctx.stranger]) {
      expect((await info(who)).requests.map((r) => r.id)).not.toContain(req);
    }
    expect((await answer(ctx.owner, req, 'cancel')).statusCode).toBe(200);
  });
});
