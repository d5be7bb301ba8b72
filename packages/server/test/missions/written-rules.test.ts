import { beforeEach, describe, expect, it } from 'vitest';
import { tuningSpecs } from '@meslektas/domain';
import { PENDING_LIMIT } from '../../src/services/missions/pending.ts';
import { DEFAULT_NOW, type Lawyer, MINUTE, lifecycleSuite } from '../helpers/missions.ts';
import { findRow, rowsOf } from '../helpers/rows.ts';

/** The free tier's daily limit on a fresh database. */
const FREE_DAILY_APPLICATIONS = tuningSpecs.ucretsiz_gunluk_basvuru.default;

/** Rules of docs/rules.md that the per-call test files leave out. */
const ctx = lifecycleSuite();

beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
});

const pendingIds = async (who: Lawyer) => {
  const res = await ctx.call(who, 'GET', 'global/pending');
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { missionId: number }[]).map((m) => m.missionId);
};
const at = (minutesAgo: number) => new Date(ctx.app.now().getTime() - minutesAgo * MINUTE).toISOString();

describe('the pending list', () => {
  it('puts urgent tasks first, then the newest', async () => {
    const owner = await ctx.lawyer();
    const me = await ctx.lawyer();
    const older = await ctx.insertMission(owner.user, { created_at: at(10) });
    const urgentOld = await ctx.insertMission(owner.user, { fast: 1, created_at: at(40) });
    const newer = await ctx.insertMission(owner.user, { created_at: at(2) });
    const urgentNew = await ctx.insertMission(owner.user, { fast: 1, created_at: at(5) });
    expect(await pendingIds(me)).toEqual([urgentNew, urgentOld, newer, older]);
    await ctx.app.db
      .updateTable('missions')
      .set({ status: 4 })
      .where('owner_id', '=', owner.user.id)
      .execute();
  });

  it('offers an urgent task until the end of its Istanbul day, not after', async () => {
    const owner = await ctx.lawyer();
    const me = await ctx.lawyer();
    const urgent = await ctx.insertMission(owner.user, { fast: 1 });
    // 23:59 in Istanbul (UTC+3) on the task's day, then midnight.
    ctx.clock.set(new Date('2026-03-10T20:59:00.000Z'));
    expect(await pendingIds(me)).toContain(urgent);
    ctx.clock.set(new Date('2026-03-10T21:00:00.000Z'));
    expect(await pendingIds(me)).not.toContain(urgent);
  });

  it(`holds at most ${PENDING_LIMIT} tasks`, async () => {
    const owner = await ctx.lawyer();
    const me = await ctx.lawyer();
    for (let i = 0; i < PENDING_LIMIT + 5; i += 1) {
      await ctx.insertMission(owner.user, { created_at: at(i / 100) });
    }
    expect(await pendingIds(me)).toHaveLength(PENDING_LIMIT);
  });
});

describe('the paged lists', () => {
  it.each([
    [50, 200],
    [51, 422],
  ])('given limit %i / answers %i', async (limit, status) => {
    const me = await ctx.lawyer();
    const res = await ctx.call(me, 'GET', `mission/created?limit=${limit}`);
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json()).toMatchObject({ errors: { limit: expect.any(Array) } });
  });
});

describe('a task never goes back', () => {
  it.each([
    ['a completed task cannot be cancelled', 2, 'cancel'],
    ['a cancelled task cannot be completed', 4, 'complete'],
    ['a completed task cannot be completed again', 2, 'complete'],
  ] as const)('%s', async (_name, status, action) => {
    const owner = await ctx.lawyer();
    const assignee = await ctx.lawyer();
    const id = await ctx.insertMission(owner.user, {
      status,
      user_id: assignee.user.id,
      assigned_at: DEFAULT_NOW.toISOString(),
    });
    const res =
      action === 'cancel'
        ? await ctx.call(owner, 'POST', 'mission/cancelMission', { mission_id: id })
        : await ctx.call(owner, 'POST', `mission/markAsCompleted/${id}`);
    expect(res.statusCode).toBe(409);
    const row = await findRow(ctx.app, 'missions', { id }, ['status']);
    expect(row).toEqual({ status });
  });
});

describe('the free tier', () => {
  it(`given ${FREE_DAILY_APPLICATIONS + 2} applications sent at once / lets exactly ${FREE_DAILY_APPLICATIONS} through`, async () => {
    const owner = await ctx.lawyer();
    const free = await ctx.lawyer();
    const ids: number[] = [];
    for (let i = 0; i < FREE_DAILY_APPLICATIONS + 2; i += 1) ids.push(await ctx.insertMission(owner.user));
    const answers = await Promise.all(
      ids.map((id) => ctx.call(free, 'POST', 'mission/confirmMission', { mission_id: id, message_id: 0 })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(FREE_DAILY_APPLICATIONS).fill(200), 403, 403]);
    const stored = await rowsOf(ctx.app, 'applications', { user_id: free.user.id }, ['id']);
    expect(stored).toHaveLength(FREE_DAILY_APPLICATIONS);
  });
});
