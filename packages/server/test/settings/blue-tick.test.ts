import { BLUE_TICK_BADGE, imageMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { approveBlueTick, blueTickMessages, rejectBlueTick } from '../../src/services/settings/blue-tick.ts';
import { signedInUser } from '../helpers/users.ts';
import * as fixtures from '../uploads/fixtures.ts';
import { file } from '../uploads/multipart.ts';
import { createUploadsApp, keyOf, postMultipart } from '../uploads/setup.ts';
import { rowOf, rowsOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';

/** `ctx.deps` is what the operator console hands the decisions: the app's storage and signer. */
const ctx = suite(() => createUploadsApp());

const URL = '/api/user/bluetick';
const image = async () => file('verification_image', await fixtures.png(), 'baro-karti.png', 'image/png');
const state = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: URL, headers });
const pendingOf = async (id: number) =>
  (await rowOf(ctx.app, 'users', { id }, ['pending_verification_image'])).pending_verification_image ?? '';

describe('user/bluetick', () => {
  it('given nothing sent / is none', async () => {
    const { headers } = await signedInUser(ctx.app);
    const res = await state(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { state: 'none', image: null, reason: null } });
  });

  it('stores the image private to its owner and waits for an operator', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const res = await postMultipart(ctx.app, URL, [await image()], headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'true',
      message: blueTickMessages.submitted,
      data: { state: 'pending' },
    });
    const key = keyOf(res.json().data.image as string);
    const row = await rowOf(ctx.app, 'files', { storage_key: key });
    expect(row).toMatchObject({ owner_id: user.id, purpose: 'verification', visibility: 'private' });
    expect((await state(headers)).json().data.state).toBe('pending');
    const own = await ctx.app.inject({ method: 'GET', url: `/api/files/${key}`, headers });
    expect(own.statusCode).toBe(200);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${key}`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
    const record = (await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers })).json().data;
    expect(record.verification_image).toBeNull();
  });

  it('a newer image replaces one still waiting and deletes it', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    await postMultipart(ctx.app, URL, [await image()], headers);
    const first = await pendingOf(user.id);
    await postMultipart(ctx.app, URL, [await image()], headers);
    const second = await pendingOf(user.id);
    expect(second).not.toBe(first);
    const firstKey = keyOf(first);
    expect(await rowsOf(ctx.app, 'files', { storage_key: firstKey }, ['id'])).toEqual([]);
    expect(await ctx.stored.keys()).not.toContain(firstKey);
  });

  it.each([
    ['no file', async () => [], imageMessages.missing],
    [
      'an svg',
      async () => [file('verification_image', fixtures.svg, 'tik.svg', 'image/svg+xml')],
      imageMessages.wrongKind,
    ],
  ])('given %s / answers 422 under verification_image and stores nothing', async (_name, parts, message) => {
    const { user, headers } = await signedInUser(ctx.app);
    const res = await postMultipart(ctx.app, URL, await parts(), headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.verification_image).toEqual([message]);
    expect(await pendingOf(user.id)).toBe('');
  });

  it('without a session / answers 401', async () => {
    const res = await postMultipart(ctx.app, URL, [await image()], {});
    expect(res.statusCode).toBe(401);
  });

  it('approved / shows the badge beside his avatar, deletes the proof, and refuses another application', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    await postMultipart(ctx.app, URL, [await image()], headers);
    const pending = await pendingOf(user.id);
    expect(await approveBlueTick(ctx.deps, user.id, pending)).toBe('approved');
    expect((await state(headers)).json().data).toEqual({
      state: 'approved',
      image: BLUE_TICK_BADGE,
      reason: null,
    });
    const record = (await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers })).json().data;
    expect(record.verification_image).toBe(BLUE_TICK_BADGE);
    expect(await rowsOf(ctx.app, 'files', { storage_key: keyOf(pending) }, ['id'])).toEqual([]);
    const again = await postMultipart(ctx.app, URL, [await image()], headers);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.verification_image).toEqual([blueTickMessages.alreadyApproved]);
  });

  it('rejected / shows the reason, deletes the proof, and a new image clears the refusal', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    await postMultipart(ctx.app, URL, [await image()], headers);
    const pending = await pendingOf(user.id);
    expect(await rejectBlueTick(ctx.deps, user.id, pending, 'Baro kimlik kartı okunmuyor.')).toBe('rejected');
    expect((await state(headers)).json().data).toEqual({
      state: 'rejected',
      image: null,
      reason: 'Baro kimlik kartı okunmuyor.',
    });
    expect(await rowsOf(ctx.app, 'files', { storage_key: keyOf(pending) }, ['id'])).toEqual([]);
    await postMultipart(ctx.app, URL, [await image()], headers);
    expect((await state(headers)).json().data.state).toBe('pending');
  });

  it('a decision on an image that was replaced meanwhile changes nothing', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    await postMultipart(ctx.app, URL, [await image()], headers);
    const seen = await pendingOf(user.id);
    await postMultipart(ctx.app, URL, [await image()], headers);
    expect(await approveBlueTick(ctx.deps, user.id, seen)).toBe('changed');
    expect(await rejectBlueTick(ctx.deps, user.id, seen, '')).toBe('changed');
    expect((await state(headers)).json().data.state).toBe('pending');
  });

  it('a refusal without a reason still tells him it was refused', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    await postMultipart(ctx.app, URL, [await image()], headers);
    expect(await rejectBlueTick(ctx.deps, user.id, await pendingOf(user.id), '  ')).toBe('rejected');
    expect((await state(headers)).json().data).toMatchObject({
      state: 'rejected',
      reason: blueTickMessages.defaultRejection,
    });
  });
});
