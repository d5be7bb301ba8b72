import { api } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAKIRKOY_ADLIYESI_ID, CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();
let token: string;
beforeAll(async () => {
  ({ token } = await signedInUser(ctx.app, { courthouses: [CAGLAYAN_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID] }));
});

describe('contract: reference data (signed-in lawyer)', () => {
  it('api.reference.bars answers the 81 bars', async () => {
    const body = await expectOk(ctx.app, api.reference.bars, {}, token);
    expect(body.data).toHaveLength(81);
    expect(body.data).toContainEqual({ baro_id: ISTANBUL_BAROSU_ID, name: 'İstanbul Barosu' });
  });

  it('api.reference.bars needs a lawyer in good standing', async () => {
    expect((await callEndpoint(ctx.app, api.reference.bars, {})).status).toBe(401);
    const unverified = await signedInUser(ctx.app, { sms_verified_at: null });
    const res = await callEndpoint(ctx.app, api.reference.bars, {}, unverified.token);
    expect(res.status).toBe(403);
    expect(res.raw).toMatchObject({ error: 'sms_not_verify' });
  });

  it('api.reference.courthouses answers a bar’s courthouses, the main one first', async () => {
    const body = await expectOk(
      ctx.app,
      api.reference.courthouses,
      { body: { baro_id: ISTANBUL_BAROSU_ID } },
      token,
    );
    expect(body.data[0]).toEqual({
      adliye_id: CAGLAYAN_ADLIYESI_ID,
      id: CAGLAYAN_ADLIYESI_ID,
      name: 'Çağlayan Adliyesi',
    });
  });

  it('api.reference.courthouses refuses an unknown bar with the baro_id field error', async () => {
    const res = await callEndpoint(ctx.app, api.reference.courthouses, { body: { baro_id: 999 } }, token);
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { baro_id: ['Lütfen baro seçiniz!'] } });
  });

  it('api.reference.myCourthouses marks the courthouses the lawyer serves', async () => {
    const { data } = await expectOk(ctx.app, api.reference.myCourthouses, {}, token);
    expect(data).toMatchObject({ baro_id: ISTANBUL_BAROSU_ID, baroName: 'İstanbul Barosu' });
    expect([...data.selected].sort()).toEqual([CAGLAYAN_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID].sort());
    const marked = data.adliyeler.filter((c) => c.selected).map((c) => c.adliye_id);
    expect(marked.sort()).toEqual([CAGLAYAN_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID].sort());
  });

  it('api.reference.locationSearch finds a courthouse with its coordinates and province', async () => {
    const { data } = await expectOk(
      ctx.app,
      api.reference.locationSearch,
      { body: { query: 'çağlayan' } },
      token,
    );
    expect(data[0]).toMatchObject({ name: 'Çağlayan Adliyesi', province: 'İstanbul' });
    expect(data[0]?.latitude).toBeCloseTo(41.07, 1);
  });

  it('api.reference.categories answers the active categories with budgets and place', async () => {
    const { data } = await expectOk(ctx.app, api.reference.categories, {}, token);
    expect(data[0]).toEqual({
      id: 1,
      name: 'Duruşmaya Katılım (Tevkil)',
      price: '1000,1500,2000,2500,3000',
      out_adliye: 'in',
      time_required: true,
    });
  });

  it('api.reference.homeNotifications answers the colleagues’ latest steps', async () => {
    const { user: colleague } = await signedInUser(ctx.app, { name: 'Av. Zeynep Karaca' });
    await ctx.app.db
      .insertInto('activity')
      .values({
        type: 'completed',
        user_id: colleague.id,
        mission_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const { data } = await expectOk(ctx.app, api.reference.homeNotifications, {}, token);
    expect(data[0]).toMatchObject({
      name: 'Av. Zeynep Karaca',
      typeText: 'Görevi Tamamladı',
      statusColor: 'success',
    });
    expect(data[0]?.typeImage).toMatch(/^data:image\/svg\+xml,/);
  });
});

describe('contract: public content (no token)', () => {
  it('api.reference.constants answers every server constant', async () => {
    const { data } = await expectOk(ctx.app, api.reference.constants, {});
    const byName = new Map(data.map((c) => [c.name, c.description]));
    expect(byName.get('animasyon_saniye')).toBe('1');
    expect(byName.get('ban_mesaj_bilgi')).toMatch(/askıya/);
  });

  it('api.reference.faq answers titles with HTML contents', async () => {
    const { data } = await expectOk(ctx.app, api.reference.faq, {});
    expect(data[0]).toMatchObject({ title: 'Meslektaş nedir?', content: expect.stringContaining('<p>') });
    expect(data[0]?.description).toBe(data[0]?.content);
  });

  it('api.reference.partnershipFaq answers its items and the bottom text', async () => {
    const body = await expectOk(ctx.app, api.reference.partnershipFaq, {});
    expect(body.data[0]?.title).toBe('Davet et kazan nasıl çalışır?');
    expect(body.bottom_text).toContain('Akıllı Destek Sistemi');
  });

  it('api.reference.notices answers the pages newest first, without bodies', async () => {
    const { data } = await expectOk(ctx.app, api.reference.notices, {});
    expect(data[0]).toMatchObject({ slug: 'davet-et-kazan', url: '/davet-et-kazan', in_homepage: true });
    expect(data.every((p) => p.body === undefined)).toBe(true);
  });

  it('api.reference.webPopup answers the active pop-up', async () => {
    const { data } = await expectOk(ctx.app, api.reference.webPopup, {});
    expect(data).toMatchObject({ status: true, link: '/premium-uyelik' });
  });

  it('api.reference.page answers a page by id or slug, with its body', async () => {
    for (const id of ['1', 'kullanim-kosullari']) {
      const { page } = await expectOk(ctx.app, api.reference.page, { params: { id } });
      expect(page).toMatchObject({ title: 'Kullanım Koşulları', body: expect.stringContaining('avukat') });
    }
    const missing = await callEndpoint(ctx.app, api.reference.page, { params: { id: 'yok-boyle-sayfa' } });
    expect(missing.status).toBe(404);
    expect(missing.raw).toEqual({ message: 'Aradığınız sayfa bulunamadı.' });
  });
});
