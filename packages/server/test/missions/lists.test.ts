import { beforeAll, describe, expect, it } from 'vitest';
import { statusTexts } from '../../src/services/missions/rows.ts';
import { type ListTaskIds, listTaskComment, tasksInEveryListState } from '../helpers/list-tasks.ts';
import { type Lawyer, MINUTE, lifecycleSuite } from '../helpers/missions.ts';

const ctx = lifecycleSuite({ owner: {}, worker: {}, bystander: {} });
let ids: ListTaskIds;

beforeAll(async () => {
  ids = await tasksInEveryListState(ctx.app, { owner: ctx.owner.user, worker: ctx.worker.user });
});

const list = async (who: Lawyer, path: string) => {
  const res = await ctx.call(who, 'GET', path);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { missionId: number; status: { text: string }[]; showActions: Record<string, unknown> }[];
    totalPage: number;
    page: number;
  };
};
const idsOf = (body: { data: { missionId: number }[] }) => body.data.map((m) => m.missionId);

describe('the paged task lists', () => {
  it('created: the owner’s open, assigned and cancelled tasks, newest first, with per-row actions', async () => {
    const body = await list(ctx.owner, 'mission/created');
    expect(idsOf(body)).toEqual([ids.open, ids.elsewhere, ids.assigned, ids.cancelled, ids.expired]);
    const open = body.data[0];
    expect(open?.status.map((s) => s.text)).toEqual([statusTexts.waitingApplications.text]);
    expect(open?.showActions).toMatchObject({
      selectUser: true,
      showCancelButton: true,
      completedButton: false,
    });
    // Nobody applied and the window is over: the assignment page is still his to open.
    const expired = body.data[4];
    expect(expired?.status.map((s) => s.text)).toEqual([statusTexts.noApplications.text]);
    expect(expired?.showActions).toMatchObject({ selectUser: true, showCancelButton: true });
    const cancelled = body.data[3];
    expect(cancelled).toMatchObject({ missionStatus: 4, cancelText: 'Görev İptal Sebebi Belirtilmemiş' });
    expect(cancelled?.status.map((s) => s.text)).toEqual([statusTexts.cancelled.text]);
    expect(cancelled?.showActions).toMatchObject({
      cancelMission: true,
      showCancelButton: false,
      selectUser: false,
      completedButton: false,
    });
  });

  it('pages by 5 by default and by the given limit, answering data, totalPage and page', async () => {
    const one = await list(ctx.owner, 'mission/created?page=2&limit=3');
    expect(one).toMatchObject({ totalPage: 2, page: 2 });
    expect(idsOf(one)).toEqual([ids.cancelled, ids.expired]);
    const past = await list(ctx.owner, 'mission/created?page=9');
    expect(past).toMatchObject({ data: [], totalPage: 1, page: 9 });
    expect((await ctx.call(ctx.owner, 'GET', 'mission/created?page=0')).statusCode).toBe(422);
    expect((await ctx.call(ctx.owner, 'GET', 'mission/created?limit=500')).statusCode).toBe(422);
  });

  it('selected: the tasks the lawyer is assigned to, with the detail page and complete actions', async () => {
    const body = await list(ctx.worker, 'mission/selected');
    expect(idsOf(body)).toEqual([ids.assigned]);
    expect(body.data[0]?.status.map((s) => s.text)).toEqual([statusTexts.selected.text]);
    expect(body.data[0]?.showActions).toMatchObject({
      showLawyerProfile: true,
      showMissionDetail: false,
      completedButton: true,
      showCancelButton: false,
    });
  });

  it('applied: every task the lawyer applied to, the open one waiting for the result', async () => {
    const body = await list(ctx.worker, 'application/all');
    expect(idsOf(body)).toEqual([ids.open, ids.assigned, ids.cancelled, ids.completed]);
    expect(body.data[0]?.status.map((s) => s.text)).toEqual([statusTexts.applied.text]);
    expect(body.data[0]?.showActions.waitingForResultButton).toBe(true);
  });

  it('not applied: tasks offered to the lawyer that closed without his application', async () => {
    const body = await list(ctx.bystander, 'mission/notApplied');
    expect(idsOf(body)).toEqual([ids.assigned, ids.cancelled, ids.completed, ids.expired]);
    expect(idsOf(body)).not.toContain(ids.open);
    expect(idsOf(body)).not.toContain(ids.elsewhere);
  });

  it('completed: for both parties, with commentStatus per viewer', async () => {
    const mine = await list(ctx.owner, 'mission/completed');
    expect(idsOf(mine)).toEqual([ids.completed]);
    expect(mine.data[0]?.showActions.commentStatus).toBe(1);
    const theirs = await list(ctx.worker, 'mission/completed');
    expect(theirs.data[0]?.showActions.commentStatus).toBe(0);
    expect(idsOf(await list(ctx.bystander, 'mission/completed'))).toEqual([]);
  });

  it('cancel: cancelled tasks the lawyer owned or applied to, with the fallback reason', async () => {
    const body = await list(ctx.worker, 'mission/cancel');
    expect(idsOf(body)).toEqual([ids.cancelled]);
    expect(body.data[0]).toMatchObject({ missionStatus: 4, cancelText: 'Görev İptal Sebebi Belirtilmemiş' });
    expect(idsOf(await list(ctx.bystander, 'mission/cancel'))).toEqual([]);
  });
});

describe('mission/archive', () => {
  it('lists the last assigned tasks by default and the completed ones with type=completed, with the comment about the viewer', async () => {
    const assigned = (await ctx.call(ctx.worker, 'GET', 'mission/archive')).json().data;
    expect(assigned.map((a: { missionId: number }) => a.missionId)).toEqual([ids.assigned, ids.completed]);
    const completed = (await ctx.call(ctx.worker, 'GET', 'mission/archive?type=completed')).json().data;
    expect(completed).toEqual([
      expect.objectContaining({
        missionId: ids.completed,
        baroName: 'İstanbul Barosu',
        ownerBaro: 'İstanbul Barosu',
        ownerName: ctx.owner.user.name,
        userName: ctx.worker.user.name,
        ...listTaskComment,
        missionPrice: 750,
      }),
    ]);
    expect((await ctx.call(ctx.bystander, 'GET', 'mission/archive')).json().data).toEqual([]);
  });

  it('keeps at most 10', async () => {
    const busy = await ctx.lawyer();
    for (let i = 0; i < 12; i += 1) {
      await ctx.insertMission(ctx.owner.user, {
        status: 1,
        user_id: busy.user.id,
        assigned_at: new Date(ctx.app.now().getTime() + i * 1000).toISOString(),
      });
    }
    expect((await ctx.call(busy, 'GET', 'mission/archive')).json().data).toHaveLength(10);
  });
});

describe('mission/last and missions/selected', () => {
  it('answers the newest own task and the current assignments', async () => {
    const creator = await ctx.lawyer();
    await ctx.insertMission(creator.user, {
      created_at: new Date(ctx.app.now().getTime() - MINUTE).toISOString(),
    });
    const newest = await ctx.insertMission(creator.user);
    expect((await ctx.call(creator, 'GET', 'mission/last')).json().data.missionId).toBe(newest);
    expect((await ctx.call(ctx.bystander, 'GET', 'mission/last')).json().data).toBeNull();
    const selected = (await ctx.call(ctx.worker, 'GET', 'missions/selected')).json().data;
    expect(selected.map((m: { missionId: number }) => m.missionId)).toEqual([ids.assigned]);
  });
});
