import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();

const progress = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/progress', headers });

describe('auth/progress', () => {
  it('given only courthouses / is 14% and names what is left with where to fill it in', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const res = await progress(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.progress).toBe(14);
    const byType = Object.fromEntries(body.texts.map((t: { type: string }) => [t.type, t]));
    expect(byType.courthouses).toMatchObject({ buttonShown: false });
    expect(byType.about).toMatchObject({ buttonShown: true, url: `/avukat-profili/${user.id}` });
    expect(byType.avatar).toMatchObject({ buttonShown: true, url: '/profil-degistir' });
  });

  it('counts what is stored: a pending photo, a pending about text, specialities, the document, a blue tick, the invoice', async () => {
    const speciality = await ctx.app.db.selectFrom('specialities').select('id').executeTakeFirstOrThrow();
    const district = await ctx.app.db.selectFrom('districts').select('id').executeTakeFirstOrThrow();
    const { user, headers } = await signedInUser(ctx.app, {
      pending_avatar: '/api/files/0123456789abcdef0123456789abcdef.png',
      pending_about_text: 'Ceza ve icra hukuku.',
      tc: '10000000146',
      sicil: '12345',
      pending_verification_image: '/api/files/fedcba9876543210fedcba9876543210.png',
      invoice_district_id: district.id,
    });
    await ctx.app.db
      .insertInto('user_specialities')
      .values({ user_id: user.id, speciality_id: speciality.id })
      .execute();
    const body = (await progress(headers)).json();
    expect(body.progress).toBe(100);
    expect(body.texts.every((t: { buttonShown: boolean }) => !t.buttonShown)).toBe(true);
  });

  it('a default picture is not a photo', async () => {
    const { headers } = await signedInUser(ctx.app, { avatar: '/avatars/erkek-1.svg' });
    const body = (await progress(headers)).json();
    expect(body.texts.find((t: { type: string }) => t.type === 'avatar').buttonShown).toBe(true);
  });

  it('without a session / answers 401', async () => {
    expect((await progress({})).statusCode).toBe(401);
  });
});
