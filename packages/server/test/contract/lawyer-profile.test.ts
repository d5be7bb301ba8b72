import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();

describe('contract: lawyer profile', () => {
  it('api.profile.getProfile answers a profile with a page of comments', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(ctx.app, api.profile.getProfile, { body: { user_id: me.user.id } }, me.token);
    expect(body.data).toMatchObject({
      id: me.user.id,
      isOwner: true,
      comments_page: 1,
      comments_last_page: 1,
    });
  });

  it('api.profile.allPerformances lists the specialities', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(ctx.app, api.profile.allPerformances, {}, me.token);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('api.profile.addPerformances answers the saved specialities', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(
      ctx.app,
      api.profile.addPerformances,
      { body: { performance_ids: [1] } },
      me.token,
    );
    expect(body.data.map((p) => p.id)).toEqual([1]);
  });

  it('api.profile.aboutText answers the text awaiting approval', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(
      ctx.app,
      api.profile.aboutText,
      { body: { about_text: 'Ceza hukuku alanında çalışıyorum.' } },
      me.token,
    );
    expect(body.pending_about_text).toBe('Ceza hukuku alanında çalışıyorum.');
  });

  it('api.profile.deleteAvatar answers the chosen default picture', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(ctx.app, api.profile.deleteAvatar, { body: { gender: 1 } }, me.token);
    expect(body.avatar).toBe('/avatars/erkek-1.svg');
  });
});
