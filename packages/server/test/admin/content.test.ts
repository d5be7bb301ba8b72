import { api, auditActionLabels } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../src/seed/reference.ts';
import { readTuning } from '../../src/services/constants.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInOperator } from './operator.ts';

/**
 * What an operator saves in the content editor is what lawyers read on their next request (no
 * cache in between), HTML is stored sanitised, and every change leaves one audit line with the
 * record before and after.
 */
let ctx: TestContext;
let operator: { token: string; user: { id: number } };
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await signedInOperator(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const auditLines = (action: string) =>
  ctx.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
const json = (text: string | null | undefined) =>
  text ? (JSON.parse(text) as Record<string, unknown>) : null;
describe('given an operator editing constants', () => {
  it('stores a price as a number the payment reads and logs the old and new value', async () => {
    await expectOk(
      ctx.app,
      api.admin.updateConstant,
      { params: { name: 'pro_fiyat' }, body: { description: '2999,50' } },
      operator.token,
    );
    const { data } = await expectOk(ctx.app, api.reference.constants, {});
    expect(data.find((c) => c.name === 'pro_fiyat')?.description).toBe('2999.5');
    const [line] = await auditLines('constant.update');
    expect(line).toMatchObject({ operator_id: operator.user.id, subject_type: 'constant' });
    expect(json(line?.before_json)).toEqual({ name: 'pro_fiyat', description: '2400' });
    expect(json(line?.after_json)).toEqual({ name: 'pro_fiyat', description: '2999.5' });
  });

  it('takes a list one item per line and stores it as the JSON list the Pro page reads', async () => {
    await expectOk(
      ctx.app,
      api.admin.updateConstant,
      { params: { name: 'pro_ozellikler' }, body: { description: 'Acil görev\n\n  Anında atama  ' } },
      operator.token,
    );
    const { data } = await expectOk(ctx.app, api.reference.constants, {});
    expect(data.find((c) => c.name === 'pro_ozellikler')?.description).toBe('["Acil görev","Anında atama"]');
  });

  it('sets a tuning number the rules read on their next call', async () => {
    expect((await readTuning(ctx.app.db)).genisletme_yaricap_km).toBe(30);
    await expectOk(
      ctx.app,
      api.admin.updateConstant,
      { params: { name: 'genisletme_yaricap_km' }, body: { description: ' 45 ' } },
      operator.token,
    );
    expect((await readTuning(ctx.app.db)).genisletme_yaricap_km).toBe(45);
  });

  it.each([
    ['animasyon_saniye', '1.5'],
    ['animasyon_saniye', '999'],
    ['ilk_dalga_dakika', '15'],
    ['allow_custom_descriptions', 'evet'],
    ['gorev_kisitlama_link', 'https://dis-site.example'],
    ['katip_uyari', '   '],
  ])('refuses %s = %j with 422 and changes nothing', async (name, value) => {
    const before = await ctx.app.db
      .selectFrom('constants')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    const res = await callEndpoint(
      ctx.app,
      api.admin.updateConstant,
      { params: { name }, body: { description: value } },
      operator.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { description: [expect.any(String)] } });
    const after = await ctx.app.db
      .selectFrom('constants')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('sanitises the partnership FAQ bottom text, which lawyers read on the FAQ', async () => {
    await expectOk(
      ctx.app,
      api.admin.updateConstant,
      {
        params: { name: 'partnership_faq_bottom' },
        body: {
          description:
            '<p onclick="x()">Kurallar <script>alert(1)</script><a href="javascript:x()">burada</a></p>',
        },
      },
      operator.token,
    );
    const faq = await expectOk(ctx.app, api.reference.partnershipFaq, {});
    expect(faq.bottom_text).toBe('<p>Kurallar <a>burada</a></p>');
  });
});

describe('given an operator editing notice pages (the header announcements)', () => {
  it('a new page is the newest header notice at once, with its body sanitised', async () => {
    const { data: page } = await expectOk(
      ctx.app,
      api.admin.createPage,
      {
        body: {
          title: 'Bayram tatili duyurusu',
          slug: 'bayram-tatili',
          body: '<h2>Tatil</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          url: '',
          in_homepage: true,
        },
      },
      operator.token,
    );
    expect(page.body).toBe('<h2>Tatil</h2><img src="x" />');
    const notices = await expectOk(ctx.app, api.reference.notices, {});
    expect(notices.data[0]).toMatchObject({
      id: page.id,
      title: 'Bayram tatili duyurusu',
      url: '/pages/bayram-tatili',
    });
    const read = await expectOk(ctx.app, api.reference.page, { params: { id: 'bayram-tatili' } });
    expect(read.page.body).toBe('<h2>Tatil</h2><img src="x" />');

    await expectOk(
      ctx.app,
      api.admin.updatePage,
      {
        params: { id: page.id },
        body: {
          title: 'Bayram tatili',
          slug: 'bayram',
          body: '<p>Kısa</p>',
          url: '/davet-et-kazan',
          in_homepage: false,
        },
      },
      operator.token,
    );
    // No longer shown among the announcements; the page itself reads as edited.
    const edited = await expectOk(ctx.app, api.reference.notices, {});
    expect(edited.data.some((n) => n.id === page.id)).toBe(false);
    const editedPage = await expectOk(ctx.app, api.reference.page, { params: { id: 'bayram' } });
    expect(editedPage.page).toMatchObject({
      title: 'Bayram tatili',
      url: '/davet-et-kazan',
      in_homepage: false,
    });

    await expectOk(ctx.app, api.admin.deletePage, { params: { id: page.id } }, operator.token);
    const gone = await callEndpoint(ctx.app, api.reference.page, { params: { id: 'bayram' } });
    expect(gone.status).toBe(404);
    const lines = await ctx.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'page')
      .where('subject_id', '=', page.id)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => l.action)).toEqual(['page.create', 'page.update', 'page.delete']);
    expect(json(lines[0]?.before_json)).toBeNull();
    expect(json(lines[1]?.before_json)).toMatchObject({ slug: 'bayram-tatili' });
    expect(json(lines[1]?.after_json)).toMatchObject({ slug: 'bayram' });
    expect(json(lines[2]?.before_json)).toMatchObject({ title: 'Bayram tatili', body: '<p>Kısa</p>' });
    expect(lines[2]?.after_json).toBeNull();
  });

  it('refuses a body that is empty once sanitised', async () => {
    const res = await callEndpoint(
      ctx.app,
      api.admin.createPage,
      { body: { title: 'Boş', slug: 'bos', body: '<script>alert(1)</script>', url: '', in_homepage: true } },
      operator.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { body: [expect.any(String)] } });
  });

  it('refuses an all-digit slug, which the page address would read as a number', async () => {
    const res = await callEndpoint(
      ctx.app,
      api.admin.createPage,
      { body: { title: 'Sayı', slug: '2026', body: '<p>x</p>', url: '', in_homepage: true } },
      operator.token,
    );
    expect(res.status).toBe(422);
  });
});

