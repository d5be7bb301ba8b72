import { SPECIAL_NOTIFICATION_TYPE, api, realtimeEvents } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import { ANKARA_BAROSU_ID, ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { userChannel } from '../../src/services/notifications/notify.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';
import { operatorToken, signedInOperator } from './operator.ts';
import { rowOf } from '../helpers/rows.ts';

const broadcaster = new MemoryBroadcaster();
/**
 * Special notifications from the console reach exactly their audience: each addressee finds one in
 * his list (and live on his channel) and may open it; anyone else gets neither, and a 404 on it.
 */
const ctx = testAppSuite(
  { broadcaster },
  {
    operator: operatorToken,
    istanbul: (app) => signedInUser(app, { baro_id: ISTANBUL_BAROSU_ID }),
    istanbul2: (app) => signedInUser(app, { baro_id: ISTANBUL_BAROSU_ID }),
    ankara: (app) => signedInUser(app, { baro_id: ANKARA_BAROSU_ID, courthouses: [] }),
  },
);
type Lawyer = Awaited<ReturnType<typeof signedInUser>>;

const send = (body: Record<string, unknown>) =>
  callEndpoint(ctx.app, api.admin.sendSpecialNotification, { body: body as never }, ctx.operator);

/** The special notification ids in a lawyer's notification list. */
async function told(lawyer: Lawyer): Promise<number[]> {
  const page = await expectOk(ctx.app, api.notifications.list, { query: { page: 1 } }, lawyer.token);
  return page.data.filter((n) => n.data.type === SPECIAL_NOTIFICATION_TYPE).map((n) => Number(n.data.id));
}
const opens = async (lawyer: Lawyer, id: number) =>
  (await callEndpoint(ctx.app, api.notifications.special, { params: { id } }, lawyer.token)).status;

describe('a bar-wide special notification', () => {
  it("reaches that bar's lawyers only, live and in their lists, and counts them", async () => {
    const before = broadcaster.events.length;
    const res = await send({
      audience: 'bar',
      baro_id: ISTANBUL_BAROSU_ID,
      title: 'Çağlayan Adliyesi otopark düzenlemesi',
      body: '<p>Otopark <strong>B girişi</strong> kapalıdır.</p>',
    });
    expect(res.status).toBe(200);
    const { notification, recipients } = res.body.data;
    expect(notification).toMatchObject({ audience: 'bar', bar_name: 'İstanbul Barosu', user_id: null });
    const istanbulLawyers = await ctx.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'lawyer')
      .where('deleted', '=', 0)
      .where('baro_id', '=', ISTANBUL_BAROSU_ID)
      .executeTakeFirstOrThrow();
    expect(recipients).toBe(Number(istanbulLawyers.n));
    expect(res.body.message).toContain(`${recipients} avukata`);

    expect(await told(ctx.istanbul)).toContain(notification.id);
    expect(await told(ctx.istanbul2)).toContain(notification.id);
    expect(await told(ctx.ankara)).not.toContain(notification.id);
    expect(await opens(ctx.istanbul, notification.id)).toBe(200);
    expect(await opens(ctx.ankara, notification.id)).toBe(404);

    const live = broadcaster.events.slice(before);
    expect(live).toHaveLength(1);
    expect(live[0]?.event).toBe(realtimeEvents.notification);
    expect(live[0]?.channels).toContain(userChannel(ctx.istanbul.user.id));
    expect(live[0]?.channels).not.toContain(userChannel(ctx.ankara.user.id));
  });
});

describe('a lawyer-specific special notification', () => {
  it('reaches him only', async () => {
    const res = await send({
      audience: 'lawyer',
      user_id: ctx.istanbul.user.id,
      title: 'Hesabınız hakkında',
      body: '<p>Belgeniz onaylandı.</p>',
    });
    expect(res.status).toBe(200);
    const { notification, recipients } = res.body.data;
    expect(recipients).toBe(1);
    expect(notification).toMatchObject({ audience: 'lawyer', user_id: ctx.istanbul.user.id, baro_id: null });
    expect(await told(ctx.istanbul)).toContain(notification.id);
    expect(await told(ctx.istanbul2)).not.toContain(notification.id);
    expect(await opens(ctx.istanbul2, notification.id)).toBe(404);
    expect(await opens(ctx.istanbul, notification.id)).toBe(200);
  });
});

