import { type CategoryPayload, api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../src/seed/reference.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID, SAMSUN_BAROSU_ID } from '../../src/seed/ids.ts';
import { callerOn, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';
import { operatorToken } from './operator.ts';
import { findRow, rowOf } from '../helpers/rows.ts';

/**
 * Categories, ready descriptions and courthouses edited in the console: what the lawyers' screens
 * read changes at once, bad input is refused per field, nothing in use is deleted, and every change
 * leaves its audit line with the record before and after.
 */
const ctx = testAppSuite(
  {},
  {
    operator: operatorToken,
    lawyer: async (app) => (await signedInUser(app)).token,
  },
);
const operator = callerOn(ctx, () => ctx.operator);

const audit = (action: string, subjectId: number) =>
  ctx.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject_id', '=', subjectId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const lawyerCategories = async () => (await expectOk(ctx.app, api.reference.categories, {}, ctx.lawyer)).data;
const category: CategoryPayload = {
  name: 'Vekalet teslimi',
  prices: [300, 450, 600],
  out_adliye: 'both',
  time_required: 0,
};

describe('categories', () => {
  it('a new one goes last, active, and the create form offers it with its budgets at once', async () => {
    const created = await operator.ok(api.admin.createCategory, { body: category });
    expect(created.data).toMatchObject({
      name: 'Vekalet teslimi',
      prices: [300, 450, 600],
      active: true,
      tasks: 0,
    });
    const all = await operator.ok(api.admin.categories, {});
    expect(all.data.at(-1)?.id).toBe(created.data.id);
    expect((await lawyerCategories()).find((c) => c.id === created.data.id)).toMatchObject({
      price: '300,450,600',
      out_adliye: 'both',
      time_required: false,
    });
    const line = await audit('category.create', created.data.id);
    expect(JSON.parse(line.after_json ?? '{}')).toMatchObject({
      name: 'Vekalet teslimi',
      price: '300,450,600',
    });
  });

  it('an edit shows in the lawyers list at once, audited before and after', async () => {
    const [first] = (await operator.ok(api.admin.categories, {})).data;
    if (!first) throw new Error('no category');
    const res = await operator.ok(api.admin.updateCategory, {
      params: { id: first.id },
      body: { name: `${first.name} (güncel)`, prices: [500, 1000], out_adliye: 'in', time_required: 1 },
    });
    expect(res.data.prices).toEqual([500, 1000]);
    expect((await lawyerCategories()).find((c) => c.id === first.id)).toMatchObject({
      name: `${first.name} (güncel)`,
      price: '500,1000',
      out_adliye: 'in',
      time_required: true,
    });
    const line = await audit('category.update', first.id);
    expect(JSON.parse(line.before_json ?? '{}')).toMatchObject({
      name: first.name,
      price: first.prices.join(','),
    });
    expect(JSON.parse(line.after_json ?? '{}')).toMatchObject({ price: '500,1000', time_required: true });
  });

  it.each([
    ['an empty list', [], 'en az bir'],
    ['a zero', [0, 100], 'sıfırdan büyük'],
    ['a fraction', [100.5], 'tam sayı'],
    ['a descending list', [500, 300], 'küçükten büyüğe'],
    ['a repeat', [300, 300], 'birbirinden farklı'],
    ['too large a budget', [100_001], '100.000'],
    ['too many budgets', Array.from({ length: 13 }, (_, i) => (i + 1) * 100), 'En fazla 12'],
    ['text', ['yüz'], 'tam sayı'],
  ])('refuses %s of budgets with 422 on prices', async (_name, prices, text) => {
    const res = await operator.call(api.admin.createCategory, {
      body: { ...category, name: 'Geçersiz bütçe', prices: prices as number[] },
    });
    expect(res.status).toBe(422);
    const errors = (res.raw as { errors: Record<string, string[]> }).errors;
    expect(errors.prices?.[0]).toContain(text);
  });

  it('refuses a second category of the same name', async () => {
    const res = await operator.call(api.admin.createCategory, {
      body: { ...category, name: 'VEKALET TESLİMİ' },
    });
    expect(res.status).toBe(422);
  });

  it('deactivating hides it from the lawyers and the create call refuses it; reactivating brings it back', async () => {
    const created = await operator.ok(api.admin.createCategory, {
      body: { ...category, name: 'Geçici kategori' },
    });
    const id = created.data.id;
    const off = await operator.ok(api.admin.setCategoryActive, { params: { id }, body: { active: 0 } });
    expect(off.data.active).toBe(false);
    expect((await lawyerCategories()).map((c) => c.id)).not.toContain(id);
    expect(JSON.parse((await audit('category.deactivate', id)).after_json ?? '{}')).toEqual({
      active: false,
    });
    await operator.ok(api.admin.setCategoryActive, { params: { id }, body: { active: 1 } });
    expect((await lawyerCategories()).map((c) => c.id)).toContain(id);
  });

  it('reorders: the lawyers get the new order; an order missing a category is refused', async () => {
    const ids = (await operator.ok(api.admin.categories, {})).data.map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await operator.ok(api.admin.reorderCategories, { body: { ids: reversed } });
    expect(res.data.map((c) => c.id)).toEqual(reversed);
    const active = new Set((await lawyerCategories()).map((c) => c.id));
    expect((await lawyerCategories()).map((c) => c.id)).toEqual(reversed.filter((id) => active.has(id)));
    const partial = await operator.call(api.admin.reorderCategories, { body: { ids: ids.slice(1) } });
    expect(partial.status).toBe(422);
    const twice = await operator.call(api.admin.reorderCategories, {
      body: { ids: [...ids.slice(1), ids[1] ?? 0] },
    });
    expect(twice.status).toBe(422);
  });

  it('answers an unknown category with 404', async () => {
    const res = await operator.call(api.admin.updateCategory, { params: { id: 99_999 }, body: category });
    expect(res.status).toBe(404);
  });
});

describe('system descriptions', () => {
  it('added, edited and removed ones show in the lawyers ready list at once, as plain text', async () => {
    const created = await operator.ok(api.admin.createSystemDescription, {
      body: { description: '<b>Dosya</b> fotokopisi alınacak.' },
    });
    expect(created.data.description).toBe('Dosya fotokopisi alınacak.');
    const ready = async () =>
      (await expectOk(ctx.app, api.shortDescriptions.list, {}, ctx.lawyer)).data.filter(
        (d) => d.user_id === null,
      );
    expect((await ready()).map((d) => d.description)).toContain('Dosya fotokopisi alınacak.');

    const id = created.data.id;
    await operator.ok(api.admin.updateSystemDescription, {
      params: { id },
      body: { description: 'Dosya fotokopisi alınıp gönderilecek.' },
    });
    expect((await ready()).find((d) => d.id === id)?.description).toBe(
      'Dosya fotokopisi alınıp gönderilecek.',
    );
    expect(JSON.parse((await audit('short_description.update', id)).before_json ?? '{}')).toEqual({
      description: 'Dosya fotokopisi alınacak.',
    });

    const dup = await operator.call(api.admin.createSystemDescription, {
      body: { description: 'Dosya fotokopisi alınıp gönderilecek.' },
    });
    expect(dup.status).toBe(422);

    await operator.ok(api.admin.deleteSystemDescription, { params: { id } });
    expect((await ready()).map((d) => d.id)).not.toContain(id);
    expect((await audit('short_description.delete', id)).after_json).toBeNull();
  });

  it('never touches a lawyer’s own description (404)', async () => {
    const own = await signedInUser(ctx.app);
    const row = await ctx.app.db
      .insertInto('short_descriptions')
      .values({ user_id: own.user.id, description: 'Kendi açıklamam', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await operator.call(api.admin.deleteSystemDescription, { params: { id: row.id } });
    expect(res.status).toBe(404);
  });
});

describe('courthouses', () => {
  const courthouse = {
    baro_id: SAMSUN_BAROSU_ID,
    name: 'Samsun Ek Hizmet Binası',
    address: 'İlkadım, Samsun',
    latitude: 41.5679,
    longitude: 35.9069,
    is_main: 0,
  } as const;

  it('a new one lies in the bar’s province, shows in the bar’s list and in the place search at once', async () => {
    // Loads the place search before the change, so a stale copy would show.
    await expectOk(ctx.app, api.reference.locationSearch, { body: { query: 'Ek Hizmet' } }, ctx.lawyer);
    const created = await operator.ok(api.admin.createCourthouse, { body: courthouse });
    expect(created.data).toMatchObject({
      name: 'Samsun Ek Hizmet Binası',
      bar_name: 'Samsun Barosu',
      lawyers: 0,
      tasks: 0,
    });
    expect(Math.floor(created.data.id / 100)).toBe(SAMSUN_BAROSU_ID);
    const bar = await rowOf(ctx.app, 'bars', { id: SAMSUN_BAROSU_ID }, ['city_id']);
    expect(created.data.city_id).toBe(bar.city_id);

    const ofBar = await expectOk(
      ctx.app,
      api.reference.courthouses,
      { body: { baro_id: SAMSUN_BAROSU_ID } },
      ctx.lawyer,
    );
    expect(JSON.stringify(ofBar)).toContain('Samsun Ek Hizmet Binası');
    const found = await expectOk(
      ctx.app,
      api.reference.locationSearch,
      { body: { query: 'Samsun Ek Hizmet Binası' } },
      ctx.lawyer,
    );
    expect(found.data.map((p) => p.name)).toContain('Samsun Ek Hizmet Binası');

    const list = await operator.ok(api.admin.courthouses, {
      query: { baro_id: SAMSUN_BAROSU_ID, q: 'ek hizmet', page: 1 },
    });
    expect(list.data.map((c) => c.id)).toEqual([created.data.id]);
    expect(JSON.parse((await audit('courthouse.create', created.data.id)).after_json ?? '{}')).toMatchObject({
      name: 'Samsun Ek Hizmet Binası',
      latitude: 41.5679,
    });
  });

  it.each([
    ['a latitude south of Turkey', { latitude: 35.5 }, 'latitude'],
    ['a longitude east of Turkey', { longitude: 45.2 }, 'longitude'],
    ['a missing latitude', { latitude: '' }, 'latitude'],
    ['an unknown bar', { baro_id: 999 }, 'baro_id'],
    ['a blank name', { name: '  ' }, 'name'],
    ['a name the bar already has', { name: 'Çağlayan Adliyesi', baro_id: ISTANBUL_BAROSU_ID }, 'name'],
  ])('refuses %s with 422 on the field', async (_name, change, field) => {
    const res = await operator.call(api.admin.createCourthouse, {
      body: { ...courthouse, name: 'Deneme Adliyesi', ...change } as never,
    });
    expect(res.status).toBe(422);
    expect(Object.keys((res.raw as { errors: Record<string, string[]> }).errors)).toContain(field);
  });

  it('edits one, audited before and after', async () => {
    const created = await operator.ok(api.admin.createCourthouse, {
      body: { ...courthouse, name: 'Samsun İcra Binası' },
    });
    const id = created.data.id;
    const res = await operator.ok(api.admin.updateCourthouse, {
      params: { id },
      body: { ...courthouse, name: 'Samsun İcra Binası', latitude: 41.2, longitude: 36.72 },
    });
    expect(res.data).toMatchObject({ latitude: 41.2, longitude: 36.72 });
    const line = await audit('courthouse.update', id);
    expect(JSON.parse(line.before_json ?? '{}')).toMatchObject({ latitude: 41.5679 });
    expect(JSON.parse(line.after_json ?? '{}')).toMatchObject({ latitude: 41.2 });
  });

  it('refuses to delete one lawyers serve (409) and deletes an unused one', async () => {
    const used = await operator.call(api.admin.deleteCourthouse, { params: { id: CAGLAYAN_ADLIYESI_ID } });
    expect(used.status).toBe(409);
    expect(await findRow(ctx.app, 'courthouses', { id: CAGLAYAN_ADLIYESI_ID }, ['id'])).toBeDefined();

    const created = await operator.ok(api.admin.createCourthouse, {
      body: { ...courthouse, name: 'Samsun Arşiv Binası' },
    });
    const id = created.data.id;
    await operator.ok(api.admin.deleteCourthouse, { params: { id } });
    expect(await findRow(ctx.app, 'courthouses', { id }, ['id'])).toBeUndefined();
    expect(JSON.parse((await audit('courthouse.delete', id)).before_json ?? '{}')).toMatchObject({
      name: 'Samsun Arşiv Binası',
    });
    const again = await operator.call(api.admin.deleteCourthouse, { params: { id } });
    expect(again.status).toBe(404);
  });

  it('a deleted seeded courthouse stays deleted when the reference data loads again at start', async () => {
    const seeded = await rowOf(
      ctx.app,
      'courthouses',
      { baro_id: SAMSUN_BAROSU_ID, name: 'Bafra Adliyesi' },
      ['id'],
    );
    await operator.ok(api.admin.deleteCourthouse, { params: { id: seeded.id } });
    await loadReferenceData(ctx.app.db);
    expect(await findRow(ctx.app, 'courthouses', { id: seeded.id }, ['id'])).toBeUndefined();
  });
});
