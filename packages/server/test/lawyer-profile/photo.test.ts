import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { approvePendingAvatar, rejectPendingAvatar } from '../../src/services/lawyer-profile/moderation.ts';
import { callEndpoint } from '../helpers/contract.ts';
import { bearer, signedInUser } from '../helpers/users.ts';
import { png, text } from '../uploads/fixtures.ts';
import { createUploadsApp, keyOf, postMultipart } from '../uploads/setup.ts';
import { rowOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';

/** `ctx.deps` is what the operator console hands the moderation functions: the app's storage and signer. */
const ctx = suite(() => createUploadsApp());

async function upload(token: string, data: Buffer, filename = 'foto.png') {
  return postMultipart(
    ctx.app,
    '/api/user/update/avatar',
    [{ name: 'avatar', filename, contentType: 'image/png', data }],
    bearer(token),
  );
}
const profileOf = (userId: number, token: string) =>
  callEndpoint(ctx.app, api.profile.getProfile, { body: { user_id: userId } }, token);
const storedPending = async (id: number) =>
  await rowOf(ctx.app, 'users', { id }, ['avatar', 'pending_avatar']);
const fetchFile = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

describe('the profile photo', () => {
  it('waits for an operator: the owner sees it pending, a visitor sees the old photo and cannot load the new one', async () => {
    const me = await signedInUser(ctx.app, { avatar: '/avatars/kadin-1.svg' });
    const visitor = await signedInUser(ctx.app);
    expect((await upload(me.token, await png())).statusCode).toBe(200);
    const own = await profileOf(me.user.id, me.token);
    expect(own.body.data.avatar).toBe('/avatars/kadin-1.svg');
    expect(own.body.data.pending_avatar).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png\?exp=/);
    expect((await fetchFile(own.body.data.pending_avatar as string)).statusCode).toBe(200);
    const seen = await profileOf(me.user.id, visitor.token);
    expect(seen.body.data.avatar).toBe('/avatars/kadin-1.svg');
    expect(seen.body.data.pending_avatar).toBeNull();
    const { pending_avatar } = await storedPending(me.user.id);
    expect((await fetchFile(pending_avatar as string, visitor.token)).statusCode).toBe(404);
  });

  it('is refused by its bytes, not its name: a text file called foto.png is a Turkish 422', async () => {
    const me = await signedInUser(ctx.app);
    const res = await upload(me.token, text);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { avatar: [expect.stringMatching(/PNG, JPEG veya GIF/)] } });
    expect((await storedPending(me.user.id)).pending_avatar).toBeNull();
  });

  it('becomes public on approval and replaces the previous uploaded photo, which is deleted', async () => {
    const me = await signedInUser(ctx.app);
    const visitor = await signedInUser(ctx.app);
    await upload(me.token, await png());
    const first = (await storedPending(me.user.id)).pending_avatar as string;
    expect(await approvePendingAvatar(ctx.deps, me.user.id, first)).toBe('approved');
    await upload(me.token, await png(80, 80));
    const second = (await storedPending(me.user.id)).pending_avatar as string;
    expect(await approvePendingAvatar(ctx.deps, me.user.id, first)).toBe('changed');
    expect(await approvePendingAvatar(ctx.deps, me.user.id, second)).toBe('approved');
    const seen = await profileOf(me.user.id, visitor.token);
    expect(seen.body.data.avatar).toBe(second);
    const served = await fetchFile(second);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/public/);
    expect(await ctx.stored.keys()).not.toContain(keyOf(first));
    expect((await fetchFile(first, me.token)).statusCode).toBe(404);
    const own = await profileOf(me.user.id, me.token);
    expect(own.body.data.pending_avatar).toBeNull();
  });

  it('is deleted on rejection and the current avatar stays', async () => {
    const me = await signedInUser(ctx.app, { avatar: '/avatars/erkek-1.svg' });
    await upload(me.token, await png());
    const pending = (await storedPending(me.user.id)).pending_avatar as string;
    expect(await rejectPendingAvatar(ctx.deps, me.user.id, pending)).toBe('rejected');
    expect(await storedPending(me.user.id)).toEqual({ avatar: '/avatars/erkek-1.svg', pending_avatar: null });
    expect(await ctx.stored.keys()).not.toContain(keyOf(pending));
    expect(await rejectPendingAvatar(ctx.deps, me.user.id, pending)).toBe('changed');
  });

  it('gives way to a default picture, deleting the uploaded and the pending photo', async () => {
    const me = await signedInUser(ctx.app);
    await upload(me.token, await png());
    const approved = (await storedPending(me.user.id)).pending_avatar as string;
    await approvePendingAvatar(ctx.deps, me.user.id, approved);
    await upload(me.token, await png());
    const pending = (await storedPending(me.user.id)).pending_avatar as string;
    const res = await callEndpoint(
      ctx.app,
      api.profile.deleteAvatar,
      { body: { gender: 2, variant: 2 } },
      me.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.avatar).toBe('/avatars/kadin-2.svg');
    expect(await storedPending(me.user.id)).toEqual({ avatar: '/avatars/kadin-2.svg', pending_avatar: null });
    for (const url of [approved, pending]) {
      expect(await ctx.stored.keys()).not.toContain(keyOf(url));
    }
  });

  it('refuses a default-picture choice without a valid gender in Turkish', async () => {
    const me = await signedInUser(ctx.app);
    const res = await callEndpoint(
      ctx.app,
      api.profile.deleteAvatar,
      { body: { gender: 3 as never } },
      me.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { gender: ['Lütfen varsayılan avatar seçiniz.'] } });
  });

  it('of another lawyer cannot be changed: the default-picture call ignores a user_id', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app, { avatar: '/avatars/erkek-1.svg' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update/deleteAvatar',
      payload: { gender: 2, user_id: other.user.id },
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    expect((await storedPending(other.user.id)).avatar).toBe('/avatars/erkek-1.svg');
  });
});
