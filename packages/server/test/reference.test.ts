import { beforeAll, describe, expect, it } from 'vitest';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID, SAMSUN_BAROSU_ID } from '../src/seed/ids.ts';
import { testAppSuite } from './helpers/test-app.ts';
import { signedInUser } from './helpers/users.ts';

describe('reference calls', () => {
  const ctx = testAppSuite();
  let headers: { authorization: string };
  beforeAll(async () => {
    const signed = await signedInUser(ctx.app, { courthouses: [CAGLAYAN_ADLIYESI_ID, 3403] });
    headers = signed.headers;
  });

  const get = (url: string, h: Record<string, string> = headers) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: h });
  const post = (url: string, payload: object, h: Record<string, string> = headers) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: h, payload });

  describe('authenticated calls', () => {
    it.each([
      ['GET', '/global/allBaroData'],
      ['POST', '/global/allAdliyeData'],
      ['GET', '/user/getAdliyeData'],
      ['GET', '/mission/categories'],
      ['GET', '/auth/homeNotifications'],
      ['POST', '/location/search'],
    ] as const)('%s %s without a token / answers 401', async (method, url) => {
      const res = await ctx.app.inject({ method, url: `/api${url}`, payload: {} });
      expect(res.statusCode).toBe(401);
    });

    it('given an unverified phone / the reference calls answer 403 sms_not_verify', async () => {
      const { headers: h } = await signedInUser(ctx.app, { sms_verified_at: null });
      const res = await get('/global/allBaroData', h);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('sms_not_verify');
    });
  });

  describe('GET global/allBaroData', () => {
    it('lists the 81 bars as {baro_id, name} in Turkish alphabetical order', async () => {
      const res = await get('/global/allBaroData');
      expect(res.statusCode).toBe(200);
      const bars = res.json().data as { baro_id: number; name: string }[];
      expect(bars).toHaveLength(81);
      expect(bars).toContainEqual({ baro_id: ISTANBUL_BAROSU_ID, name: 'İstanbul Barosu' });
      expect(bars[0]!.name).toBe('Adana Barosu');
      const names = bars.map((b) => b.name);
      expect(names.indexOf('Çanakkale Barosu')).toBeLessThan(names.indexOf('Denizli Barosu'));
      expect(names.indexOf('Çorum Barosu')).toBeGreaterThan(names.indexOf('Bursa Barosu'));
    });
  });

  describe('POST global/allAdliyeData', () => {
    it('lists a bar’s courthouses, the main one first', async () => {
      const res = await post('/global/allAdliyeData', { baro_id: ISTANBUL_BAROSU_ID });
      expect(res.statusCode).toBe(200);
      const list = res.json().data;
      expect(list[0]).toEqual({
        adliye_id: CAGLAYAN_ADLIYESI_ID,
        id: CAGLAYAN_ADLIYESI_ID,
        name: 'Çağlayan Adliyesi',
      });
      expect(list.map((c: { name: string }) => c.name)).toContain('Bakırköy Adliyesi');
    });

    it('accepts the id as a string (form posts)', async () => {
      const res = await post('/global/allAdliyeData', { baro_id: String(SAMSUN_BAROSU_ID) });
      expect(res.json().data[0].name).toBe('Samsun Adliyesi');
    });

    it.each([[{}], [{ baro_id: 'abc' }], [{ baro_id: 999 }], [{ baro_id: -1 }]])(
      'given %o / answers 422 Lütfen baro seçiniz!',
      async (payload) => {
        const res = await post('/global/allAdliyeData', payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.baro_id).toEqual(['Lütfen baro seçiniz!']);
      },
    );
  });

  describe('GET user/getAdliyeData', () => {
    it('answers the user’s bar with its courthouses, marking the ones served', async () => {
      const res = await get('/user/getAdliyeData');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ baro_id: ISTANBUL_BAROSU_ID, baroName: 'İstanbul Barosu' });
      expect(data.selected.sort()).toEqual([CAGLAYAN_ADLIYESI_ID, 3403]);
      const marked = data.adliyeler
        .filter((c: { selected: boolean }) => c.selected)
        .map((c: { adliye_id: number }) => c.adliye_id);
      expect(marked.sort()).toEqual([CAGLAYAN_ADLIYESI_ID, 3403]);
    });

    it('given a lawyer without a bar / answers empty lists', async () => {
      const { headers: h } = await signedInUser(ctx.app, { baro_id: null, courthouses: [] });
      expect((await get('/user/getAdliyeData', h)).json().data).toEqual({
        baro_id: null,
        baroName: null,
        selected: [],
        adliyeler: [],
        // The first choice of a bar needs no bar change right.
        baroChange: false,
        barChangeRights: 0,
      });
    });
  });

  describe('GET mission/categories', () => {
    it('answers categories with budget list, place and time flag', async () => {
      const res = await get('/mission/categories');
      const list = res.json().data;
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(list[0]).toEqual({
        id: 1,
        name: 'Duruşmaya Katılım (Tevkil)',
        price: '1000,1500,2000,2500,3000',
        out_adliye: 'in',
        time_required: true,
      });
    });

    it('leaves out inactive categories', async () => {
      await ctx.app.db.updateTable('categories').set({ active: 0 }).where('id', '=', 13).execute();
      const ids = (await get('/mission/categories')).json().data.map((c: { id: number }) => c.id);
      expect(ids).not.toContain(13);
      await ctx.app.db.updateTable('categories').set({ active: 1 }).where('id', '=', 13).execute();
    });
  });

  describe('public content', () => {
    it('GET constants answers name/description pairs without a token', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/constants' });
      expect(res.statusCode).toBe(200);
      const map = Object.fromEntries(
        res.json().data.map((c: { name: string; description: string }) => [c.name, c.description]),
      );
      expect(map.animasyon_saniye).toBe('1');
      expect(JSON.parse(map.pro_ozellikler)).toContain('Acil görev oluşturma');
      expect(map.ban_mesaj_bilgi).toMatch(/askıya/);
    });

    it('GET global/faq answers titles with HTML contents', async () => {
      const data = (await ctx.app.inject({ method: 'GET', url: '/api/global/faq' })).json().data;
      expect(data[0]).toMatchObject({ title: 'Meslektaş nedir?', content: expect.stringContaining('<p>') });
    });

    it('GET partnership/faq answers its items and the bottom text', async () => {
      const body = (await ctx.app.inject({ method: 'GET', url: '/api/partnership/faq' })).json();
      expect(body.data[0].title).toBe('Davet et kazan nasıl çalışır?');
      expect(body.bottom_text).toContain('Akıllı Destek Sistemi');
    });

    it('GET global/notices answers the announcements newest first with their links, not the legal pages', async () => {
      const data = (await ctx.app.inject({ method: 'GET', url: '/api/global/notices' })).json().data;
      expect(data[0]).toMatchObject({
        slug: 'davet-et-kazan',
        url: '/davet-et-kazan',
        in_homepage: true,
        date: '01.10.2026',
      });
      expect(data.map((p: { slug: string }) => p.slug)).toEqual([
        'davet-et-kazan',
        'yeni-adliyeler-eklendi',
        'adli-tatil-duyurusu',
      ]);
      // The terms are still a page of their own, opened from their link.
      const terms = await ctx.app.inject({ method: 'GET', url: '/api/global/page/kullanim-kosullari' });
      expect(terms.json().page).toMatchObject({ url: '/pages/kullanim-kosullari', in_homepage: false });
    });

    it('GET global/webpopup answers the active pop-up, or status false when none', async () => {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/global/webpopup' })).json().data,
        // The seeded pop-up sells Pro: it says it is only for lawyers who are not Pro yet.
      ).toMatchObject({ status: true, link: '/premium-uyelik', audience: 'non_vip' });
      await ctx.app.db.updateTable('web_popups').set({ status: 0 }).execute();
      expect((await ctx.app.inject({ method: 'GET', url: '/api/global/webpopup' })).json().data).toEqual({
        status: false,
        url: null,
        link: null,
        audience: 'all',
      });
      await ctx.app.db.updateTable('web_popups').set({ status: 1 }).execute();
    });

    it.each(['1', 'kullanim-kosullari'])(
      'GET global/page/%s answers the page title and body',
      async (key) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/global/page/${key}` });
        expect(res.statusCode).toBe(200);
        expect(res.json().page).toMatchObject({
          title: 'Kullanım Koşulları',
          body: expect.stringContaining('avukat'),
        });
      },
    );

    it.each(['999', 'yok-boyle-sayfa', '99999999999999999999'])(
      'GET global/page/%s answers 404 in Turkish',
      async (key) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/global/page/${key}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Aradığınız sayfa bulunamadı.');
      },
    );
  });

  describe('GET auth/homeNotifications', () => {
    it('answers the latest activity of the same bar, newest first, at most 10', async () => {
      const { user: colleague } = await signedInUser(ctx.app, { name: 'Av. Selin Aydın' });
      const { user: stranger } = await signedInUser(ctx.app, {
        name: 'Av. Başka Barolu',
        baro_id: SAMSUN_BAROSU_ID,
        courthouses: [],
      });
      const base = Date.parse('2026-11-20T09:00:00.000Z');
      const rows = Array.from({ length: 12 }, (_, i) => ({
        type: (['created', 'assigned', 'completed', 'cancelled', 'joined'] as const)[i % 5]!,
        user_id: i === 11 ? stranger.id : colleague.id,
        mission_id: null,
        created_at: new Date(base + i * 60_000).toISOString(),
      }));
      await ctx.app.db.insertInto('activity').values(rows).execute();
      const data = (await get('/auth/homeNotifications')).json().data;
      expect(data).toHaveLength(10);
      expect(data.every((a: { name: string }) => a.name === 'Av. Selin Aydın')).toBe(true);
      // i = 10 is 'created' at 12:10 Istanbul time.
      expect(data[0]).toMatchObject({
        typeText: 'Görev Oluşturdu',
        statusColor: 'primary',
        date: '20.11.2026 12:10',
      });
      expect(data[0].typeImage).toMatch(/^data:image\/svg\+xml,/);
      expect(data[1]).toMatchObject({ typeText: 'Meslektaş’a Katıldı', statusColor: 'warning' });
    });
  });

  describe('POST location/search', () => {
    const search = async (query: string) => {
      const res = await post('/location/search', { query });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        name: string;
        address: string;
        latitude: number;
        longitude: number;
        province: string;
      }[];
    };

    it('finds a courthouse with its address, coordinates and province', async () => {
      const [first] = await search('çağlayan');
      expect(first).toMatchObject({ name: 'Çağlayan Adliyesi', province: 'İstanbul' });
      expect(first!.latitude).toBeCloseTo(41.07, 1);
    });

    it.each(['KADIKÖY', 'kadıköy', 'kadikoy', 'Kadıköy İstanbul'])(
      'matches "%s" Turkish case-insensitively',
      async (q) => {
        const results = await search(q);
        expect(results[0]).toMatchObject({
          name: 'Kadıköy',
          province: 'İstanbul',
          address: 'Kadıköy, İstanbul',
        });
      },
    );

    it('matches İ/i the Turkish way: "izmir" finds İzmir', async () => {
      const names = (await search('izmir')).map((r) => r.name);
      expect(names).toContain('İzmir');
      expect(names).toContain('İzmir Adliyesi (Bayraklı)');
    });

    it('ranks places whose name holds more of the query’s words first', async () => {
      const results = await search('bakırköy adliye');
      expect(results.map((r) => r.name)).toEqual(['Bakırköy Adliyesi']);
      const both = await search('bakırköy');
      expect(both.map((r) => r.name)).toEqual(['Bakırköy', 'Bakırköy Adliyesi']);
    });

    it('answers at most 10 results', async () => {
      expect((await search('a')).length).toBe(10);
    });

    it('answers an empty list when nothing matches', async () => {
      expect(await search('qqqzzz')).toEqual([]);
    });

    it.each([[{}], [{ query: '' }], [{ query: '   ' }], [{ query: 'x'.repeat(201) }]])(
      'given %o / answers 422',
      async (payload) => {
        const res = await post('/location/search', payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.query[0]).toMatch(/\S/);
      },
    );
  });
});
