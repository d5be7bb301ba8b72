import { api } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { type ListTaskIds, listTaskComment, tasksInEveryListState } from '../helpers/list-tasks.ts';
import { lifecycleSuite } from '../helpers/missions.ts';

const ctx = lifecycleSuite({ owner: {}, worker: {}, bystander: {} });
let ids: ListTaskIds;
const firstPage = { page: 1, limit: 5 };

beforeAll(async () => {
  ids = await tasksInEveryListState(
    ctx.app,
    { owner: ctx.owner.user, worker: ctx.worker.user },
    {
      cancelled: { cancel_text: 'Müvekkil vazgeçti.' },
      assigned: { plan_time: '14:30' },
      open: { fast: 1 },
    },
  );
});

const idsOf = (rows: { missionId: number }[]) => rows.map((r) => r.missionId);

describe('contract: task lists', () => {
  it('api.lists.created pages the owner’s open and assigned tasks', async () => {
    const body = await expectOk(
      ctx.app,
      api.lists.created,
      { query: { page: 1, limit: 3 } },
      ctx.owner.token,
    );
    expect(body).toMatchObject({ page: 1, totalPage: 2 });
    expect(idsOf(body.data)).toEqual([ids.open, ids.elsewhere, ids.assigned]);
    expect(body.data[0]).toMatchObject({
      fast: true,
      missionStatus: 0,
      ownerId: ctx.owner.user.id,
      userId: null,
    });
    expect(body.data[0]?.status.map((s) => s.text)).toContain('Acil');
    expect(body.data[2]).toMatchObject({ missionTime: '14:30', userId: ctx.worker.user.id });
  });

  it('api.lists.created refuses a page size past 50 with the 422 shape', async () => {
    const res = await callEndpoint(
      ctx.app,
      api.lists.created,
      { query: { page: 1, limit: 51 } },
      ctx.owner.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toEqual({
      message: expect.any(String),
      errors: { limit: ['Sayfa boyutu 1 ile 50 arasında olmalıdır.'] },
    });
  });

  it('api.lists.selected answers the assignee’s current task with its actions', async () => {
    const body = await expectOk(ctx.app, api.lists.selected, { query: firstPage }, ctx.worker.token);
    expect(idsOf(body.data)).toEqual([ids.assigned]);
    expect(body.data[0]?.showActions).toMatchObject({
      completedButton: true,
      showLawyerProfile: true,
      showMissionDetail: false,
    });
  });

  it('api.lists.applied answers every task the lawyer applied to', async () => {
    const body = await expectOk(ctx.app, api.lists.applied, { query: firstPage }, ctx.worker.token);
    expect(idsOf(body.data)).toEqual([ids.open, ids.assigned, ids.cancelled, ids.completed]);
    expect(body.data[0]?.showActions.waitingForResultButton).toBe(true);
  });

  it('api.lists.notApplied answers the closed tasks offered to a lawyer who did not apply', async () => {
    const body = await expectOk(ctx.app, api.lists.notApplied, { query: firstPage }, ctx.bystander.token);
    expect(idsOf(body.data)).toEqual([ids.assigned, ids.cancelled, ids.completed, ids.expired]);
  });

  it('api.lists.completed answers the completed task with commentStatus per viewer', async () => {
    const mine = await expectOk(ctx.app, api.lists.completed, { query: firstPage }, ctx.owner.token);
    expect(idsOf(mine.data)).toEqual([ids.completed]);
    expect(mine.data[0]?.showActions.commentStatus).toBe(1);
    const theirs = await expectOk(ctx.app, api.lists.completed, { query: firstPage }, ctx.worker.token);
    expect(theirs.data[0]?.showActions.commentStatus).toBe(0);
  });

  it('api.lists.cancelled answers the cancelled task with its reason', async () => {
    const body = await expectOk(ctx.app, api.lists.cancelled, { query: firstPage }, ctx.worker.token);
    expect(body.data).toEqual([
      expect.objectContaining({
        missionId: ids.cancelled,
        missionStatus: 4,
        cancelText: 'Müvekkil vazgeçti.',
      }),
    ]);
  });

  it('api.lists.archive answers the assigned tasks, and the completed ones with the comment about the viewer', async () => {
    const assigned = await expectOk(ctx.app, api.lists.archive, { query: {} }, ctx.worker.token);
    expect(idsOf(assigned.data)).toEqual([ids.assigned, ids.completed]);
    const completed = await expectOk(
      ctx.app,
      api.lists.archive,
      { query: { type: 'completed' } },
      ctx.worker.token,
    );
    expect(completed.data).toEqual([
      expect.objectContaining({
        missionId: ids.completed,
        baroName: 'İstanbul Barosu',
        ownerName: ctx.owner.user.name,
        userName: ctx.worker.user.name,
        ...listTaskComment,
        missionPrice: 750,
      }),
    ]);
  });

  it('api.lists.last answers the newest own task, or null', async () => {
    expect((await expectOk(ctx.app, api.lists.last, {}, ctx.owner.token)).data?.missionId).toBe(ids.open);
    expect((await expectOk(ctx.app, api.lists.last, {}, ctx.bystander.token)).data).toBeNull();
  });

  it('api.lists.currentlySelected answers every current assignment without paging', async () => {
    const body = await expectOk(ctx.app, api.lists.currentlySelected, {}, ctx.worker.token);
    expect(idsOf(body.data)).toEqual([ids.assigned]);
    expect((await expectOk(ctx.app, api.lists.currentlySelected, {}, ctx.owner.token)).data).toEqual([]);
  });
});

describe('contract: ready descriptions', () => {
  it('api.shortDescriptions.list answers the system descriptions and the switch', async () => {
    const body = await expectOk(ctx.app, api.shortDescriptions.list, {}, ctx.owner.token);
    expect(body.allowCustom).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((d) => d.user_id === null)).toBe(true);
  });

  it('api.shortDescriptions.create, api.shortDescriptions.update and api.shortDescriptions.remove manage the lawyer’s own', async () => {
    const me = await ctx.lawyer();
    const created = await expectOk(
      ctx.app,
      api.shortDescriptions.create,
      { body: { description: '<b>Duruşma</b> tutanağının örneği alınacak.' } },
      me.token,
    );
    expect(created.data).toEqual({
      id: expect.any(Number),
      description: 'Duruşma tutanağının örneği alınacak.',
      user_id: me.user.id,
    });
    const updated = await expectOk(
      ctx.app,
      api.shortDescriptions.update,
      { params: { id: created.data.id }, body: { description: 'Bilirkişi raporu incelenecek.' } },
      me.token,
    );
    expect(updated.data.description).toBe('Bilirkişi raporu incelenecek.');
    const removed = await expectOk(
      ctx.app,
      api.shortDescriptions.remove,
      { params: { id: created.data.id } },
      me.token,
    );
    expect(removed.status).toBe('true');
    const list = await expectOk(ctx.app, api.shortDescriptions.list, {}, me.token);
    expect(list.data.map((d) => d.id)).not.toContain(created.data.id);
  });

  it('api.shortDescriptions.create refuses a description made only of markup', async () => {
    const res = await callEndpoint(
      ctx.app,
      api.shortDescriptions.create,
      { body: { description: '<img src=x onerror=alert(1)>' } },
      ctx.owner.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { description: ['Lütfen açıklama giriniz.'] } });
  });
});
