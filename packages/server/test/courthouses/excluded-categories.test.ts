import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { CAGLAYAN_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { IN_CATEGORY, TIMED_CATEGORY, lifecycleSuite, pendingIds, toldAbout } from '../helpers/missions.ts';

const ctx = lifecycleSuite({ owner: {} });

const calls = api.courthouses;

const createTask = (categoryId: number) =>
  ctx.createdTask(ctx.owner, {
    category_id: categoryId,
    ...(categoryId === TIMED_CATEGORY ? { plan_time: '14:30', mission_price: 1000 } : {}),
  });

describe('user/notCategoriesList and user/notCategoriesUpdate', () => {
  it('lists the active categories in order with none excluded for a new lawyer', async () => {
    const me = await ctx.lawyer();
    const { data } = await expectOk(ctx.app, calls.excludedCategories, {}, me.token);
    expect(data.length).toBeGreaterThan(3);
    expect(data[0]).toEqual({ category_id: 1, name: 'Duruşmaya Katılım (Tevkil)', excluded: false });
    expect(data.every((c) => !c.excluded)).toBe(true);
  });

  it('given an excluded category / its new task neither reaches him nor is listed, the others still do', async () => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    const before = await createTask(IN_CATEGORY);
    expect(await pendingIds(ctx.app, me)).toContain(before);

    const answer = await expectOk(
      ctx.app,
      calls.updateExcludedCategories,
      { body: { category_id: [IN_CATEGORY, IN_CATEGORY] } },
      me.token,
    );
    expect(answer.message).toBe('Görev almak istemediğiniz kategoriler güncellendi.');
    expect(answer.data.filter((c) => c.excluded).map((c) => c.category_id)).toEqual([IN_CATEGORY]);
    expect(await pendingIds(ctx.app, me)).not.toContain(before);

    const excluded = await createTask(IN_CATEGORY);
    const wanted = await createTask(TIMED_CATEGORY);
    expect(await toldAbout(ctx.app, me)).toEqual([before, wanted]);
    const pending = await pendingIds(ctx.app, me);
    expect(pending).toContain(wanted);
    expect(pending).not.toContain(excluded);

    // An empty list lets every category through again, at once.
    await expectOk(ctx.app, calls.updateExcludedCategories, { body: { category_id: [] } }, me.token);
    expect(await pendingIds(ctx.app, me)).toContain(excluded);
    const { data } = await expectOk(ctx.app, calls.excludedCategories, {}, me.token);
    expect(data.some((c) => c.excluded)).toBe(false);
  });

  it.each([
    ['an unknown category', [IN_CATEGORY, 999], 'Seçtiğiniz kategori bulunamadı.'],
    ['a word instead of an id', ['Tevkil'], 'Kategori seçimi geçersiz.'],
  ])('refuses %s with 422 and keeps the old list', async (_case, ids, message) => {
    const me = await ctx.lawyer({ excludedCategories: [TIMED_CATEGORY] });
    const res = await callEndpoint(
      ctx.app,
      calls.updateExcludedCategories,
      { body: { category_id: ids as number[] } },
      me.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { category_id: [message] } });
    const { data } = await expectOk(ctx.app, calls.excludedCategories, {}, me.token);
    expect(data.filter((c) => c.excluded).map((c) => c.category_id)).toEqual([TIMED_CATEGORY]);
  });

  it('refuses an inactive category', async () => {
    const me = await ctx.lawyer();
    await ctx.app.db.updateTable('categories').set({ active: 0 }).where('id', '=', TIMED_CATEGORY).execute();
    try {
      const res = await callEndpoint(
        ctx.app,
        calls.updateExcludedCategories,
        { body: { category_id: [TIMED_CATEGORY] } },
        me.token,
      );
      expect(res.status).toBe(422);
    } finally {
      await ctx.app.db
        .updateTable('categories')
        .set({ active: 1 })
        .where('id', '=', TIMED_CATEGORY)
        .execute();
    }
  });

  it('needs a signed-in lawyer and changes only his own list', async () => {
    expect((await callEndpoint(ctx.app, calls.excludedCategories, {})).status).toBe(401);
    expect(
      (await callEndpoint(ctx.app, calls.updateExcludedCategories, { body: { category_id: [IN_CATEGORY] } }))
        .status,
    ).toBe(401);
    const me = await ctx.lawyer();
    const other = await ctx.lawyer({ excludedCategories: [TIMED_CATEGORY] });
    await expectOk(
      ctx.app,
      calls.updateExcludedCategories,
      { body: { category_id: [IN_CATEGORY] } },
      me.token,
    );
    const { data } = await expectOk(ctx.app, calls.excludedCategories, {}, other.token);
    expect(data.filter((c) => c.excluded).map((c) => c.category_id)).toEqual([TIMED_CATEGORY]);
  });
});
