import { ADMIN_DASHBOARD_DAYS, api } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/contract.ts';
import { insertApplication, insertMission } from '../helpers/missions.ts';
import { createTestApp, testAppSuite } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';
import { signedInOperator } from './operator.ts';

const ctx = testAppSuite();
let token: string;

// 12:00 in Istanbul (UTC+3) on 23 November 2026.
const NOW = '2026-11-23T09:00:00.000Z';

beforeAll(async () => {
  ctx.clock.set(NOW);
  token = (await signedInOperator(ctx.app)).token;
});

describe('the dashboard', () => {
  it('lists the queues as entries, the accounts queue counting registrations waiting for approval', async () => {
    await createUser(ctx.app, { status: 'passive' });
    await createUser(ctx.app, { status: 'passive' });
    await createUser(ctx.app, { status: 'passive', ban_message: 'Reddedildi.' });
    await createUser(ctx.app, { status: 'passive', deleted: 1 });
    await createUser(ctx.app);
    const { data } = await expectOk(ctx.app, api.admin.dashboard, {}, token);
    expect(data.queues[0]).toEqual({
      key: 'accounts',
      title: 'Onay bekleyen hesaplar',
      count: 2,
      path: '/yonetim/hesaplar',
    });
    expect(data.queues.find((q) => q.key === 'about')).toEqual({
      key: 'about',
      title: 'Hakkında yazıları',
      count: 0,
      path: '/yonetim/moderasyon?tur=about',
    });
    await createUser(ctx.app, { pending_about_text: 'Onay bekleyen yazı.' });
    await createUser(ctx.app, { pending_about_text: 'Silinmiş hesabın yazısı.', deleted: 1 });
    const again = await expectOk(ctx.app, api.admin.dashboard, {}, token);
    expect(again.data.queues.find((q) => q.key === 'about')?.count).toBe(1);
  });

  it('counts each day of the last 14 Istanbul days: created, assigned, completed, cancelled, unanswered share', async () => {
    const owner = await createUser(ctx.app);
    const applicant = await createUser(ctx.app);
    // 00:30 Istanbul on 23 Nov is still 22 Nov in UTC: it counts for the 23rd.
    const justAfterMidnight = '2026-11-22T21:30:00.000Z';
    const answered = await insertMission(ctx.app, owner, { created_at: justAfterMidnight });
    await insertApplication(ctx.app, answered, applicant);
    await insertMission(ctx.app, owner, { created_at: '2026-11-23T08:00:00.000Z' });
    // Created the day before, assigned and completed today.
    await insertMission(ctx.app, owner, {
      created_at: '2026-11-22T10:00:00.000Z',
      status: 2,
      user_id: applicant.id,
      assigned_at: '2026-11-23T06:00:00.000Z',
      completed_at: '2026-11-23T07:00:00.000Z',
    });
    // Cancelled on the 20th.
    await insertMission(ctx.app, owner, {
      created_at: '2026-11-20T10:00:00.000Z',
      status: 4,
      cancelled_at: '2026-11-20T12:00:00.000Z',
    });
    // Outside the 14 days.
    await insertMission(ctx.app, owner, { created_at: '2026-11-01T10:00:00.000Z' });

    const { data } = await expectOk(ctx.app, api.admin.dashboard, {}, token);
    expect(data.days).toHaveLength(ADMIN_DASHBOARD_DAYS);
    expect(data.days[0]?.day).toBe('2026-11-10');
    const day = (d: string) => data.days.find((x) => x.day === d);
    expect(day('2026-11-23')).toEqual({
      day: '2026-11-23',
      created: 2,
      assigned: 1,
      completed: 1,
      cancelled: 0,
      unanswered_share: 0.5,
    });
    expect(day('2026-11-22')).toMatchObject({ created: 1, unanswered_share: 1 });
    expect(day('2026-11-20')).toMatchObject({ created: 1, cancelled: 1 });
    expect(day('2026-11-11')).toMatchObject({ created: 0, unanswered_share: 0 });
    expect(data.days.reduce((n, d) => n + d.created, 0)).toBe(4);
  });
});

describe('the fill figures', () => {
  it('fill and assigned rates, median time to the first applicant, each fallback used and worked, by courthouse and day', async () => {
    const fresh = await createTestApp();
    fresh.clock.set(NOW);
    const operator = (await signedInOperator(fresh.app)).token;
    const owner = await createUser(fresh.app);
    const applicant = await createUser(fresh.app);
    const at = (minutes: number) =>
      new Date(Date.parse('2026-11-23T06:00:00.000Z') + minutes * 60_000).toISOString();
    const answered = await insertMission(fresh.app, owner, {
      created_at: at(0),
      status: 1,
      user_id: applicant.id,
      assigned_at: at(20),
    });
    await insertApplication(fresh.app, answered, applicant, { created_at: at(4) });
    // Widened after nobody applied, then taken at Bakırköy's lawyer's application.
    const widened = await insertMission(fresh.app, owner, { created_at: at(0) });
    await fresh.app.db
      .insertInto('mission_fallbacks')
      .values({ mission_id: widened, kind: 'widen', detail: null, created_at: at(16) })
      .execute();
    await insertApplication(fresh.app, widened, applicant, { created_at: at(20) });
    // Extended, nobody came; then cancelled.
    const unanswered = await insertMission(fresh.app, owner, { created_at: at(0), adliye_id: 3403 });
    await fresh.app.db
      .insertInto('mission_fallbacks')
      .values([
        { mission_id: unanswered, kind: 'extend', detail: null, created_at: at(16) },
        { mission_id: unanswered, kind: 'cancel', detail: null, created_at: at(32) },
      ])
      .execute();

    const { data } = await expectOk(fresh.app, api.admin.dashboard, {}, operator);
    expect(data.fill.totals).toMatchObject({
      tasks: 3,
      answered: 2,
      assigned: 1,
      fill_rate: 0.667,
      assigned_rate: 0.333,
      median_first_seconds: 12 * 60,
    });
    expect(data.fill.totals.fallbacks).toEqual([
      { kind: 'extend', used: 1, worked: 0 },
      { kind: 'widen', used: 1, worked: 1 },
      { kind: 'raise', used: 0, worked: 0 },
      { kind: 'cancel', used: 1, worked: 0 },
    ]);
    expect(data.fill.by_day).toHaveLength(ADMIN_DASHBOARD_DAYS);
    expect(data.fill.by_day.find((d) => d.day === '2026-11-23')?.tasks).toBe(3);
    expect(data.fill.by_courthouse.map((c) => [c.adliye_name, c.tasks, c.answered])).toEqual([
      ['Çağlayan Adliyesi', 2, 2],
      ['Bakırköy Adliyesi', 1, 0],
    ]);
    await fresh.close();
  });
});
