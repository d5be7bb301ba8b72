import { beforeAll, describe, expect, it } from 'vitest';
import { diffForHumans } from '../../src/services/notifications/format.ts';
import { NOTIFICATIONS_PER_PAGE, unreadCount } from '../../src/services/notifications/list.ts';
import { MINUTE, createLifecycleApp, lawyer, lifecycleSuite, postTask } from '../helpers/missions.ts';

const ctx = lifecycleSuite({ me: {}, other: {} });
const TOTAL = NOTIFICATIONS_PER_PAGE + 3;

beforeAll(async () => {
  const base = ctx.app.now().getTime();
  await ctx.app.db
    .insertInto('notifications')
    .values(
      Array.from({ length: TOTAL }, (_, i) => ({
        user_id: ctx.me.user.id,
        type: 'selected',
        data: JSON.stringify({
          type: 'selected',
          mission_id: i + 1,
          icon: 'check-circle',
          title: `Başlık ${i}`,
          message: 'Mesaj',
        }),
        // Two of them read already; the newest is i = TOTAL - 1.
        read_at: i < 2 ? new Date(base).toISOString() : null,
        created_at: new Date(base - (TOTAL - i) * MINUTE).toISOString(),
      })),
    )
    .execute();
  await ctx.app.db
    .insertInto('notifications')
    .values({
      user_id: ctx.other.user.id,
      type: 'selected',
      data: '{"title":"başkası"}',
      created_at: new Date(base).toISOString(),
    })
    .execute();
});

describe('GET notifications', () => {
  it('pages like Laravel, newest first, only the user’s own', async () => {
    const first = (await ctx.call(ctx.me, 'GET', 'notifications')).json();
    expect(first).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: NOTIFICATIONS_PER_PAGE,
      total: TOTAL,
    });
    expect(first.data).toHaveLength(NOTIFICATIONS_PER_PAGE);
    expect(first.data[0]).toMatchObject({
      read_at: null,
      diffForHumans: '1 dakika önce',
      data: { type: 'selected', mission_id: TOTAL, title: `Başlık ${TOTAL - 1}`, icon: 'check-circle' },
    });
    expect(typeof first.data[0].id).toBe('string');
    const second = (await ctx.call(ctx.me, 'GET', 'notifications?page=2')).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2 });
    expect(second.data).toHaveLength(3);
  });

  it('unread leaves out the read ones', async () => {
    const body = (await ctx.call(ctx.me, 'GET', 'notifications/unread?page=1')).json();
    expect(body.total).toBe(TOTAL - 2);
    expect(body.data.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
    expect(await unreadCount(ctx.app.db, ctx.me.user.id)).toBe(TOTAL - 2);
  });

  it('rejects a bad page and needs a token', async () => {
    expect((await ctx.call(ctx.me, 'GET', 'notifications?page=abc')).statusCode).toBe(422);
    expect((await ctx.call(null, 'GET', 'notifications')).statusCode).toBe(401);
  });

  it('POST marks all of the user’s notifications read and nobody else’s', async () => {
    const res = await ctx.call(ctx.me, 'POST', 'notifications', {});
    expect(res.json()).toMatchObject({ status: 'true', marked: TOTAL - 2 });
    expect(await unreadCount(ctx.app.db, ctx.me.user.id)).toBe(0);
    expect(await unreadCount(ctx.app.db, ctx.other.user.id)).toBe(1);
    const empty = (await ctx.call(ctx.me, 'GET', 'notifications/unread')).json();
    expect(empty).toMatchObject({ data: [], current_page: 1, last_page: 1, total: 0 });
  });
});

describe('diffForHumans', () => {
  const now = new Date('2026-03-10T09:00:00.000Z');
  it.each([
    [30_000, 'az önce'],
    [59 * 1000, 'az önce'],
    [60 * 1000, '1 dakika önce'],
    [59 * MINUTE, '59 dakika önce'],
    [60 * MINUTE, '1 saat önce'],
    [3 * 24 * 60 * MINUTE, '3 gün önce'],
    [400 * 24 * 60 * MINUTE, '1 yıl önce'],
  ])('%i ms ago reads "%s"', (ago, text) => {
    expect(diffForHumans(new Date(now.getTime() - ago).toISOString(), now)).toBe(text);
  });
});

describe('a broadcaster that fails', () => {
  it('does not fail the request: the task and its notifications are stored', async () => {
    const failing = {
      publish: async () => {
        throw new Error('realtime server unreachable');
      },
    };
    const broken = await createLifecycleApp({}, failing);
    try {
      const owner = await lawyer(broken.app);
      const colleague = await lawyer(broken.app);
      const res = await postTask(broken.app, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('true');
      expect(await unreadCount(broken.app.db, colleague.user.id)).toBe(1);
    } finally {
      await broken.close();
    }
  });
});
