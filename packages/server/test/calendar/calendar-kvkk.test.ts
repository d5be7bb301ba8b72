import { describe, expect, it } from 'vitest';
import { suite } from '../helpers/suite.ts';
import { DEFAULT_PASSWORD, signedInUser } from '../helpers/users.ts';
import { deleteAccount, downloadExport, readExport } from '../kvkk/setup.ts';
import { createUploadsApp } from '../uploads/setup.ts';

// The uploads' app: the export reads the storage, the deletion cleans it.
const ctx = suite(async () => {
  const opened = await createUploadsApp();
  opened.clock.set('2026-03-10T09:00:00Z');
  return opened;
});

describe('KVKK: the calendar feed', () => {
  it('exports that he has a feed and since when, never its address, and deletion revokes it', async () => {
    const me = await signedInUser(ctx.app);
    const exportedBefore = readExport((await downloadExport(ctx.app, me)).rawPayload);
    expect(exportedBefore.data.takvim_baglantisi).toBeNull();

    const made = await ctx.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: me.headers });
    const url = made.json<{ data: { url: string } }>().data.url;
    const path = new URL(url).pathname;
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    // One export a minute.
    ctx.clock.advance(61_000);

    const exported = readExport((await downloadExport(ctx.app, me)).rawPayload);
    expect(exported.data.takvim_baglantisi).toEqual({ created_at: '2026-03-10T09:00:00.000Z' });
    expect(JSON.stringify(exported.data)).not.toContain(token);

    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await deleteAccount(ctx.app, me, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const rows = await ctx.app.db
      .selectFrom('calendar_feeds')
      .select('id')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
