import { ADMIN_DASHBOARD_DAYS, api } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/contract.ts';
import { insertApplication, insertMission } from '../helpers/missions.ts';
import { testAppSuite } from '../helpers/test-app.ts';
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
