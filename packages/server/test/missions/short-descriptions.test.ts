import { describe, expect, it } from 'vitest';
import { descriptionMessages } from '../../src/services/missions/short-descriptions.ts';
import { lifecycleSuite } from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';

const ctx = lifecycleSuite({ me: {}, other: {} });

const setCustom = (on: boolean) =>
  ctx.app.db
    .updateTable('constants')
    .set({ description: on ? '1' : '0' })
    .where('name', '=', 'allow_custom_descriptions')
    .execute();

describe('shortdescriptions', () => {
  it('lists the system descriptions and the lawyer’s own, never another lawyer’s', async () => {
    await ctx.call(ctx.other, 'POST', 'shortdescriptions', { description: 'Başkasının açıklaması' });
    const created = await ctx.call(ctx.me, 'POST', 'shortdescriptions', {
      description: 'Benim açıklamam',
    });
    expect(created.statusCode).toBe(200);
    const body = (await ctx.call(ctx.me, 'GET', 'shortdescriptions')).json();
    const owners = new Set(body.data.map((d: { user_id: number | null }) => d.user_id));
    expect(owners).toEqual(new Set([null, ctx.me.user.id]));
    expect(body.allowCustom).toBe(true);
  });

  it('lets the owner edit and delete his own while custom descriptions are on', async () => {
    const id = (await ctx.call(ctx.me, 'POST', 'shortdescriptions', { description: 'İlk hali' })).json().data
      .id;
    const put = await ctx.call(ctx.me, 'PUT', `shortdescriptions/${id}`, { description: 'Yeni hali' });
    expect(put.json().data).toEqual({ id, description: 'Yeni hali', user_id: ctx.me.user.id });
    expect(
      (await ctx.call(ctx.other, 'PUT', `shortdescriptions/${id}`, { description: 'x' })).statusCode,
    ).toBe(404);
    expect((await ctx.call(ctx.other, 'DELETE', `shortdescriptions/${id}`)).statusCode).toBe(404);
    const kept = await rowOf(ctx.app, 'short_descriptions', { id }, ['description']);
    expect(kept.description).toBe('Yeni hali');
    expect((await ctx.call(ctx.me, 'DELETE', `shortdescriptions/${id}`)).statusCode).toBe(200);
    expect((await ctx.call(ctx.me, 'DELETE', `shortdescriptions/${id}`)).statusCode).toBe(404);
  });

  it('keeps system descriptions read-only', async () => {
    const system = await ctx.app.db
      .selectFrom('short_descriptions')
      .select('id')
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow();
    const res = await ctx.call(ctx.me, 'PUT', `shortdescriptions/${system.id}`, {
      description: 'değişti',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(descriptionMessages.systemReadOnly);
    expect((await ctx.call(ctx.me, 'DELETE', `shortdescriptions/${system.id}`)).statusCode).toBe(403);
  });

  it('freezes the lawyer’s own while custom descriptions are off', async () => {
    const id = (await ctx.call(ctx.me, 'POST', 'shortdescriptions', { description: 'Dondurulacak' })).json()
      .data.id;
    await setCustom(false);
    try {
      expect(
        (await ctx.call(ctx.me, 'PUT', `shortdescriptions/${id}`, { description: 'x' })).statusCode,
      ).toBe(403);
      expect(
        (await ctx.call(ctx.me, 'POST', 'shortdescriptions', { description: 'yeni' })).json().error,
      ).toBe('custom_off');
      const removal = await ctx.call(ctx.me, 'DELETE', `shortdescriptions/${id}`);
      expect(removal.statusCode).toBe(403);
      expect(removal.json().error).toBe('custom_off');
      // The list still offers his own to pick, and tells the page that editing is off.
      const list = (await ctx.call(ctx.me, 'GET', 'shortdescriptions')).json();
      expect(list.allowCustom).toBe(false);
      expect(list.data).toContainEqual({ id, description: 'Dondurulacak', user_id: ctx.me.user.id });
    } finally {
      await setCustom(true);
    }
  });

  it('validates the text and the id', async () => {
    expect((await ctx.call(ctx.me, 'POST', 'shortdescriptions', { description: '   ' })).statusCode).toBe(
      422,
    );
    expect((await ctx.call(ctx.me, 'PUT', 'shortdescriptions/abc', { description: 'x' })).statusCode).toBe(
      422,
    );
  });
});