describe('a special notification to everyone', () => {
  it('reaches every bar, with the body filtered for the lawyers', async () => {
    const res = await send({
      audience: 'everyone',
      title: 'Bakım çalışması',
      body: '<p onclick="x()">Cumartesi 02.00–04.00 arası bakım.</p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    const { notification } = res.body.data;
    expect(notification.body).toBe('<p>Cumartesi 02.00–04.00 arası bakım.</p>');
    for (const lawyer of [ctx.istanbul, ctx.istanbul2, ctx.ankara])
      expect(await told(lawyer)).toContain(notification.id);
    const read = await expectOk(
      ctx.app,
      api.notifications.special,
      { params: { id: notification.id } },
      ctx.ankara.token,
    );
    expect(read.data.data).toMatchObject({ title: 'Bakım çalışması', body: notification.body });

    const list = await expectOk(
      ctx.app,
      api.admin.specialNotifications,
      { query: { page: 1 } },
      ctx.operator,
    );
    expect(list.data[0]?.id).toBe(notification.id);
  });
});

describe('sending refuses', () => {
  it.each([
    ['a missing title', { audience: 'everyone', body: '<p>x</p>' }, 'title'],
    ['a title of only markup', { audience: 'everyone', title: '<b></b>', body: '<p>x</p>' }, 'title'],
    ['an overlong title', { audience: 'everyone', title: 'a'.repeat(151), body: '<p>x</p>' }, 'title'],
    [
      'a body of only a script',
      { audience: 'everyone', title: 'Başlık', body: '<script>x</script>' },
      'body',
    ],
    ['a bar audience without a bar', { audience: 'bar', title: 'Başlık', body: 'x' }, 'baro_id'],
    ['an unknown bar', { audience: 'bar', baro_id: 999, title: 'Başlık', body: 'x' }, 'baro_id'],
    ['a lawyer audience without a lawyer', { audience: 'lawyer', title: 'Başlık', body: 'x' }, 'user_id'],
    ['an unknown lawyer', { audience: 'lawyer', user_id: 999_999, title: 'Başlık', body: 'x' }, 'user_id'],
    ['an unknown audience', { audience: 'kimse', title: 'Başlık', body: 'x' }, 'audience'],
  ])('%s with 422 on the field, storing nothing', async (_name, body, field) => {
    const before = await ctx.app.db
      .selectFrom('special_notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await send(body);
    expect(res.status).toBe(422);
    expect(Object.keys((res.raw as { errors: Record<string, string[]> }).errors)).toContain(field);
    const after = await ctx.app.db
      .selectFrom('special_notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('an operator as the lawyer addressed', async () => {
    const other = await signedInOperator(ctx.app, { name: 'Operatör İki' });
    const res = await send({ audience: 'lawyer', user_id: other.user.id, title: 'Başlık', body: 'x' });
    expect(res.status).toBe(422);
  });
});

describe('the audit log', () => {
  it('keeps who sent what to whom', async () => {
    const res = await send({
      audience: 'bar',
      baro_id: ANKARA_BAROSU_ID,
      title: 'Ankara duyurusu',
      body: '<p>Metin</p>',
    });
    const id = res.body.data.notification.id;
    const line = await rowOf(ctx.app, 'audit_log', { action: 'special_notification.send', subject_id: id });
    expect(line.before_json).toBeNull();
    expect(JSON.parse(line.after_json ?? '{}')).toMatchObject({
      audience: 'bar',
      baro_id: ANKARA_BAROSU_ID,
      title: 'Ankara duyurusu',
      recipients: res.body.data.recipients,
    });
  });
});
