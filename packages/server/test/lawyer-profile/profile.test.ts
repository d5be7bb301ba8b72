import { ABOUT_TEXT_CONTACT_MESSAGE, PROFILE_COMMENTS_PER_PAGE, api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import {
  approvePendingAboutText,
  rejectPendingAboutText,
} from '../../src/services/lawyer-profile/moderation.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { insertMission } from '../helpers/missions.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { createUser, signedInUser } from '../helpers/users.ts';
import { rowsOf } from '../helpers/rows.ts';

const ctx = testAppSuite();

const calls = api.profile;
const profileOf = (userId: number, token: string, page?: number) =>
  callEndpoint(ctx.app, calls.getProfile, { body: { user_id: userId, ...(page ? { page } : {}) } }, token);
const about = (token: string, about_text: string) =>
  callEndpoint(ctx.app, calls.aboutText, { body: { about_text } }, token);
const userRow = (id: number) =>
  ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a lawyer profile', () => {
  it('shows name, bar, rating average and the approved about text to a visitor', async () => {
    const owner = await createUser(ctx.app, { about_text: 'Aile hukuku.' });
    const visitor = await signedInUser(ctx.app);
    const res = await profileOf(owner.id, visitor.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: owner.id,
      name: owner.name,
      baroName: 'İstanbul Barosu',
      about_text: 'Aile hukuku.',
      commentRate: 0,
      isOwner: false,
    });
  });

  it('answers 404 for an unknown, a deleted or a not yet approved lawyer', async () => {
    const visitor = await signedInUser(ctx.app);
    const deleted = await createUser(ctx.app, { deleted: 1 });
    const passive = await createUser(ctx.app, { status: 'passive' });
    for (const id of [2_000_000_000, deleted.id, passive.id]) {
      const res = await profileOf(id, visitor.token);
      expect(res.status).toBe(404);
      expect(res.raw).toMatchObject({ message: 'Avukat bulunamadı.' });
    }
  });

  it('is not readable without signing in', async () => {
    const owner = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/getProfile',
      payload: { user_id: owner.id },
    });
    expect(res.statusCode).toBe(401);
  });

  it('averages the ratings and pages the comments newest first', async () => {
    const owner = await createUser(ctx.app);
    const total = PROFILE_COMMENTS_PER_PAGE + 2;
    for (let i = 0; i < total; i += 1) {
      const author = await createUser(ctx.app);
      const missionId = await insertMission(ctx.app, owner, { user_id: author.id, status: 2 });
      await ctx.app.db
        .insertInto('comments')
        .values({
          mission_id: missionId,
          user_id: author.id,
          target_user_id: owner.id,
          rating: i % 2 === 0 ? 5 : 4,
          comment: `Yorum ${i}`,
          created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        })
        .execute();
    }
    const visitor = await signedInUser(ctx.app);
    const first = await profileOf(owner.id, visitor.token);
    expect(first.body.data.commentRate).toBe(4.5);
    expect(first.body.data.comments_total).toBe(total);
    expect(first.body.data.comments_last_page).toBe(2);
    expect(first.body.data.comments).toHaveLength(PROFILE_COMMENTS_PER_PAGE);
    expect(first.body.data.comments[0]?.comment).toBe(`Yorum ${total - 1}`);
    const second = await profileOf(owner.id, visitor.token, 2);
    expect(second.body.data.comments.map((c) => c.comment)).toEqual(['Yorum 1', 'Yorum 0']);
    expect(second.body.data.comments_page).toBe(2);
  });
});

