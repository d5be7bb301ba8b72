import { imageMessages } from '@meslektas/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/users.ts';
import * as fixtures from './fixtures.ts';
import { type Part, file } from './multipart.ts';
import { type UploadsContext, keyOf, onEveryStorage, postMultipart } from './setup.ts';
import { errorBody } from '../helpers/contract.ts';
import { rowsOf } from '../helpers/rows.ts';

const URL = '/api/user/update/avatar';

let ctx: UploadsContext;

async function upload(parts: readonly Part[], headers: Record<string, string>) {
  return postMultipart(ctx.app, URL, parts, headers);
}

async function fileRow(key: string) {
  return ctx.app.db.selectFrom('files').selectAll().where('storage_key', '=', key).executeTakeFirst();
}

async function userRow(id: number) {
  return ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A refusal leaves nothing behind: no row, no bytes, the user's photos unchanged. */
async function expectNothingStored(userId: number) {
  const rows = await rowsOf(ctx.app, 'files', { owner_id: userId }, ['id']);
  expect(rows).toEqual([]);
  const user = await userRow(userId);
  expect(user.pending_avatar).toBeNull();
}

onEveryStorage(
  (created) => (ctx = created),
  () => {
    describe('given a signed-in lawyer / when a photo is uploaded as avatar', () => {
      it('stores the PNG privately, sets pending_avatar to its path and keeps the current avatar', async () => {
        const { user, headers } = await signedInUser(ctx.app, { avatar: '/img/eski.png' });
        const res = await upload(
          [file('avatar', await fixtures.png(), 'vesikalik.png', 'image/png')],
          headers,
        );

        expect(res.statusCode).toBe(200);
        const body = res.json<{ status: string; message: string; pending_avatar: string }>();
        expect(body).toEqual({
          status: 'true',
          message: 'Fotoğrafınız onaya gönderildi.',
          pending_avatar: expect.stringMatching(/^\/api\/files\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]+$/),
        });
        const key = keyOf(body.pending_avatar);
        const after = await userRow(user.id);
        expect(after.pending_avatar).toBe(`/api/files/${key}`);
        expect(after.avatar).toBe('/img/eski.png');

        const row = await fileRow(key);
        const onDisk = await ctx.stored.bytes(key);
        expect(row).toMatchObject({
          owner_id: user.id,
          purpose: 'avatar',
          visibility: 'private',
          mission_id: null,
          content_type: 'image/png',
          width: 64,
          height: 48,
          byte_size: onDisk.length,
        });
        expect((await sharp(onDisk).metadata()).format).toBe('png');
      });

      it('strips EXIF and the GPS position from a JPEG and turns it upright', async () => {
        const { headers } = await signedInUser(ctx.app);
        const original = await fixtures.jpegWithGps();
        expect(original.includes(fixtures.GPS_DATUM)).toBe(true);

        const res = await upload([file('avatar', original)], headers);

        expect(res.statusCode).toBe(200);
        const key = keyOf(res.json<{ pending_avatar: string }>().pending_avatar);
        const stored = await ctx.stored.bytes(key);
        const meta = await sharp(stored).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(stored.includes(fixtures.GPS_DATUM)).toBe(false);
        expect(stored.includes(fixtures.CAMERA_MAKE)).toBe(false);
        expect(await fileRow(key)).toMatchObject({ content_type: 'image/jpeg', width: 40, height: 60 });
      });

      it('keeps a GIF as a still PNG', async () => {
        const { headers } = await signedInUser(ctx.app);
        const res = await upload([file('avatar', await fixtures.gif(), 'kedi.gif', 'image/gif')], headers);

        expect(res.statusCode).toBe(200);
        const key = keyOf(res.json<{ pending_avatar: string }>().pending_avatar);
        expect(key).toMatch(/\.png$/);
        expect(await fileRow(key)).toMatchObject({ content_type: 'image/png' });
        expect((await sharp(await ctx.stored.bytes(key)).metadata()).format).toBe('png');
      });

      it('shrinks a large photo to fit 512 px', async () => {
        const { headers } = await signedInUser(ctx.app);
        const res = await upload([file('avatar', await fixtures.png(3000, 2000), 'buyuk.png')], headers);

        expect(res.statusCode).toBe(200);
        const key = keyOf(res.json<{ pending_avatar: string }>().pending_avatar);
        expect(await fileRow(key)).toMatchObject({ width: 512, height: 341 });
      });

      it('drops a ZIP and an HTML page appended to a JPEG', async () => {
        const { headers } = await signedInUser(ctx.app);
        const original = await fixtures.jpegWithPayload();
        expect(original.includes(fixtures.ZIP_SIGNATURE)).toBe(true);

        const res = await upload([file('avatar', original)], headers);

        expect(res.statusCode).toBe(200);
        const stored = await ctx.stored.bytes(keyOf(res.json<{ pending_avatar: string }>().pending_avatar));
        expect(stored.includes(fixtures.ZIP_SIGNATURE)).toBe(false);
        expect(stored.includes('<script')).toBe(false);
        expect(stored.includes('<html')).toBe(false);
      });

      it('replaces a pending photo that was never approved, deleting the old file', async () => {
        const { user, headers } = await signedInUser(ctx.app);
        const first = await upload([file('avatar', await fixtures.png())], headers);
        const firstKey = keyOf(first.json<{ pending_avatar: string }>().pending_avatar);

        const second = await upload([file('avatar', await fixtures.jpeg())], headers);

        expect(second.statusCode).toBe(200);
        const secondKey = keyOf(second.json<{ pending_avatar: string }>().pending_avatar);
        expect((await userRow(user.id)).pending_avatar).toBe(`/api/files/${secondKey}`);
        expect(await fileRow(firstKey)).toBeUndefined();
        expect(await ctx.stored.keys()).not.toContain(firstKey);
        expect(await ctx.stored.keys()).toContain(secondKey);
      });
    });

    describe('given a signed-in lawyer / when the upload is not an acceptable image', () => {
      const wrongAvatarKind = 'Yalnızca PNG, JPEG veya GIF biçiminde fotoğraf yükleyebilirsiniz.';
      const unreadable = 'Resim okunamadı. Lütfen başka bir dosya seçiniz.';

      it.each([
        ['an SVG', () => fixtures.svg, 'logo.svg', 'image/svg+xml', wrongAvatarKind],
        ['an HTML page named .png', () => fixtures.html, 'foto.png', 'image/png', wrongAvatarKind],
        ['a PDF', () => fixtures.pdf, 'dilekce.pdf', 'application/pdf', wrongAvatarKind],
        ['plain text named .jpg', () => fixtures.text, 'foto.jpg', 'image/jpeg', wrongAvatarKind],
        [
          'a PNG signature followed by HTML',
          () => fixtures.pngHtmlPolyglot,
          'foto.png',
          'image/png',
          wrongAvatarKind,
        ],
        [
          'a GIF header followed by a script',
          () => fixtures.gifScriptPolyglot,
          'kedi.gif',
          'image/gif',
          unreadable,
        ],
        [
          'a WEBP (avatars take png, gif and jpeg only)',
          fixtures.webp,
          'foto.webp',
          'image/webp',
          wrongAvatarKind,
        ],
        ['an empty file', () => Buffer.alloc(0), 'bos.png', 'image/png', wrongAvatarKind],
      ])('refuses %s with a Turkish 422', async (_name, bytes, filename, type, message) => {
        const { user, headers } = await signedInUser(ctx.app);
        const res = await upload([file('avatar', await bytes(), filename, type)], headers);

        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({ message, errors: { avatar: [message] } });
        await expectNothingStored(user.id);
      });

      it('refuses a file over 5 MB', async () => {
        const { user, headers } = await signedInUser(ctx.app);
        const res = await upload(
          [file('avatar', await fixtures.oversized(), 'buyuk.png', 'image/png')],
          headers,
        );

        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({
          message: 'Resim en fazla 5 MB olabilir.',
          errors: { avatar: ['Resim en fazla 5 MB olabilir.'] },
        });
        await expectNothingStored(user.id);
      });

      it('refuses two files where one is taken', async () => {
        const { user, headers } = await signedInUser(ctx.app);
        const res = await upload(
          [file('avatar', await fixtures.png()), file('avatar', await fixtures.jpeg())],
          headers,
        );

        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({
          message: 'Yalnızca bir resim yükleyebilirsiniz.',
          errors: { avatar: ['Yalnızca bir resim yükleyebilirsiniz.'] },
        });
        await expectNothingStored(user.id);
      });

      it('refuses a file sent under another field name', async () => {
        const { user, headers } = await signedInUser(ctx.app);
        const res = await upload([file('photo', await fixtures.png())], headers);

        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({
          message: imageMessages.unexpectedField,
          errors: { avatar: [imageMessages.unexpectedField] },
        });
        await expectNothingStored(user.id);
      });

      it('refuses a form without a file', async () => {
        const { user, headers } = await signedInUser(ctx.app);
        const res = await upload([{ name: 'gender', value: '1' }], headers);

        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({
          message: 'Lütfen bir resim seçiniz.',
          errors: { avatar: ['Lütfen bir resim seçiniz.'] },
        });
        await expectNothingStored(user.id);
      });

      it.each([
        [
          'JSON',
          { 'content-type': 'application/json' },
          JSON.stringify({ avatar: 'data:image/png;base64,AAAA' }),
        ],
        ['broken JSON', { 'content-type': 'application/json' }, '{"avatar":'],
        ['plain text', { 'content-type': 'text/plain' }, 'avatar'],
        ['raw bytes', { 'content-type': 'image/png' }, 'not really a png'],
        ['no body', {}, undefined],
      ])('answers a %s request with the same 422, not a parser error', async (_name, extra, payload) => {
        const { headers } = await signedInUser(ctx.app);
        const res = await ctx.app.inject({
          method: 'POST',
          url: URL,
          headers: { ...headers, ...extra },
          payload,
        });

        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({
          message: 'Lütfen bir resim seçiniz.',
          errors: { avatar: ['Lütfen bir resim seçiniz.'] },
        });
      });

      it.each([
        [
          'without a boundary',
          'multipart/form-data',
          Buffer.from('--x\r\nContent-Disposition: form-data; name="avatar"\r\n\r\n'),
        ],
        [
          'cut off in the middle of a file',
          'multipart/form-data; boundary=sinir',
          Buffer.from(
            '--sinir\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\x89PNG',
          ),
        ],
      ])('answers a multipart body %s with a 422, not a 500', async (_name, contentType, payload) => {
        const { headers } = await signedInUser(ctx.app);
        const res = await ctx.app.inject({
          method: 'POST',
          url: URL,
          headers: { ...headers, 'content-type': contentType },
          payload,
        });

        expect(res.statusCode).toBe(422);
        expect(res.json<{ errors: Record<string, string[]> }>().errors.avatar).toHaveLength(1);
      });
    });

    describe('given no session', () => {
      it('asks the caller to sign in before reading the upload', async () => {
        const res = await upload([file('avatar', await fixtures.png())], {});

        expect(res.statusCode).toBe(401);
        expect(errorBody(res)).toEqual({ message: 'Bu işlem için giriş yapmalısınız.' });
      });
    });

    describe('after every upload above', () => {
      it('keeps exactly the bytes of the stored rows: refusals and replaced photos left nothing behind', async () => {
        const rows = await ctx.app.db.selectFrom('files').select('storage_key').execute();
        const expected = rows.map((r) => r.storage_key);
        expect(await ctx.stored.keys()).toEqual(expected.sort());
        expect(rows.length).toBeGreaterThan(0);
      });
    });
  },
);
