import { api } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/contract.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function withNotifications(count: number) {
  const me = await signedInUser(ctx.app);
  const now = ctx.app.now().toISOString();
  await ctx.app.db
    .insertInto('notifications')
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: me.user.id,
        type: 'selected',
        data: JSON.stringify({
          type: 'selected',
          mission_id: i + 1,
          icon: 'check',
          title: 'Başlık',
          message: 'Mesaj',
        }),
        read_at: null,
        created_at: now,
      })),
    )
    .execute();
  return me;
}

describe('contract: notifications', () => {
  it('api.notifications.list and api.notifications.unread page in Laravel shape', async () => {
    const me = await withNotifications(2);
    const all = await expectOk(ctx.app, api.notifications.list, { query: { page: 1 } }, me.token);
    expect(all.data).toHaveLength(2);
    expect(all.last_page).toBe(1);
    const unread = await expectOk(ctx.app, api.notifications.unread, { query: { page: 1 } }, me.token);
    expect(unread.data[0]?.data.title).toBe('Başlık');
  });

  it('api.notifications.markAllRead marks them read', async () => {
    const me = await withNotifications(3);
    const answer = await expectOk(ctx.app, api.notifications.markAllRead, {}, me.token);
    expect(answer.marked).toBe(3);
    const unread = await expectOk(ctx.app, api.notifications.unread, { query: { page: 1 } }, me.token);
    expect(unread.data).toHaveLength(0);
  });
});
