import { describe, expect, it } from 'vitest';
import { fileUrlForViewer } from '../../src/uploads/files.ts';
import { createFileUrls, resolveSigningKey } from '../../src/uploads/urls.ts';
import { signedInUser } from '../helpers/users.ts';
import * as fixtures from './fixtures.ts';
import { file } from './multipart.ts';
import { type UploadsContext, keyOf, onEveryStorage, postMultipart } from './setup.ts';
import { errorBody } from '../helpers/contract.ts';

const HOUR = 3_600_000;

let ctx: UploadsContext;

/** A lawyer with a pending (private) avatar: their headers, the signed URL and the stable path. */
async function lawyerWithPendingAvatar() {
  const { user, headers } = await signedInUser(ctx.app);
  const res = await postMultipart(
    ctx.app,
    '/api/user/update/avatar',
    [file('avatar', await fixtures.png())],
    headers,
  );
  expect(res.statusCode).toBe(200);
  const signedUrl = res.json<{ pending_avatar: string }>().pending_avatar;
  const key = keyOf(signedUrl);
  return { user, headers, key, signedUrl, path: `/api/files/${key}` };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The headers of a served PNG shown in the page, with how it may be cached. */
const inlinePng = (cacheControl: string) => ({
  'content-type': 'image/png',
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline',
  'cache-control': cacheControl,
});

onEveryStorage(
  (created) => (ctx = created),
  () => {
    describe('a private file (a pending avatar)', () => {
      it('is served to its owner with the bearer token, never cached, as the stored type', async () => {
        const { headers, key, path } = await lawyerWithPendingAvatar();
        const res = await get(path, headers);

        expect(res.statusCode).toBe(200);
        expect(res.headers).toMatchObject(inlinePng('private, no-store'));
        expect(res.headers.etag).toBeUndefined();
        expect(res.rawPayload.equals(await ctx.stored.bytes(key))).toBe(true);
      });

      it('is served by the signed URL the upload answered, without a token (an <img> sends none)', async () => {
        const { signedUrl } = await lawyerWithPendingAvatar();
        const res = await get(signedUrl);

        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
      });

      it('is a 404 to another lawyer and to an anonymous caller, like a file that does not exist', async () => {
        const { path } = await lawyerWithPendingAvatar();
        const stranger = await signedInUser(ctx.app);
        const missing = await get(`/api/files/${'0'.repeat(32)}.png`, stranger.headers);

        for (const res of [await get(path, stranger.headers), await get(path)]) {
          expect(res.statusCode).toBe(404);
          expect(res.headers['cache-control']).toBe('private, no-store');
          expect(errorBody(res)).toEqual({ message: 'Dosya bulunamadı.' });
          expect(errorBody(res)).toEqual(errorBody(missing));
        }
      });

      it('is a 404 with a signature that is tampered with, belongs to another file or has expired', async () => {
        const first = await lawyerWithPendingAvatar();
        const second = await lawyerWithPendingAvatar();
        const query = first.signedUrl.slice(first.signedUrl.indexOf('?'));

        const tampered = first.signedUrl.slice(0, -1) + (first.signedUrl.endsWith('A') ? 'B' : 'A');
        const stretched = first.signedUrl.replace(
          /exp=(\d+)/,
          (_m, exp: string) => `exp=${Number(exp) + 3600}`,
        );
        for (const url of [tampered, stretched, `${second.path}${query}`, `${first.path}?exp=abc&sig=`]) {
          expect((await get(url)).statusCode).toBe(404);
        }

        ctx.clock.advance(3 * HOUR);
        try {
          expect((await get(first.signedUrl)).statusCode).toBe(404);
        } finally {
          ctx.clock.reset();
        }
      });

      it('keeps the same signed URL within the hour, so the browser reuses its copy', async () => {
        const { key } = await lawyerWithPendingAvatar();
        const urls = createFileUrls(await resolveSigningKey(ctx.app.db));
        const signed = (iso: string) => urls.signed(key, new Date(iso));
        expect(signed('2026-03-10T09:05:00.000Z')).toBe(signed('2026-03-10T09:55:00.000Z'));
        expect(signed('2026-03-10T10:05:00.000Z')).not.toBe(signed('2026-03-10T09:55:00.000Z'));
      });
    });

    describe('a public file (an approved avatar)', () => {
      async function publicFile() {
        const { key, path } = await lawyerWithPendingAvatar();
        await ctx.app.db
          .updateTable('files')
          .set({ visibility: 'public' })
          .where('storage_key', '=', key)
          .execute();
        return { key, path };
      }

      it('is served to anyone with a long immutable cache and an ETag', async () => {
        const { key, path } = await publicFile();
        const res = await get(path);

        expect(res.statusCode).toBe(200);
        expect(res.headers).toMatchObject({
          ...inlinePng('public, max-age=31536000, immutable'),
          etag: `"${key}"`,
        });
        expect(Number(res.headers['content-length'])).toBe((await ctx.stored.bytes(key)).length);
      });

      it('answers 304 without a body when the browser already has it', async () => {
        const { key, path } = await publicFile();
        const res = await get(path, { 'if-none-match': `"${key}"` });

        expect(res.statusCode).toBe(304);
        expect(res.rawPayload.length).toBe(0);
      });
    });

    describe('a stored file address in a response', () => {
      it('becomes a signed URL for the entitled viewer, null for others, and passes other addresses', async () => {
        const { user, path } = await lawyerWithPendingAvatar();
        const stranger = await signedInUser(ctx.app);
        const { deps } = ctx;

        const forOwner = await fileUrlForViewer(deps, path, user.id);
        expect(forOwner).toMatch(new RegExp(`^${path}\\?exp=\\d+&sig=`));
        expect((await get(forOwner!)).statusCode).toBe(200);
        expect(await fileUrlForViewer(deps, path, stranger.user.id)).toBeNull();
        expect(await fileUrlForViewer(deps, '/img/avatar/erkek.png', stranger.user.id)).toBe(
          '/img/avatar/erkek.png',
        );
        expect(await fileUrlForViewer(deps, null, user.id)).toBeNull();
        expect(await fileUrlForViewer(deps, `/api/files/${'0'.repeat(32)}.png`, user.id)).toBeNull();
      });
    });

    describe('a file name that is not a key', () => {
      it.each(['/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/..'])('%s is a 404', async (url) => {
        const { headers } = await signedInUser(ctx.app);
        expect((await get(url, headers)).statusCode).toBe(404);
      });

      it.each(['vesikalik.png', `${'A'.repeat(32)}.png`, `${'0'.repeat(32)}.svg`, `${'0'.repeat(31)}.png`])(
        '%s is the plain file 404',
        async (name) => {
          const { headers } = await signedInUser(ctx.app);
          const res = await get(`/api/files/${name}`, headers);

          expect(res.statusCode).toBe(404);
          expect(errorBody(res)).toEqual({ message: 'Dosya bulunamadı.' });
        },
      );
    });
  },
);