describe('given a seeded notice page the operator deleted', () => {
  it('does not come back when the reference data loads again at the next start', async () => {
    await expectOk(ctx.app, api.admin.deletePage, { params: { id: 4 } }, operator.token);
    await loadReferenceData(ctx.app.db);
    const notices = await expectOk(ctx.app, api.reference.notices, {});
    expect(notices.data.some((n) => n.id === 4)).toBe(false);
  });
});

describe('given an operator editing the FAQ', () => {
  it('lawyers read a new, edited and reordered question in the new order, sanitised', async () => {
    const { data: faq } = await expectOk(
      ctx.app,
      api.admin.createFaq,
      { body: { kind: 'general', title: 'Yeni soru?', content: '<p>Cevap<iframe src="x"></iframe></p>' } },
      operator.token,
    );
    expect(faq.content).toBe('<p>Cevap</p>');
    let lawyers = await expectOk(ctx.app, api.reference.faq, {});
    expect(lawyers.data.at(-1)).toMatchObject({ title: 'Yeni soru?', content: '<p>Cevap</p>' });

    const { data: list } = await expectOk(
      ctx.app,
      api.admin.contentFaqs,
      { query: { kind: 'general' } },
      operator.token,
    );
    const ids = list.map((f) => f.id);
    await expectOk(
      ctx.app,
      api.admin.reorderFaqs,
      { body: { kind: 'general', ids: [faq.id, ...ids.filter((id) => id !== faq.id)] } },
      operator.token,
    );
    lawyers = await expectOk(ctx.app, api.reference.faq, {});
    expect(lawyers.data[0]?.title).toBe('Yeni soru?');
    const [line] = await auditLines('faq.reorder');
    expect(json(line?.before_json)).toEqual({ kind: 'general', order: ids });
    expect(json(line?.after_json)).toEqual({
      kind: 'general',
      order: [faq.id, ...ids.filter((id) => id !== faq.id)],
    });

    await expectOk(ctx.app, api.admin.deleteFaq, { params: { id: faq.id } }, operator.token);
    lawyers = await expectOk(ctx.app, api.reference.faq, {});
    expect(lawyers.data.some((f) => f.title === 'Yeni soru?')).toBe(false);
    const [deleted] = await auditLines('faq.delete');
    expect(json(deleted?.before_json)).toMatchObject({ id: faq.id, title: 'Yeni soru?' });
  });

  it('keeps the partnership list apart: a general question cannot be ordered into it', async () => {
    const { data: general } = await expectOk(
      ctx.app,
      api.admin.contentFaqs,
      { query: { kind: 'general' } },
      operator.token,
    );
    const { data: partnership } = await expectOk(
      ctx.app,
      api.admin.contentFaqs,
      { query: { kind: 'partnership' } },
      operator.token,
    );
    const res = await callEndpoint(
      ctx.app,
      api.admin.reorderFaqs,
      { body: { kind: 'partnership', ids: [...partnership.slice(1).map((f) => f.id), general[0]?.id ?? 0] } },
      operator.token,
    );
    expect(res.status).toBe(422);
  });
});

