import { MissionStatus } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { type Lawyer, OUT_CATEGORY, lifecycleSuite } from '../helpers/missions.ts';
import { parseCalendar } from './parse.ts';

const ctx = lifecycleSuite({ owner: {}, worker: {}, stranger: {} });

/** Makes (or renews) a lawyer's feed; the address the settings show, and its path on the server. */
async function makeFeed(who: Lawyer): Promise<{ url: string; path: string }> {
  const res = await ctx.call(who, 'POST', 'calendar/feed');
  expect(res.statusCode).toBe(200);
  const url = res.json<{ data: { url: string } }>().data.url;
  return { url, path: new URL(url).pathname };
}

/** A task of the owner assigned to the worker, planned at that Istanbul date and time. */
const assignedTask = (date: string, time: string) =>
  ctx.insertMission(ctx.owner.user, {
    plan_date: date,
    plan_time: time,
    user_id: ctx.worker.user.id,
    status: MissionStatus.assigned,
    assigned_at: '2026-03-10T09:30:00.000Z',
  });

const read = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: path, headers });

describe('the calendar feed', () => {
  it('holds the tasks its lawyer owns or was chosen for, and nobody else’s, as an independent parser reads it', async () => {
    const { owner, worker, stranger } = ctx;
    const timed = await assignedTask('2026-03-12', '10:30');
    const allDay = await ctx.insertMission(owner.user, { plan_date: '2026-03-13' });
    const cancelled = await ctx.insertMission(owner.user, {
      plan_date: '2026-03-14',
      plan_time: '09:00',
      status: MissionStatus.cancelled,
      cancelled_at: '2026-03-10T10:00:00.000Z',
    });
    const outside = await ctx.insertMission(worker.user, {
      adliye_id: null,
      out_adliye: 1,
      category_id: OUT_CATEGORY,
      address_name: 'Müvekkil ofisi',
      address: 'Halaskargazi Cd. No:5, Şişli',
      plan_date: '2026-03-15',
      plan_time: '14:00',
    });
    const strangers = await ctx.insertMission(stranger.user, { plan_date: '2026-03-12' });
    // Planned before the window (90 days back from 2026-03-10): left out.
    const old = await ctx.insertMission(owner.user, { plan_date: '2025-12-01' });

    const feed = await makeFeed(owner);
    expect(feed.url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await read(feed.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(res.body);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.timezones).toEqual(['Europe/Istanbul']);
    const uids = calendar.events.map((e) => e.uid);
    expect(uids).toEqual([
      `gorev-${timed}@meslektas`,
      `gorev-${allDay}@meslektas`,
      `gorev-${cancelled}@meslektas`,
    ]);
    expect(uids).not.toContain(`gorev-${strangers}@meslektas`);
    expect(uids).not.toContain(`gorev-${old}@meslektas`);

    const [first, second, third] = calendar.events;
    // 10:30 in Istanbul is 07:30 UTC: the parser reads the time through the feed's own VTIMEZONE.
    expect(first).toMatchObject({
      summary: 'Dosya İnceleme ve Fotokopi – Çağlayan Adliyesi',
      allDay: false,
      tzid: 'Europe/Istanbul',
      start: '2026-03-12T07:30:00.000Z',
      end: '2026-03-12T08:30:00.000Z',
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(first?.location).toMatch(/^Çağlayan Adliyesi/);
    expect(first?.url).toMatch(new RegExp(`/gorev-detaylari/${timed}$`));
    expect(first?.description).toContain('Bu görevi siz verdiniz.');
    expect(second).toMatchObject({ allDay: true, start: '2026-03-13', end: null });
    expect(third).toMatchObject({
      status: 'CANCELLED',
      sequence: 1,
      summary: 'İptal edildi: Dosya İnceleme ve Fotokopi – Çağlayan Adliyesi',
    });

    // The worker's feed: the task he was chosen for and his own, never the owner's others.
    const workers = parseCalendar((await read((await makeFeed(worker)).path)).body).events;
    expect(workers.map((e) => e.uid)).toEqual([`gorev-${timed}@meslektas`, `gorev-${outside}@meslektas`]);
    expect(workers[0]?.description).toContain('Bu görevi siz aldınız.');
    expect(workers[1]).toMatchObject({
      summary: 'Keşfe Katılım – Müvekkil ofisi',
      location: 'Müvekkil ofisi, Halaskargazi Cd. No:5, Şişli',
      start: '2026-03-15T11:00:00.000Z',
    });
  });

  it('answers the same content 304 to its ETag, and lets no shared cache keep it', async () => {
    const feed = await makeFeed(ctx.owner);
    const res = await read(feed.path);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await read(feed.path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await ctx.insertMission(ctx.owner.user, { plan_date: '2026-03-20' });
    expect((await read(feed.path, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('stops answering the old address at once when renewed or revoked; unknown and malformed tokens are the same 404', async () => {
    const before = await makeFeed(ctx.stranger);
    expect((await read(before.path)).statusCode).toBe(200);
    const renewed = await makeFeed(ctx.stranger);
    expect(renewed.path).not.toBe(before.path);
    expect((await read(before.path)).statusCode).toBe(404);
    expect((await read(renewed.path)).statusCode).toBe(200);

    const mine = await ctx.call(ctx.stranger, 'GET', 'calendar/feed');
    expect(mine.json()).toEqual({ data: { created_at: expect.any(String) } });
    expect(mine.body).not.toContain(new URL(renewed.url).pathname.slice(-20, -4));

    const revoked = await ctx.call(ctx.stranger, 'DELETE', 'calendar/feed');
    expect(revoked.json()).toMatchObject({ status: 'true' });
    const gone = await read(renewed.path);
    expect(gone.statusCode).toBe(404);
    expect((await ctx.call(ctx.stranger, 'GET', 'calendar/feed')).json()).toEqual({ data: null });

    const unknown = await read(`/api/calendar/${'A'.repeat(43)}.ics`);
    const malformed = await read('/api/calendar/kisa.ics');
    const noSuffix = await read(`/api/calendar/${'A'.repeat(43)}`);
    for (const res of [unknown, malformed, noSuffix]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(gone.json<{ message: string }>().message);
    }
  });

  it('lets only a signed-in lawyer read or change his feed settings', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await ctx.call(null, method, 'calendar/feed')).statusCode).toBe(401);
    }
  });
});

describe('Takvime ekle', () => {
  it('gives a task’s two parties its one-event file and refuses everyone else', async () => {
    const { owner, worker, stranger } = ctx;
    const id = await assignedTask('2026-03-18', '11:15');
    for (const who of [owner, worker]) {
      const res = await ctx.call(who, 'GET', `mission/${id}/calendar.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="gorev-${id}.ics"`);
      const calendar = parseCalendar(res.body);
      expect(calendar.method).toBeNull();
      expect(calendar.events).toHaveLength(1);
      expect(calendar.events[0]).toMatchObject({
        uid: `gorev-${id}@meslektas`,
        start: '2026-03-18T08:15:00.000Z',
        end: '2026-03-18T09:15:00.000Z',
      });
    }
    expect((await ctx.call(stranger, 'GET', `mission/${id}/calendar.ics`)).statusCode).toBe(403);
    expect((await ctx.call(null, 'GET', `mission/${id}/calendar.ics`)).statusCode).toBe(401);
    expect((await ctx.call(owner, 'GET', 'mission/999999/calendar.ics')).statusCode).toBe(404);
  });

  it('uses the event length from the constants', async () => {
    await ctx.app.db
      .updateTable('constants')
      .set({ description: '30' })
      .where('name', '=', 'takvim_etkinlik_dakika')
      .execute();
    const id = await ctx.insertMission(ctx.owner.user, { plan_date: '2026-03-18', plan_time: '16:00' });
    const events = parseCalendar(
      (await ctx.call(ctx.owner, 'GET', `mission/${id}/calendar.ics`)).body,
    ).events;
    expect(events[0]).toMatchObject({ start: '2026-03-18T13:00:00.000Z', end: '2026-03-18T13:30:00.000Z' });
  });
});
