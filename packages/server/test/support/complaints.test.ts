import { formMessages, imageMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { complaintMessages } from '../../src/services/support/complaints.ts';
import { bearer, signedInUser } from '../helpers/users.ts';
import * as fixtures from '../uploads/fixtures.ts';
import { type Part, file } from '../uploads/multipart.ts';
import { createUploadsApp, postMultipart } from '../uploads/setup.ts';
import { errorBody } from '../helpers/contract.ts';
import { rowsOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';

const URL = '/api/complaints';

const ctx = suite(() => createUploadsApp());

const text = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

const bugReport = (extra: Record<string, string> = {}) =>
  text({
    title: 'Bildirimler gelmiyor',
    body: 'Yeni görev bildirimleri telefonuma ulaşmıyor.',
    category: 'hata-bildirimi',
    is_web: '1',
    ...extra,
  });

const image = async (name = 'ekran.png') => file('images[]', await fixtures.png(), name, 'image/png');

async function complaintsOf(userId: number) {
  return ctx.app.db.selectFrom('complaints').selectAll().where('user_id', '=', userId).execute();
}

async function filesOf(userId: number) {
  return ctx.app.db.selectFrom('files').selectAll().where('owner_id', '=', userId).execute();
}

async function expectNothingStored(userId: number) {
  expect(await complaintsOf(userId)).toEqual([]);
  expect(await filesOf(userId)).toEqual([]);
}

describe('given a signed-in lawyer / when the suggestion form is sent', () => {
  it('stores a suggestion as open plain text and answers the thank-you message', async () => {
    const { user, token } = await signedInUser(ctx.app);
    const res = await postMultipart(
      ctx.app,
      URL,
      text({
        title: '  Takvim <b>görünümü</b> ',
        body: '<script>alert(1)</script>Görevleri takvimde görmek isterim.',
        category: 'oneri-istek',
        is_web: '1',
      }),
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'true', message: complaintMessages.sent });
    const rows = await complaintsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      category: 'oneri-istek',
      title: 'Takvim görünümü',
      body: 'Görevleri takvimde görmek isterim.',
      is_web: 1,
      status: 'open',
    });
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('stores a bug report with three private images linked to it', async () => {
    const { user, token } = await signedInUser(ctx.app);
    const res = await postMultipart(
      ctx.app,
      URL,
      [...bugReport(), await image('a.png'), await image('b.png'), await image('c.png')],
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    const [complaint] = await complaintsOf(user.id);
    const files = await filesOf(user.id);
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.purpose === 'complaint' && f.visibility === 'private')).toBe(true);
    const links = await rowsOf(ctx.app, 'complaint_images', { complaint_id: complaint?.id ?? -1 });
    expect(links.map((l) => l.file_id).sort()).toEqual(files.map((f) => f.id).sort());
    // The sender can load his own image; another lawyer gets the 404 of a missing file.
    const key = files[0]?.storage_key ?? '';
    const own = await ctx.app.inject({ method: 'GET', url: `/api/files/${key}`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    const other = await signedInUser(ctx.app);
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${key}`,
      headers: bearer(other.token),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('accepts a bug report without images', async () => {
    const { user, token } = await signedInUser(ctx.app);
    const res = await postMultipart(ctx.app, URL, bugReport(), bearer(token));
    expect(res.statusCode).toBe(200);
    expect(await complaintsOf(user.id)).toHaveLength(1);
  });

  it.each([
    ['no title', { title: '' }, 'title', 'Lütfen başlık giriniz.'],
    ['no description', { body: '   ' }, 'body', 'Lütfen açıklama giriniz.'],
    ['a description of markup only', { body: '<b></b>' }, 'body', 'Lütfen açıklama giriniz.'],
    ['an unknown topic', { category: 'sikayet' }, 'category', 'Lütfen konu seçiniz.'],
    ['a title over 255 characters', { title: 'a'.repeat(256) }, 'title', undefined],
  ])('refuses %s with a Turkish field error', async (_name, extra, field, message) => {
    const { user, token } = await signedInUser(ctx.app);
    const res = await postMultipart(ctx.app, URL, bugReport(extra), bearer(token));
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors[field]?.[0]).toBeTypeOf('string');
    if (message) expect(errors[field]).toEqual([message]);
    await expectNothingStored(user.id);
  });

  it.each(['oneri-istek', 'diger'])('refuses images with a %s', async (category) => {
    const { user, token } = await signedInUser(ctx.app);
    const res = await postMultipart(ctx.app, URL, [...bugReport({ category }), await image()], bearer(token));
    expect(res.statusCode).toBe(422);
    expect(errorBody(res)).toEqual({
      message: complaintMessages.imagesOnlyForBugReport,
      errors: { images: [complaintMessages.imagesOnlyForBugReport] },
    });
    await expectNothingStored(user.id);
  });

  it('refuses a fourth image with the spec message', async () => {
    const { user, token } = await signedInUser(ctx.app);
    const before = (await ctx.stored.keys()).length;
    const res = await postMultipart(
      ctx.app,
      URL,
      [...bugReport(), await image(), await image(), await image(), await image()],
      bearer(token),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.images).toEqual([
      formMessages.tooManyImages,
    ]);
    await expectNothingStored(user.id);
    expect(await ctx.stored.keys()).toHaveLength(before);
  });

  it('refuses a PNG whose bytes carry an HTML page', async () => {
    const { user, token } = await signedInUser(ctx.app);
    const res = await postMultipart(
      ctx.app,
      URL,
      [...bugReport(), file('images[]', fixtures.pngHtmlPolyglot, 'ekran.png', 'image/png')],
      bearer(token),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.images).toEqual([imageMessages.wrongKind]);
    await expectNothingStored(user.id);
  });

  it('answers the eleventh form of a day with a Turkish 429', async () => {
    const { user, token } = await signedInUser(ctx.app);
    for (let i = 0; i < 10; i += 1) {
      const res = await postMultipart(ctx.app, URL, bugReport(), bearer(token));
      expect(res.statusCode).toBe(200);
    }
    const res = await postMultipart(ctx.app, URL, bugReport(), bearer(token));
    expect(res.statusCode).toBe(429);
    expect(errorBody(res)).toEqual({ message: complaintMessages.throttled });
    expect(await complaintsOf(user.id)).toHaveLength(10);
  });

  it('does not count refused forms towards the daily limit', async () => {
    const { token } = await signedInUser(ctx.app);
    for (let i = 0; i < 11; i += 1) {
      const res = await postMultipart(ctx.app, URL, bugReport({ title: '' }), bearer(token));
      expect(res.statusCode).toBe(422);
    }
    const res = await postMultipart(ctx.app, URL, bugReport(), bearer(token));
    expect(res.statusCode).toBe(200);
  });

  it('answers a stranger with 401 and stores nothing', async () => {
    const before = await ctx.app.db.selectFrom('complaints').select('id').execute();
    const res = await postMultipart(ctx.app, URL, [...bugReport(), await image()]);
    expect(res.statusCode).toBe(401);
    const after = await ctx.app.db.selectFrom('complaints').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
