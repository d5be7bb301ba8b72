import { describe, expect, it } from 'vitest';
import { plainText, safeHtml } from '../src/services/text.ts';
import { lifecycleSuite } from './helpers/missions.ts';
import { rowOf } from './helpers/rows.ts';

const script = '<script>alert(1)</script>';
const image = '<img src=x onerror=alert(1)>';
const escaped = '&lt;script&gt;alert(2)&lt;/script&gt;';

/** No spelling of a tag or an event handler survives in what the server stores or sends. */
function expectNoMarkup(text: string) {
  expect(text).not.toMatch(/<\s*\/?\s*(script|img)/i);
  expect(text).not.toMatch(/onerror\s*=/i);
  expect(text).not.toMatch(/&lt;\s*script/i);
}

describe('plainText', () => {
  it.each([
    [`${script}Dosya incelenecek.`, 'Dosya incelenecek.'],
    [`Ara karar ${image}fotoğraflanacak.`, 'Ara karar fotoğraflanacak.'],
    [`${escaped}tamam`, 'tamam'],
    ['&amp;lt;script&amp;gt;x&amp;lt;/script&amp;gt;', ''],
    ['Harç < 500 TL & vekalet > 1 adet', 'Harç < 500 TL & vekalet > 1 adet'],
    ['"Çağlayan" Adliyesi\'nde', '"Çağlayan" Adliyesi\'nde'],
    ['<b>kalın</b> yazı', 'kalın yazı'],
  ])('%j becomes %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});

describe('safeHtml', () => {
  it('keeps formatting and links, drops scripts, handlers and javascript: links', () => {
    const out = safeHtml(
      `<p onclick="x()"><strong>Sık</strong> sorulan${script}<a href="javascript:alert(1)">bağlantı</a>${image}<a href="https://meslektas.com.tr">site</a></p>`,
    );
    expect(out).toContain('<strong>Sık</strong> sorulan');
    expect(out).toContain('<a href="https://meslektas.com.tr">site</a>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
  });
});

describe('user text reaches storage and the other party without markup', () => {
  const ctx = lifecycleSuite({ owner: {}, assignee: {} });

  it('given a task detail with a script and an image handler / stores only the text', async () => {
    const other_detail = `${script}Dosyanın incelenerek ara kararın ${image}fotoğraflanması rica olunur.${escaped}`;
    const res = await ctx.postTask(ctx.owner, { other_detail });
    expect(res.json()).toMatchObject({ status: 'true' });
    const row = await rowOf(ctx.app, 'missions', { owner_id: ctx.owner.user.id }, ['detail']);
    expect(row.detail).toBe('Dosyanın incelenerek ara kararın fotoğraflanması rica olunur.');
  });

  it('given a detail that is only markup / refuses it as empty', async () => {
    const res = await ctx.postTask(ctx.owner, { other_detail: `${script}${image}` });
    expect(res.json()).toMatchObject({ status: 'false', messages: { other_detail: expect.any(Array) } });
  });

  it('given a comment with markup / stores and notifies plain text', async () => {
    const id = await ctx.insertMission(ctx.owner.user, {
      user_id: ctx.assignee.user.id,
      status: 2,
      assigned_at: ctx.app.now().toISOString(),
      completed_at: ctx.app.now().toISOString(),
    });
    await ctx.insertApplication(id, ctx.assignee.user);
    const res = await ctx.call(ctx.owner, 'POST', 'user/newComment', {
      mission_id: id,
      user_id: ctx.assignee.user.id,
      rating: 5,
      comment: `Çok teşekkürler ${image}${script}`,
    });
    expect(res.statusCode).toBe(200);
    const comment = await rowOf(ctx.app, 'comments', { mission_id: id }, ['comment']);
    expect(comment.comment).toBe('Çok teşekkürler');
    const archive = await ctx.call(ctx.assignee, 'GET', 'mission/archive?type=completed');
    expectNoMarkup(archive.body);
  });

  it('given a cancel reason with markup / the assignee is told the text only', async () => {
    const id = await ctx.insertMission(ctx.owner.user, {
      user_id: ctx.assignee.user.id,
      status: 1,
      assigned_at: ctx.app.now().toISOString(),
    });
    const res = await ctx.call(ctx.owner, 'POST', 'mission/cancelMission', {
      mission_id: id,
      cancel_text: `${script}Müvekkil vazgeçti${image}`,
    });
    expect(res.json()).toMatchObject({ data: { cancelText: 'Müvekkil vazgeçti' } });
    const told = await ctx.call(ctx.assignee, 'GET', 'notifications');
    expect(told.body).toContain('Müvekkil vazgeçti');
    expectNoMarkup(told.body);
  });

  it('given a cancel reason that is only markup / stores the default reason', async () => {
    const id = await ctx.insertMission(ctx.owner.user);
    const res = await ctx.call(ctx.owner, 'POST', 'mission/cancelMission', {
      mission_id: id,
      cancel_text: image,
    });
    expect(res.json()).toMatchObject({ data: { cancelText: 'Görev İptal Sebebi Belirtilmemiş' } });
  });

  it('given a ready description with markup / saves and edits plain text', async () => {
    const created = await ctx.call(ctx.owner, 'POST', 'shortdescriptions', {
      description: `Duruşmaya katılım ${script}`,
    });
    expect(created.json()).toMatchObject({ data: { description: 'Duruşmaya katılım' } });
    const id = (created.json() as { data: { id: number } }).data.id;
    const edited = await ctx.call(ctx.owner, 'PUT', `shortdescriptions/${id}`, {
      description: `${image}Keşfe katılım`,
    });
    expect(edited.json()).toMatchObject({ data: { description: 'Keşfe katılım' } });
    const list = await ctx.call(ctx.owner, 'GET', 'shortdescriptions');
    expectNoMarkup(list.body);
  });

  it('given FAQ and page content with scripts / sends it filtered', async () => {
    await ctx.app.db
      .insertInto('faqs')
      .values({
        id: 9001,
        kind: 'general',
        title: 'Soru',
        content: `<p>Yanıt${script}${image}</p>`,
        sort_order: 999,
      })
      .execute();
    const faq = await ctx.call(null, 'GET', 'global/faq');
    const answer = (faq.json() as { data: { title: string; content: string }[] }).data.find(
      (item) => item.title === 'Soru',
    );
    expect(answer?.content).toBe('<p>Yanıt<img src="x" /></p>');

    await ctx.app.db
      .insertInto('pages')
      .values({
        id: 9001,
        slug: 'duyuru-xss',
        title: 'Duyuru',
        body: `<h2>Duyuru</h2>${script}<a href="javascript:alert(1)" onclick="x()">tıkla</a>`,
        created_at: ctx.app.now().toISOString(),
      })
      .execute();
    const page = await ctx.call(null, 'GET', 'global/page/duyuru-xss');
    expect((page.json() as { page: { body: string } }).page.body).toBe('<h2>Duyuru</h2><a>tıkla</a>');
  });
});
