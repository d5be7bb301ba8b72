import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { operatorToken } from '../admin/operator.ts';
import { callerOn } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';

/**
 * The console's content calls against the real app: each answers inside its contract, refuses bad
 * input with 422 and Turkish field messages, and an unknown record with 404.
 */
const ctx = testAppSuite({}, { operator: operatorToken });
const operator = callerOn(ctx, () => ctx.operator);

const page = {
  title: 'Yeni adliye binası hizmete açıldı',
  slug: 'yeni-adliye-binasi',
  body: '<p>Çağlayan Adliyesi ek binası açıldı.</p>',
  url: '',
  in_homepage: true,
};

describe('constants', () => {
  it('api.admin.contentConstants lists every constant with its kind', async () => {
    const { data } = await operator.ok(api.admin.contentConstants, {});
    expect(data.find((c) => c.name === 'pro_fiyat')).toMatchObject({ kind: 'money' });
    expect(data.find((c) => c.name === 'katip_uyari')).toMatchObject({ kind: 'text' });
    expect(data.find((c) => c.name === 'allow_custom_descriptions')).toMatchObject({ kind: 'flag' });
  });

  it('api.admin.updateConstant saves a text, refuses a wrong number with 422 and an unknown name with 404', async () => {
    const saved = await operator.ok(api.admin.updateConstant, {
      params: { name: 'katip_uyari' },
      body: { description: '  Kâtip uyarısı güncellendi.  ' },
    });
    expect(saved.data).toEqual({
      name: 'katip_uyari',
      description: 'Kâtip uyarısı güncellendi.',
      kind: 'text',
    });

    const wrong = await operator.call(api.admin.updateConstant, {
      params: { name: 'pro_fiyat' },
      body: { description: 'iki bin' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.raw).toMatchObject({ errors: { description: [expect.stringContaining('tutar')] } });

    const unknown = await operator.call(api.admin.updateConstant, {
      params: { name: 'yok_boyle_sabit' },
      body: { description: 'x' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('notice pages', () => {
  it('api.admin.createPage, api.admin.updatePage, api.admin.contentPages and api.admin.deletePage', async () => {
    const created = await operator.ok(api.admin.createPage, { body: page });
    expect(created.data).toMatchObject({ slug: 'yeni-adliye-binasi', url: null, in_homepage: true });

    const updated = await operator.ok(api.admin.updatePage, {
      params: { id: created.data.id },
      body: { ...page, title: 'Ek bina açıldı', url: '/davet-et-kazan' },
    });
    expect(updated.data).toMatchObject({ title: 'Ek bina açıldı', url: '/davet-et-kazan' });

    const { data } = await operator.ok(api.admin.contentPages, {});
    expect(data[0]?.id).toBe(created.data.id);

    await operator.ok(api.admin.deletePage, { params: { id: created.data.id } });
    const gone = await operator.call(api.admin.deletePage, { params: { id: created.data.id } });
    expect(gone.status).toBe(404);
  });

  it('refuses a taken or malformed slug and a link outside the site or https with 422', async () => {
    const taken = await operator.call(api.admin.createPage, { body: { ...page, slug: 'davet-et-kazan' } });
    expect(taken.status).toBe(422);
    expect(taken.raw).toMatchObject({ errors: { slug: ['Bu kısa ad başka bir sayfada kullanılıyor.'] } });
    const bad = await operator.call(api.admin.createPage, {
      body: { ...page, slug: 'Büyük Harf', url: 'javascript:alert(1)', title: '' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.raw as { errors: object }).errors).sort()).toEqual(['slug', 'title', 'url']);
  });
});

describe('FAQ', () => {
  it('api.admin.createFaq, api.admin.updateFaq, api.admin.contentFaqs, api.admin.reorderFaqs and api.admin.deleteFaq', async () => {
    const created = await operator.ok(api.admin.createFaq, {
      body: {
        kind: 'partnership',
        title: 'Ödül ne zaman yatar?',
        content: '<p>Doğrulamadan hemen sonra.</p>',
      },
    });
    const before = await operator.ok(api.admin.contentFaqs, { query: { kind: 'partnership' } });
    expect(before.data.at(-1)).toMatchObject({ id: created.data.id, kind: 'partnership' });

    await operator.ok(api.admin.updateFaq, {
      params: { id: created.data.id },
      body: { title: 'Ödül ne zaman yatar?', content: '<p>Hemen.</p>' },
    });
    const order = [created.data.id, ...before.data.filter((f) => f.id !== created.data.id).map((f) => f.id)];
    const reordered = await operator.ok(api.admin.reorderFaqs, { body: { kind: 'partnership', ids: order } });
    expect(reordered.data.map((f) => f.id)).toEqual(order);
    const partial = await operator.call(api.admin.reorderFaqs, {
      body: { kind: 'partnership', ids: order.slice(1) },
    });
    expect(partial.status).toBe(422);

    await operator.ok(api.admin.deleteFaq, { params: { id: created.data.id } });
    const missing = await operator.call(api.admin.updateFaq, {
      params: { id: created.data.id },
      body: { title: 'x', content: 'y' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('pop-ups', () => {
  it('api.admin.createPopup, api.admin.updatePopup, api.admin.setPopupActive, api.admin.contentPopups and api.admin.deletePopup', async () => {
    const created = await operator.ok(api.admin.createPopup, {
      body: {
        image: 'https://cdn.meslektas.net/kampanya.png',
        link: '/premium-uyelik',
        audience: 'non_vip',
      },
    });
    expect(created.data).toMatchObject({ active: false, audience: 'non_vip' });
    await operator.ok(api.admin.updatePopup, {
      params: { id: created.data.id },
      body: { image: '/img/kampanya.png', link: '', audience: 'all' },
    });
    const live = await operator.ok(api.admin.setPopupActive, {
      params: { id: created.data.id },
      body: { active: true },
    });
    expect(live.data).toMatchObject({
      active: true,
      image: '/img/kampanya.png',
      link: null,
      audience: 'all',
    });
    const { data } = await operator.ok(api.admin.contentPopups, {});
    expect(data.filter((p) => p.active).map((p) => p.id)).toEqual([created.data.id]);

    const bad = await operator.call(api.admin.createPopup, {
      body: { image: 'http://duz-http.example/a.png', link: 'ftp://x', audience: 'herkes' as 'all' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.raw as { errors: object }).errors).sort()).toEqual(['audience', 'image', 'link']);

    await operator.ok(api.admin.deletePopup, { params: { id: created.data.id } });
  });
});
