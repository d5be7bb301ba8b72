import { SPECIAL_NOTIFICATION_TYPE } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANKARA_BAROSU_ID, ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { demoSpecialNotifications } from '../../src/seed/demo-special-notifications.ts';
import { demoLawyers, seedDemoData } from '../../src/seed/demo.ts';
import { unreadCount } from '../../src/services/notifications/list.ts';
import { readSpecialNotification } from '../../src/services/notifications/special.ts';
import { type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { errorBody } from '../helpers/contract.ts';
import { rowOf, rowsOf } from '../helpers/rows.ts';

const ctx = lifecycleSuite({ me: {}, colleague: {}, ankara: { baro_id: ANKARA_BAROSU_ID, courthouses: [] } });
const special: Record<'everyone' | 'istanbul' | 'ankara' | 'mine' | 'hostile', number> = {
  everyone: 0,
  istanbul: 0,
  ankara: 0,
  mine: 0,
  hostile: 0,
};

async function addSpecial(values: {
  audience: 'everyone' | 'bar' | 'lawyer';
  baro_id?: number;
  user_id?: number;
  title: string;
  body: string;
}): Promise<number> {
  const row = await ctx.app.db
    .insertInto('special_notifications')
    .values({ baro_id: null, user_id: null, ...values, created_at: '2026-03-01T09:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addNotification(userId: number, read = false): Promise<number> {
  const row = await ctx.app.db
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: SPECIAL_NOTIFICATION_TYPE,
      data: JSON.stringify({ type: SPECIAL_NOTIFICATION_TYPE, id: 1, title: 'Duyuru', message: 'Mesaj' }),
      read_at: read ? '2026-03-01T10:00:00.000Z' : null,
      created_at: '2026-03-01T09:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  special.everyone = await addSpecial({
    audience: 'everyone',
    title: 'Herkese',
    body: '<p>Herkese duyuru</p>',
  });
  special.istanbul = await addSpecial({
    audience: 'bar',
    baro_id: ISTANBUL_BAROSU_ID,
    title: 'İstanbul Barosu',
    body: '<p>İstanbul</p>',
  });
  special.ankara = await addSpecial({
    audience: 'bar',
    baro_id: ANKARA_BAROSU_ID,
    title: 'Ankara Barosu',
    body: '<p>Ankara</p>',
  });
  special.mine = await addSpecial({
    audience: 'lawyer',
    user_id: ctx.me.user.id,
    title: 'Size özel',
    body: '<p>Özel</p>',
  });
  special.hostile = await addSpecial({
    audience: 'everyone',
    title: 'Biçimli',
    body: '<p onclick="steal()"><strong>Kalın</strong> metin<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">tıkla</a><a href="https://meslektas.com.tr">site</a></p>',
  });
});

describe('GET specialnotifications/{id}: only its audience reads it', () => {
  const read = (who: Lawyer, id: number) => ctx.call(who, 'GET', `specialnotifications/${id}`);

  it('given one for everyone / every lawyer reads its title and body as data.data', async () => {
    for (const who of [ctx.me, ctx.ankara]) {
      const res = await read(who, special.everyone);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          data: { id: special.everyone, title: 'Herkese', body: '<p>Herkese duyuru</p>', date: '01.03.2026' },
        },
      });
    }
  });

  it('given one for a bar / its members read it, another bar’s lawyer gets 404', async () => {
    expect((await read(ctx.me, special.istanbul)).statusCode).toBe(200);
    expect((await read(ctx.ankara, special.ankara)).json().data.data.title).toBe('Ankara Barosu');
    const refused = await read(ctx.me, special.ankara);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Bildirim bulunamadı.' });
    expect((await read(ctx.ankara, special.istanbul)).statusCode).toBe(404);
  });

  it('given one for a lawyer / only he reads it; a colleague of his bar gets the same 404 as an unknown id', async () => {
    expect((await read(ctx.me, special.mine)).json().data.data.title).toBe('Size özel');
    const colleagues = await read(ctx.colleague, special.mine);
    const unknown = await read(ctx.colleague, 999_999);
    expect(colleagues.statusCode).toBe(404);
    expect(errorBody(colleagues)).toEqual(errorBody(unknown));
  });

  it('filters the HTML body: formatting and http links stay, scripts, handlers and javascript: links go', async () => {
    const { body } = (await read(ctx.me, special.hostile)).json().data.data as { body: string };
    expect(body).toContain('<strong>Kalın</strong> metin');
    expect(body).toContain('<a href="https://meslektas.com.tr">site</a>');
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
  });

  it('needs a token and a valid id', async () => {
    expect((await ctx.call(null, 'GET', `specialnotifications/${special.everyone}`)).statusCode).toBe(401);
    expect((await read(ctx.me, 0)).statusCode).toBe(422);
  });
});

