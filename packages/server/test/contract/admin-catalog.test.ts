import { type CategoryPayload, api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { signedInOperator } from '../admin/operator.ts';
import { ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

/**
 * The console's catalogue calls against the real app, each answer parsed with its contract schema:
 * special notifications, categories, system descriptions, courthouses and the bar list.
 */
const ctx = testAppSuite({}, { operator: async (app) => (await signedInOperator(app)).token });

describe('special notifications', () => {
  it('api.admin.sendSpecialNotification sends one and api.admin.specialNotifications lists it first', async () => {
    const lawyer = await signedInUser(ctx.app, { name: 'Av. Bildirim Alıcısı' });
    const sent = await expectOk(
      ctx.app,
      api.admin.sendSpecialNotification,
      { body: { audience: 'lawyer', user_id: lawyer.user.id, title: 'Size özel', body: '<p>Merhaba</p>' } },
      ctx.operator,
    );
    expect(sent.data).toMatchObject({ recipients: 1, notification: { user_name: 'Av. Bildirim Alıcısı' } });
    const page = await expectOk(
      ctx.app,
      api.admin.specialNotifications,
      { query: { page: 1 } },
      ctx.operator,
    );
    expect(page.data[0]?.id).toBe(sent.data.notification.id);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });
});

describe('bars', () => {
  it('api.admin.catalogBars lists every bar by Turkish name', async () => {
    const bars = await expectOk(ctx.app, api.admin.catalogBars, {}, ctx.operator);
    const names = bars.data.map((b) => b.name);
    expect(names).toContain('İstanbul Barosu');
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
  });
});

describe('categories', () => {
  it('api.admin.categories, api.admin.createCategory, api.admin.updateCategory, api.admin.setCategoryActive and api.admin.reorderCategories', async () => {
    const body: CategoryPayload = {
      name: 'Tebligat takibi',
      prices: [250, 400],
      out_adliye: 'in',
      time_required: 0,
    };
    const created = await expectOk(ctx.app, api.admin.createCategory, { body }, ctx.operator);
    expect(created.data).toMatchObject({ prices: [250, 400], active: true });
    const id = created.data.id;
    const updated = await expectOk(
      ctx.app,
      api.admin.updateCategory,
      { params: { id }, body: { ...body, prices: [250, 400, 800] } },
      ctx.operator,
    );
    expect(updated.data.prices).toEqual([250, 400, 800]);
    const off = await expectOk(
      ctx.app,
      api.admin.setCategoryActive,
      { params: { id }, body: { active: 0 } },
      ctx.operator,
    );
    expect(off.data.active).toBe(false);
    const all = await expectOk(ctx.app, api.admin.categories, {}, ctx.operator);
    const ids = all.data.map((c) => c.id);
    const moved = [id, ...ids.filter((x) => x !== id)];
    const order = await expectOk(
      ctx.app,
      api.admin.reorderCategories,
      { body: { ids: moved } },
      ctx.operator,
    );
    expect(order.data[0]).toMatchObject({ id, sort_order: 1 });
  });
});

describe('system descriptions', () => {
  it('api.admin.systemDescriptions, api.admin.createSystemDescription, api.admin.updateSystemDescription and api.admin.deleteSystemDescription', async () => {
    const created = await expectOk(
      ctx.app,
      api.admin.createSystemDescription,
      { body: { description: 'Duruşmaya katılım sağlanacak.' } },
      ctx.operator,
    );
    const id = created.data.id;
    await expectOk(
      ctx.app,
      api.admin.updateSystemDescription,
      { params: { id }, body: { description: 'Duruşmaya katılım sağlanacak, zapta itiraz yazılacak.' } },
      ctx.operator,
    );
    const list = await expectOk(ctx.app, api.admin.systemDescriptions, {}, ctx.operator);
    expect(list.data.find((d) => d.id === id)?.description).toContain('zapta itiraz');
    const removed = await expectOk(
      ctx.app,
      api.admin.deleteSystemDescription,
      { params: { id } },
      ctx.operator,
    );
    expect(removed.message).toBe('Açıklama kaldırıldı.');
  });
});

describe('courthouses', () => {
  it('api.admin.courthouses, api.admin.createCourthouse, api.admin.updateCourthouse and api.admin.deleteCourthouse', async () => {
    const body = {
      baro_id: ISTANBUL_BAROSU_ID,
      name: 'Kartal Ek Hizmet Binası',
      address: 'Kartal, İstanbul',
      latitude: 40.889,
      longitude: 29.19,
      is_main: 0,
    } as const;
    const created = await expectOk(ctx.app, api.admin.createCourthouse, { body }, ctx.operator);
    const id = created.data.id;
    expect(created.data).toMatchObject({ bar_name: 'İstanbul Barosu', is_main: false });
    const updated = await expectOk(
      ctx.app,
      api.admin.updateCourthouse,
      { params: { id }, body: { ...body, address: null } },
      ctx.operator,
    );
    expect(updated.data.address).toBeNull();
    const page = await expectOk(
      ctx.app,
      api.admin.courthouses,
      { query: { baro_id: ISTANBUL_BAROSU_ID, page: 1 } },
      ctx.operator,
    );
    expect(page.data.every((c) => c.baro_id === ISTANBUL_BAROSU_ID)).toBe(true);
    await expectOk(ctx.app, api.admin.deleteCourthouse, { params: { id } }, ctx.operator);
    const gone = await callEndpoint(ctx.app, api.admin.deleteCourthouse, { params: { id } }, ctx.operator);
    expect(gone.status).toBe(404);
  });
});
