import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();

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

  it('api.notifications.markRead marks one of the lawyer’s own read and answers the unread count', async () => {
    const me = await withNotifications(2);
    const first = await expectOk(ctx.app, api.notifications.unread, { query: { page: 1 } }, me.token);
    const answer = await expectOk(
      ctx.app,
      api.notifications.markRead,
      { params: { id: Number(first.data[0]!.id) } },
      me.token,
    );
    expect(answer).toMatchObject({ status: 'true', unread: 1 });
    const stranger = await signedInUser(ctx.app);
    const refused = await callEndpoint(
      ctx.app,
      api.notifications.markRead,
      { params: { id: Number(first.data[1]!.id) } },
      stranger.token,
    );
    expect(refused.status).toBe(404);
  });

  it('api.notifications.special answers data.data {title, body} to its audience only', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const { id } = await ctx.app.db
      .insertInto('special_notifications')
      .values({
        audience: 'lawyer',
        baro_id: null,
        user_id: me.user.id,
        title: 'Size özel',
        body: '<p><em>Merhaba</em></p>',
        created_at: ctx.app.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await expectOk(ctx.app, api.notifications.special, { params: { id } }, me.token);
    expect(answer.data.data).toMatchObject({ id, title: 'Size özel', body: '<p><em>Merhaba</em></p>' });
    const refused = await callEndpoint(ctx.app, api.notifications.special, { params: { id } }, other.token);
    expect(refused.status).toBe(404);
  });
});