describe('POST notifications/{id}/read: opening a notification marks it read', () => {
  it('marks the lawyer’s own notification read and answers the unread count left', async () => {
    const first = await addNotification(ctx.colleague.user.id);
    await addNotification(ctx.colleague.user.id);
    const res = await ctx.call(ctx.colleague, 'POST', `notifications/${first}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'true', unread: 1 });
    expect(await unreadCount(ctx.app.db, ctx.colleague.user.id)).toBe(1);
    const row = await rowOf(ctx.app, 'notifications', { id: first }, ['read_at']);
    expect(row.read_at).not.toBeNull();
  });

  it('keeps the first reading time of one already read', async () => {
    const id = await addNotification(ctx.colleague.user.id, true);
    expect((await ctx.call(ctx.colleague, 'POST', `notifications/${id}/read`)).statusCode).toBe(200);
    const row = await rowOf(ctx.app, 'notifications', { id }, ['read_at']);
    expect(row.read_at).toBe('2026-03-01T10:00:00.000Z');
  });

  it('given another lawyer’s notification / answers 404 and leaves it unread', async () => {
    const theirs = await addNotification(ctx.ankara.user.id);
    const res = await ctx.call(ctx.me, 'POST', `notifications/${theirs}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Bildirim bulunamadı.' });
    expect(await unreadCount(ctx.app.db, ctx.ankara.user.id)).toBe(1);
  });
});

describe('demo data', () => {
  const demo = testAppSuite();
  beforeAll(async () => {
    await seedDemoData(demo.app.db, demo.app.now());
  });

  it('tells each demo lawyer about the special notifications of his audience, with a link to each', async () => {
    const [ayse, mehmet] = await Promise.all(
      [demoLawyers[0], demoLawyers[1]].map((l) =>
        demo.app.db
          .selectFrom('users')
          .selectAll()
          .where('telephone', '=', l.telephone)
          .executeTakeFirstOrThrow(),
      ),
    );
    const specials = await demo.app.db
      .selectFrom('special_notifications')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(specials.map((s) => s.title)).toEqual(demoSpecialNotifications.map((s) => s.title));
    const toldAbout = async (userId: number) => {
      const rows = await rowsOf(
        demo.app,
        'notifications',
        { user_id: userId, type: SPECIAL_NOTIFICATION_TYPE },
        ['data'],
      );
      return rows.map((r) => (JSON.parse(r.data) as { id: number }).id).sort((a, b) => a - b);
    };
    const [everyone, istanbul, ankaraOnly, ayseOnly] = specials.map((s) => s.id) as [
      number,
      number,
      number,
      number,
    ];
    expect(await toldAbout(ayse!.id)).toEqual([everyone, istanbul, ayseOnly]);
    expect(await toldAbout(mehmet!.id)).toEqual([everyone, istanbul]);
    // Every notification leads to a page its reader may open; the Ankara one is nobody's here.
    await expect(readSpecialNotification(demo.app.db, ayse!, ayseOnly)).resolves.toMatchObject({
      title: 'Pro üyeliğiniz bir yıl uzatıldı',
    });
    await expect(readSpecialNotification(demo.app.db, ayse!, ankaraOnly)).rejects.toThrow(
      'Bildirim bulunamadı.',
    );
    await expect(readSpecialNotification(demo.app.db, mehmet!, ayseOnly)).rejects.toThrow(
      'Bildirim bulunamadı.',
    );
  });
});
