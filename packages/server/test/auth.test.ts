import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/services/tokens.ts';
import { adjustWallet } from '../src/services/wallet/ledger.ts';
import { createTestApp, testAppSuite } from './helpers/test-app.ts';
import { DEFAULT_PASSWORD, bearer, createUser, signedInUser } from './helpers/users.ts';
import { errorBody } from './helpers/contract.ts';
import { rowsOf } from './helpers/rows.ts';

const WRONG = 'Telefon numarası veya şifre hatalı.';

describe('auth: login, logout, getData and account states', () => {
  const ctx = testAppSuite();

  const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

  describe('POST auth/login', () => {
    it('given 05xxxxxxxxx and the right password / answers a token, the user and the success text', async () => {
      const user = await createUser(ctx.app);
      const res = await login({ telephone: user.telephone, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Başarılı giriş yaptınız.');
      expect(body.token).toMatch(/^[\w-]{40,}$/);
      expect(body.user).toMatchObject({ id: user.id, telephone: user.telephone });
    });

    it('given 5xxxxxxxxx without the leading zero / logs in too', async () => {
      const user = await createUser(ctx.app);
      const res = await login({ telephone: user.telephone.slice(1), password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(200);
    });

    it('stores only a hash of the token', async () => {
      const user = await createUser(ctx.app);
      const { token } = (await login({ telephone: user.telephone, password: DEFAULT_PASSWORD })).json();
      const rows = await rowsOf(ctx.app, 'user_tokens', { user_id: user.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(sha256(token));
      expect(rows[0]!.token_hash).not.toContain(token);
    });

    it('given a wrong password / answers 422 with the Turkish message', async () => {
      const user = await createUser(ctx.app);
      const res = await login({ telephone: user.telephone, password: 'yanlis-sifre' });
      expect(res.statusCode).toBe(422);
      expect(errorBody(res)).toEqual({ message: WRONG, errors: { password: [WRONG] } });
    });

    it('given an unknown telephone / answers the same message', async () => {
      const res = await login({ telephone: '05999999999', password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(WRONG);
    });

    it('given a deleted account / refuses like a wrong password', async () => {
      const user = await createUser(ctx.app, { deleted: 1 });
      const res = await login({ telephone: user.telephone, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(422);
    });

    it.each([
      [{}, 'telephone'],
      [{ telephone: '05321234567' }, 'password'],
      [{ telephone: '12345', password: 'x' }, 'telephone'],
      [{ telephone: 5321234567, password: 'x' }, 'telephone'],
    ])('given %o / answers 422 naming %s', async (payload, field) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]?.[0]).toMatch(/\S/);
    });

    it('after 5 wrong passwords for one telephone / answers 429 even with the right one', async () => {
      const user = await createUser(ctx.app);
      for (let i = 0; i < 5; i += 1) {
        expect((await login({ telephone: user.telephone, password: 'yanlis' }, '10.0.1.1')).statusCode).toBe(
          422,
        );
      }
      const res = await login({ telephone: user.telephone, password: DEFAULT_PASSWORD }, '10.0.1.2');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/Çok fazla deneme yaptınız\. Lütfen \d+ dakika sonra/);
    });

    it('once the window has passed / the telephone may try again', async () => {
      const user = await createUser(ctx.app);
      ctx.clock.set(new Date());
      for (let i = 0; i < 5; i += 1)
        await login({ telephone: user.telephone, password: 'yanlis' }, '10.0.2.1');
      expect(
        (await login({ telephone: user.telephone, password: DEFAULT_PASSWORD }, '10.0.2.1')).statusCode,
      ).toBe(429);
      ctx.clock.advance(15 * 60_000 + 1);
      expect(
        (await login({ telephone: user.telephone, password: DEFAULT_PASSWORD }, '10.0.2.1')).statusCode,
      ).toBe(200);
      ctx.clock.reset();
    });

    it('after 30 attempts from one IP / answers 429 for any telephone', async () => {
      for (let i = 0; i < 30; i += 1) {
        await login({ telephone: `0533${String(i).padStart(7, '0')}`, password: 'x' }, '10.0.3.1');
      }
      const user = await createUser(ctx.app);
      const res = await login({ telephone: user.telephone, password: DEFAULT_PASSWORD }, '10.0.3.1');
      expect(res.statusCode).toBe(429);
      expect(
        (await login({ telephone: user.telephone, password: DEFAULT_PASSWORD }, '10.0.3.2')).statusCode,
      ).toBe(200);
    });
  });

  describe('authentication', () => {
    const protectedCall = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: '/api/user/getAdliyeData', headers });

    it('without a token / answers 401 with a message', async () => {
      const res = await protectedCall();
      expect(res.statusCode).toBe(401);
      expect(errorBody(res)).toEqual({ message: 'Bu işlem için giriş yapmalısınız.' });
    });

    it.each(['Bearer yok-boyle-bir-token', 'Basic abc', 'Bearer'])(
      'with "%s" / answers 401',
      async (header) => {
        const res = await protectedCall({ authorization: header });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toMatch(/\S/);
      },
    );

    it('with a token of a deleted account / answers 401', async () => {
      const { headers } = await signedInUser(ctx.app, { deleted: 1 });
      expect((await protectedCall(headers)).statusCode).toBe(401);
    });

    it.each([
      [{ sms_verified_at: null }, 'sms_not_verify'],
      [{ email_verified_at: null }, 'email_not_verify'],
      [{ status: 'passive' as const }, 'account_passive'],
      [{ ban_message: 'Kurallara aykırı görev açıldı.' }, 'account_banned'],
      // The order: banned, then phone, then e-mail, then approval.
      [{ ban_message: 'Yasaklı', sms_verified_at: null, status: 'passive' as const }, 'account_banned'],
      [{ sms_verified_at: null, email_verified_at: null, status: 'passive' as const }, 'sms_not_verify'],
      [{ email_verified_at: null, status: 'passive' as const }, 'email_not_verify'],
    ])('given %o / answers 403 with error %s', async (overrides, error) => {
      const { headers } = await signedInUser(ctx.app, overrides);
      const res = await protectedCall(headers);
      expect(res.statusCode).toBe(403);
      expect(errorBody(res)).toEqual({ error, message: expect.stringMatching(/\S/) });
    });

    it('given a blank ban message / the account is not banned', async () => {
      const { headers } = await signedInUser(ctx.app, { ban_message: '  ' });
      expect((await protectedCall(headers)).statusCode).toBe(200);
    });
  });

  describe('GET auth/getData', () => {
    it('answers the full User record of the spec', async () => {
      const { user, headers } = await signedInUser(ctx.app, { about_text: 'Merhaba' });
      // The balance is the wallet ledger's sum, sent in TL.
      await adjustWallet(ctx.app.db, { userId: user.id, amount: 12_550, note: 'Test', now: new Date() });
      await ctx.app.db
        .insertInto('user_specialities')
        .values({ user_id: user.id, speciality_id: 1, score: 50 })
        .execute();
      await ctx.app.db
        .insertInto('notifications')
        .values([
          {
            user_id: user.id,
            type: 'x',
            data: JSON.stringify({ type: 'x', icon: null, title: 'Başlık', message: 'Mesaj' }),
            read_at: null,
            created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
          },
          {
            user_id: user.id,
            type: 'x',
            data: '{}',
            read_at: new Date().toISOString(),
            created_at: new Date().toISOString(),
          },
        ])
        .execute();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      for (const key of [
        'id',
        'name',
        'email',
        'telephone',
        'baroId',
        'avatar',
        'pending_avatar',
        'verification_image',
        'vip',
        'proLastDate',
        'premium_price',
        'premium_discount',
        'cash',
        'missionStatus',
        'mission_create',
        'add_mission',
        'email_notify',
        'sms_notify',
        'call_notify',
        'about_text',
        'pending_about_text',
        'baroChange',
        'performances',
        'cancel_request',
        'notifications',
        'new_notifications_count',
        'deleted',
        'is_available_time',
        'not_available_time_message',
        'waiting_conflict_message',
        'new_user',
        'old_premium',
        'countdown',
        'smsVerify',
        'emailVerify',
        'status',
        'ban_message',
      ]) {
        expect(data).toHaveProperty(key);
      }
      expect(data.cash).toBe(125.5);
      expect(data.performances).toEqual([{ id: 1, name: 'Ceza Hukuku' }]);
      expect(data.new_notifications_count).toBe(1);
      expect(data.notifications).toHaveLength(2);
      expect(data.notifications[1]).toMatchObject({
        diffForHumans: '5 dakika önce',
        data: { title: 'Başlık' },
      });
      expect(data).toMatchObject({
        smsVerify: true,
        emailVerify: true,
        status: true,
        vip: false,
        is_available_time: true,
      });
      // A fresh account gets the welcome offer with its countdown.
      expect(data.new_user).toBe(true);
      expect(data.countdown).toBeGreaterThan(6 * 86_400);
      expect(data.premium_price).toBe(2400);
    });

    it('given an expired Pro / vip is false and the come-back offer is on', async () => {
      const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
      const { headers } = await signedInUser(ctx.app, { vip: 1, pro_last_date: past, created_at: old });
      const data = (await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers })).json().data;
      expect(data).toMatchObject({ vip: false, old_premium: true, new_user: false });
      expect(data.countdown).toBeGreaterThan(4 * 86_400);
    });

    it('given a current Pro / vip is true and no offer runs', async () => {
      const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const { headers } = await signedInUser(ctx.app, { vip: 1, pro_last_date: future });
      const data = (await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers })).json().data;
      expect(data).toMatchObject({ vip: true, new_user: false, old_premium: false, countdown: null });
    });

    it.each([
      [{ sms_verified_at: null }, { smsVerify: false }],
      [{ status: 'passive' as const }, { status: false }],
      [{ ban_message: 'Yasaklandınız.' }, { ban_message: 'Yasaklandınız.' }],
    ])('given %o / still answers (the state pages read it)', async (overrides, expected) => {
      const { headers } = await signedInUser(ctx.app, overrides);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject(expected);
    });

    it('outside MISSION_HOURS / is_available_time is false with the constant text', async () => {
      const closed = await createTestApp({ config: { missionHours: { start: 0, end: 1 } } });
      try {
        closed.clock.set('2026-11-21T12:00:00.000Z');
        const { headers } = await signedInUser(closed.app);
        const data = (await closed.app.inject({ method: 'GET', url: '/api/auth/getData', headers })).json()
          .data;
        expect(data.is_available_time).toBe(false);
        expect(data.not_available_time_message).toMatch(/saatleri/);
      } finally {
        await closed.close();
      }
    });

    it('without a token / answers 401', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/getData' })).statusCode).toBe(401);
    });
  });

  describe('POST auth/logout', () => {
    it('revokes the token: the next call answers 401, another session stays', async () => {
      const { user, headers } = await signedInUser(ctx.app);
      const other = (
        await login({ telephone: user.telephone, password: DEFAULT_PASSWORD }, '10.0.4.1')
      ).json().token;
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Başarıyla Çıkış Yaptınız!');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers })).statusCode).toBe(
        401,
      );
      const still = await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers: bearer(other) });
      expect(still.statusCode).toBe(200);
    });

    it('without a token / answers 401', async () => {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    });
  });
});