describe('given an operator managing pop-ups', () => {
  it('the pop-up lawyers get follows activation: one live at a time, none after deactivation', async () => {
    const { data: popup } = await expectOk(
      ctx.app,
      api.admin.createPopup,
      {
        body: {
          image: 'https://cdn.meslektas.net/yaz.png',
          link: 'https://meslektas.net/yaz',
          audience: 'all',
        },
      },
      operator.token,
    );
    // Not live until activated: lawyers still get the seeded upsell.
    expect((await expectOk(ctx.app, api.reference.webPopup, {})).data).toMatchObject({
      status: true,
      link: '/premium-uyelik',
    });

    await expectOk(
      ctx.app,
      api.admin.setPopupActive,
      { params: { id: popup.id }, body: { active: true } },
      operator.token,
    );
    expect((await expectOk(ctx.app, api.reference.webPopup, {})).data).toEqual({
      status: true,
      url: 'https://cdn.meslektas.net/yaz.png',
      link: 'https://meslektas.net/yaz',
      audience: 'all',
    });
    const { data: all } = await expectOk(ctx.app, api.admin.contentPopups, {}, operator.token);
    expect(all.filter((p) => p.active).map((p) => p.id)).toEqual([popup.id]);
    expect((await auditLines('popup.deactivate')).map((l) => l.subject_id)).toEqual([1]);

    await expectOk(
      ctx.app,
      api.admin.setPopupActive,
      { params: { id: popup.id }, body: { active: false } },
      operator.token,
    );
    expect((await expectOk(ctx.app, api.reference.webPopup, {})).data.status).toBe(false);

    await expectOk(ctx.app, api.admin.deletePopup, { params: { id: popup.id } }, operator.token);
    const [deleted] = await auditLines('popup.delete');
    expect(json(deleted?.before_json)).toMatchObject({
      id: popup.id,
      image: 'https://cdn.meslektas.net/yaz.png',
    });
  });

  it('names every content action in the audit log filter, and the log finds them by it', async () => {
    const actions = (await ctx.app.db.selectFrom('audit_log').select('action').distinct().execute()).map(
      (r) => r.action,
    );
    expect(actions.length).toBeGreaterThan(8);
    expect(actions.filter((a) => !auditActionLabels[a])).toEqual([]);
    const { data } = await expectOk(
      ctx.app,
      api.admin.auditLog,
      { query: { action: 'popup.create', page: 1 } },
      operator.token,
    );
    expect(data.map((l) => l.operator_name)).toEqual(['Operatör Deniz Ak']);
  });
});
