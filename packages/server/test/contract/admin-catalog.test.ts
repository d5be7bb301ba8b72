import { type CategoryPayload, api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { operatorToken } from '../admin/operator.ts';
import { ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { callerOn } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

/**
 * The console's catalogue calls against the real app, each answer parsed with its contract schema:
 * special notifications, categories, system descriptions, courthouses and the bar list.
 */
const ctx = testAppSuite({}, { operator: operatorToken });
const operator = callerOn(ctx, () => ctx.operator);

describe('special notifications', () => {
  it('api.admin.sendSpecialNotification sends one and api.admin.specialNotifications lists it first', async () => {
    const lawyer = await signedInUser(ctx.app, { name: 'Av. Bildirim Alıcısı' });
    const sent = await operator.ok(api.admin.sendSpecialNotification, {
      body: { audience: 'lawyer', user_id: lawyer.user.id, title: 'Size özel', body: '<p>Merhaba</p>' },
    });
    expect(sent.data).toMatchObject({ recipients: 1, notification: { user_name: 'Av. Bildirim Alıcısı' } });
    const page = await operator.ok(api.admin.specialNotifications, { query: { page: 1 } });
    expect(page.data[0]?.id).toBe(sent.data.notification.id);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });
});

describe('bars', () => {
  it('api.admin.catalogBars lists every bar by Turkish name', async () => {
    const bars = await operator.ok(api.admin.catalogBars, {});
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
    const created = await operator.ok(api.admin.createCategory, { body });
    expect(created.data).toMatchObject({ prices: [250, 400], active: true });
    const id = created.data.id;
    const updated = await operator.ok(api.admin.updateCategory, {
      params: { id },
      body: { ...body, prices: [250, 400, 800] },
    });
    expect(updated.data.prices).toEqual([250, 400, 800]);
    const off = await operator.ok(api.admin.setCategoryActive, { params: { id }, body: { active: 0 } });
    expect(off.data.active).toBe(false);
    const all = await operator.ok(api.admin.categories, {});
    const ids = all.data.map((c) => c.id);
    const moved = [id, ...ids.filter((x) => x !== id)];
    const order = await operator.ok(api.admin.reorderCategories, { body: { ids: moved } });
    expect(order.data[0]).toMatchObject({ id, sort_order: 1 });
  });
});

describe('system descriptions', () => {
  it('api.admin.systemDescriptions, api.admin.createSystemDescription, api.admin.updateSystemDescription and api.admin.deleteSystemDescription', async () => {
    const created = await operator.ok(api.admin.createSystemDescription, {
      body: { description: 'Duruşmaya katılım sağlanacak.' },
    });
    const id = created.data.id;
    await operator.ok(api.admin.updateSystemDescription, {
      params: { id },
      body: { description: 'Duruşmaya katılım sağlanacak, zapta itiraz yazılacak.' },
    });
    const list = await operator.ok(api.admin.systemDescriptions, {});
    expect(list.data.find((d) => d.id === id)?.description).toContain('zapta itiraz');
    const removed = await operator.ok(api.admin.deleteSystemDescription, { params: { id } });
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
    const created = await operator.ok(api.admin.createCourthouse, { body });
    const id = created.data.id;
    expect(created.data).toMatchObject({ bar_name: 'İstanbul Barosu', is_main: false });
    const updated = await operator.ok(api.admin.updateCourthouse, {
      params: { id },
      body: { ...body, address: null },
    });
    expect(updated.data.address).toBeNull();
    const page = await operator.ok(api.admin.courthouses, {
      query: { baro_id: ISTANBUL_BAROSU_ID, page: 1 },
    });
    expect(page.data.every((c) => c.baro_id === ISTANBUL_BAROSU_ID)).toBe(true);
    await operator.ok(api.admin.deleteCourthouse, { params: { id } });
    const gone = await operator.call(api.admin.deleteCourthouse, { params: { id } });
    expect(gone.status).toBe(404);
  });
});
