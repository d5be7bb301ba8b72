import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { jpeg } from '../uploads/fixtures.ts';
import { createUploadsApp, postMultipart } from '../uploads/setup.ts';
import { bearer, signedInUser } from '../helpers/users.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createUploadsApp());

describe('contract: profile', () => {
  it('api.profile.updateAvatar takes one photo and answers a loadable pending URL', async () => {
    const me = await signedInUser(ctx.app);
    const spec = api.profile.updateAvatar;
    const res = await postMultipart(
      ctx.app,
      `/api${spec.path}`,
      [{ name: 'avatar', filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() }],
      bearer(me.token),
    );
    expect(res.statusCode).toBe(200);
    const body = spec.response.parse(res.json());
    expect(body.pending_avatar).toMatch(/^\/api\/files\/[0-9a-f]{32}\.jpg\?/);
    const photo = await ctx.app.inject({ method: 'GET', url: body.pending_avatar });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });
});