describe('the about text', () => {
  it.each([
    ['a telephone number', 'Bana 0555 123 45 67 numarasından ulaşabilirsiniz.'],
    ['an e-mail address', 'Yazın: avukat@ornekhukuk.com'],
    ['a web address', 'Ayrıntılar www.ornekhukuk.com adresinde.'],
  ])('is refused with a Turkish message when it carries %s', async (_kind, text) => {
    const me = await signedInUser(ctx.app, { about_text: 'Eski yazı.' });
    const res = await about(me.token, text);
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({
      message: ABOUT_TEXT_CONTACT_MESSAGE,
      errors: { about_text: [ABOUT_TEXT_CONTACT_MESSAGE] },
    });
    expect((await userRow(me.user.id)).pending_about_text).toBeNull();
  });

  it('waits for approval: the owner sees it pending, a visitor still sees the approved text', async () => {
    const me = await signedInUser(ctx.app, { about_text: 'Eski yazı.' });
    const visitor = await signedInUser(ctx.app);
    const res = await about(me.token, '  Ceza <b>hukuku</b> alanında 10 yıllık deneyim.  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pending_about_text: 'Ceza hukuku alanında 10 yıllık deneyim.' });
    const own = await profileOf(me.user.id, me.token);
    expect(own.body.data).toMatchObject({
      about_text: 'Eski yazı.',
      pending_about_text: 'Ceza hukuku alanında 10 yıllık deneyim.',
      isOwner: true,
    });
    const seen = await profileOf(me.user.id, visitor.token);
    expect(seen.body.data.about_text).toBe('Eski yazı.');
    expect(seen.body.data.pending_about_text).toBeNull();
    expect(JSON.stringify(seen.raw)).not.toContain('10 yıllık');
  });

  it('refuses a text that is only markup', async () => {
    const me = await signedInUser(ctx.app);
    const res = await about(me.token, '<script>alert(1)</script>');
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { about_text: ['Lütfen hakkınızda yazısını giriniz.'] } });
  });

  it('becomes visible when an operator approves exactly the text he read', async () => {
    const me = await signedInUser(ctx.app, { about_text: 'Eski yazı.' });
    const visitor = await signedInUser(ctx.app);
    await about(me.token, 'İlk taslak.');
    await about(me.token, 'Son hali.');
    expect(await approvePendingAboutText(ctx.app.db, me.user.id, 'İlk taslak.', ctx.app.now())).toBe(
      'changed',
    );
    expect(await approvePendingAboutText(ctx.app.db, me.user.id, 'Son hali.', ctx.app.now())).toBe(
      'approved',
    );
    const seen = await profileOf(me.user.id, visitor.token);
    expect(seen.body.data.about_text).toBe('Son hali.');
    const own = await profileOf(me.user.id, me.token);
    expect(own.body.data.pending_about_text).toBeNull();
  });

  it('is dropped when an operator rejects it, and the approved one stays', async () => {
    const me = await signedInUser(ctx.app, { about_text: 'Eski yazı.' });
    await about(me.token, 'Reddedilecek yazı.');
    expect(await rejectPendingAboutText(ctx.app.db, me.user.id, 'Reddedilecek yazı.', ctx.app.now())).toBe(
      'rejected',
    );
    const own = await profileOf(me.user.id, me.token);
    expect(own.body.data).toMatchObject({ about_text: 'Eski yazı.', pending_about_text: null });
  });

  it('is always the signed-in lawyer own: a user_id in the body changes nobody else', async () => {
    const me = await signedInUser(ctx.app);
    const other = await createUser(ctx.app, { about_text: 'Başkasının yazısı.' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update/aboutText',
      payload: { about_text: 'Benim yazım.', user_id: other.id, id: other.id },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(other.id)).toMatchObject({
      about_text: 'Başkasının yazısı.',
      pending_about_text: null,
    });
    expect((await userRow(me.user.id)).pending_about_text).toBe('Benim yazım.');
  });
});

describe('the specialities', () => {
  it('become exactly the chosen ones, keeping the progress of those kept', async () => {
    const me = await signedInUser(ctx.app);
    await ctx.app.db
      .insertInto('user_specialities')
      .values({ user_id: me.user.id, speciality_id: 2, score: 60 })
      .execute();
    const saved = await expectOk(
      ctx.app,
      calls.addPerformances,
      { body: { performance_ids: [3, 2, 3] } },
      me.token,
    );
    expect(saved.data.map((p) => [p.id, p.percent])).toEqual([
      [2, 60],
      [3, 0],
    ]);
    const cleared = await expectOk(
      ctx.app,
      calls.addPerformances,
      { body: { performance_ids: [] } },
      me.token,
    );
    expect(cleared.data).toEqual([]);
  });

  it('refuses an unknown speciality with a Turkish field error and keeps the old ones', async () => {
    const me = await signedInUser(ctx.app);
    await expectOk(ctx.app, calls.addPerformances, { body: { performance_ids: [1] } }, me.token);
    const res = await callEndpoint(
      ctx.app,
      calls.addPerformances,
      { body: { performance_ids: [1, 999_999] } },
      me.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { performance_ids: ['Uzmanlık seçimi geçersiz.'] } });
    const own = await profileOf(me.user.id, me.token);
    expect(own.body.data.performances.map((p) => p.id)).toEqual([1]);
  });

  it('of another lawyer are never touched', async () => {
    const me = await signedInUser(ctx.app);
    const other = await createUser(ctx.app);
    await ctx.app.db
      .insertInto('user_specialities')
      .values({ user_id: other.id, speciality_id: 4, score: 50 })
      .execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/performance/addData',
      payload: { performance_ids: [1], user_id: other.id },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.statusCode).toBe(200);
    const theirs = await rowsOf(ctx.app, 'user_specialities', { user_id: other.id });
    expect(theirs).toEqual([{ user_id: other.id, speciality_id: 4, score: 50 }]);
  });

  it('show on the profile with their progress values', async () => {
    const owner = await createUser(ctx.app);
    await ctx.app.db
      .insertInto('user_specialities')
      .values({ user_id: owner.id, speciality_id: 5, score: 90 })
      .execute();
    const visitor = await signedInUser(ctx.app);
    const res = await profileOf(owner.id, visitor.token);
    expect(res.body.data.performances).toEqual([expect.objectContaining({ id: 5, percent: 90 })]);
  });
});
