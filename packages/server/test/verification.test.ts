import { describe, expect, it } from 'vitest';
import { testAppSuite } from './helpers/test-app.ts';
import { heldNotice } from '../src/services/contact-codes.ts';
import { createUser, signedInUser } from './helpers/users.ts';
import { rowOf, rowsOf } from './helpers/rows.ts';

describe('phone and e-mail verification', () => {
  const ctx = testAppSuite();

  const post = (url: string, headers: Record<string, string>, payload: object, remoteAddress = '10.1.0.1') =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, headers, payload, remoteAddress });

  const outbox = (recipient: string) =>
    ctx.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .execute();

  /** The code as the notifier sent it: read from the outbox, the only place it exists in clear. */
  async function lastCode(recipient: string): Promise<string> {
    const row = await ctx.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const match = /(\d{6})/.exec(row.body);
    if (!match) throw new Error(`no code in "${row.body}"`);
    return match[1]!;
  }

  describe('sms_resend / sms_verify', () => {
    it('given an unverified phone / sends a 6-digit code and verifies it; the account is then usable', async () => {
      const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      const sent = await post('sms_resend', headers, { telephone: user.telephone.slice(1) });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe('Doğrulama kodu telefonunuza gönderildi.');
      const code = await lastCode(user.telephone);
      const stored = await rowsOf(ctx.app, 'verification_codes', { user_id: user.id });
      expect(stored[0]!.code_hash).not.toContain(code);

      const blocked = await ctx.app.inject({ method: 'GET', url: '/api/user/getAdliyeData', headers });
      expect(blocked.json().error).toBe('sms_not_verify');
      const ok = await post('sms_verify', headers, { code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        message: 'Telefon numaranız doğrulandı.',
        data: { smsVerify: true },
      });
      const open = await ctx.app.inject({ method: 'GET', url: '/api/user/getAdliyeData', headers });
      expect(open.statusCode).toBe(200);
    });

    it('given a new number / the number changes only once its code is confirmed', async () => {
      const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      const newNumber = '05441112233';
      await post('sms_resend', headers, { telephone: newNumber });
      const before = await rowOf(ctx.app, 'users', { id: user.id }, ['telephone']);
      expect(before.telephone).toBe(user.telephone);
      await post('sms_verify', headers, { code: await lastCode(newNumber) });
      const after = await rowOf(ctx.app, 'users', { id: user.id }, ['telephone']);
      expect(after.telephone).toBe(newNumber);
    });

    it('given a number of another account / answers as for a free one, and its holder is told instead of getting a code', async () => {
      const { user: other } = await signedInUser(ctx.app);
      const { headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      const held = await post('sms_resend', headers, { telephone: other.telephone }, '10.1.2.1');
      const free = await post('sms_resend', headers, { telephone: '05447770011' }, '10.1.2.1');
      expect(held.statusCode).toBe(200);
      expect(held.json()).toEqual(free.json());
      const [notice] = await outbox(other.telephone);
      expect(notice?.body).toBe(heldNotice.sms);
      expect(notice?.body).not.toMatch(/\d{6}/);
    });

    it('given numbers of other accounts / counts each request: the fourth in ten minutes answers 429', async () => {
      const holders = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.app)));
      const { headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      const statuses = [];
      for (const holder of holders) {
        statuses.push(
          (await post('sms_resend', headers, { telephone: holder.telephone }, '10.1.2.2')).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('given the already verified number / answers 422', async () => {
      const { user, headers } = await signedInUser(ctx.app);
      const res = await post('sms_resend', headers, { telephone: user.telephone });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Telefon numaranız zaten doğrulanmış.');
    });

    it.each([[{}], [{ telephone: '0212 123 45 67' }], [{ telephone: 'abc' }]])(
      'given %o / answers 422',
      async (payload) => {
        const { headers } = await signedInUser(ctx.app, { sms_verified_at: null });
        const res = await post('sms_resend', headers, payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.telephone[0]).toMatch(/\S/);
      },
    );

    it('a wrong code counts down the attempts; the fifth kills the code', async () => {
      const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      await post('sms_resend', headers, { telephone: user.telephone });
      const code = await lastCode(user.telephone);
      const wrong = code === '000000' ? '111111' : '000000';
      const first = await post('sms_verify', headers, { code: wrong });
      expect(first.statusCode).toBe(422);
      expect(first.json().message).toBe('Doğrulama kodu hatalı. Kalan deneme hakkınız: 4.');
      for (let i = 0; i < 4; i += 1) await post('sms_verify', headers, { code: wrong });
      const right = await post('sms_verify', headers, { code });
      expect(right.statusCode).toBe(422);
      expect(right.json().message).toBe('Çok fazla hatalı deneme yaptınız. Lütfen yeni kod isteyiniz.');
    });

    it('a code older than 10 minutes is refused', async () => {
      const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      ctx.clock.set(new Date());
      await post('sms_resend', headers, { telephone: user.telephone });
      ctx.clock.advance(10 * 60_000 + 1);
      const res = await post('sms_verify', headers, { code: await lastCode(user.telephone) });
      ctx.clock.reset();
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyiniz.');
    });

    it('a new code replaces the previous one', async () => {
      const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      await post('sms_resend', headers, { telephone: user.telephone });
      const first = await lastCode(user.telephone);
      await post('sms_resend', headers, { telephone: user.telephone });
      const second = await lastCode(user.telephone);
      if (first !== second) {
        expect((await post('sms_verify', headers, { code: first })).statusCode).toBe(422);
      }
      expect((await post('sms_verify', headers, { code: second })).statusCode).toBe(200);
    });

    it('without any code requested / answers 422', async () => {
      const { headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      const res = await post('sms_verify', headers, { code: '123456' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Geçerli bir doğrulama kodunuz yok. Lütfen yeni kod isteyiniz.');
    });

    it.each([[{}], [{ code: '12345' }], [{ code: 'abcdef' }]])(
      'given %o / answers 422 naming code',
      async (payload) => {
        const { headers } = await signedInUser(ctx.app, { sms_verified_at: null });
        const res = await post('sms_verify', headers, payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.code[0]).toMatch(/\S/);
      },
    );

    it('the fourth code request within 10 minutes answers 429', async () => {
      const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await post('sms_resend', headers, { telephone: user.telephone }, '10.1.1.1')).statusCode,
        ).toBe(200);
      }
      const res = await post('sms_resend', headers, { telephone: user.telephone }, '10.1.1.2');
      expect(res.statusCode).toBe(429);
    });

    it('more than 10 code requests from one IP answer 429', async () => {
      for (let i = 0; i < 4; i += 1) {
        const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
        for (let j = 0; j < (i === 3 ? 1 : 3); j += 1)
          await post('sms_resend', headers, { telephone: user.telephone }, '10.1.2.1');
      }
      const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
      const res = await post('sms_resend', headers, { telephone: user.telephone }, '10.1.2.1');
      expect(res.statusCode).toBe(429);
    });

    it('without a token / answers 401', async () => {
      expect((await post('sms_resend', {}, { telephone: '05321112233' })).statusCode).toBe(401);
      expect((await post('sms_verify', {}, { code: '123456' })).statusCode).toBe(401);
    });
  });

  describe('email_resend / email_verify', () => {
    it('sends the code by e-mail and verifies the address', async () => {
      const { user, headers } = await signedInUser(ctx.app, { email: null, email_verified_at: null });
      const address = `yeni.${user.id}@example.com`;
      const sent = await post('email_resend', headers, { email: address.toUpperCase() });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe('Doğrulama kodu e-posta adresinize gönderildi.');
      const outbox = await rowOf(ctx.app, 'outbox', { recipient: address });
      expect(outbox).toMatchObject({ channel: 'email', subject: 'Meslektaş doğrulama kodunuz' });
      const ok = await post('email_verify', headers, { code: await lastCode(address) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ email: address, emailVerify: true });
    });

    it('given an address of another account / answers as for a free one, and its holder is told instead of getting a code', async () => {
      const { user: other } = await signedInUser(ctx.app);
      const { user, headers } = await signedInUser(ctx.app, { email_verified_at: null });
      const freeAddress = `serbest.${user.id}@example.com`;
      const held = await post('email_resend', headers, { email: other.email }, '10.1.2.3');
      const free = await post('email_resend', headers, { email: freeAddress }, '10.1.2.3');
      expect(held.statusCode).toBe(200);
      expect(held.json()).toEqual(free.json());
      const [notice] = await outbox(other.email ?? '');
      expect(notice).toMatchObject({ subject: heldNotice.emailSubject, body: heldNotice.email });
    });

    it('given a held address / the code sent before it stops working, as a new code to a free one would', async () => {
      const { user: other } = await signedInUser(ctx.app);
      const { user, headers } = await signedInUser(ctx.app, { email_verified_at: null });
      const own = `kendi.${user.id}@example.com`;
      await post('email_resend', headers, { email: own }, '10.1.2.4');
      const code = await lastCode(own);
      await post('email_resend', headers, { email: other.email }, '10.1.2.4');
      const res = await post('email_verify', headers, { code }, '10.1.2.4');
      expect(res.statusCode).toBe(422);
    });

    it.each([[{}], [{ email: 'gecersiz' }]])('given %o / answers 422 naming email', async (payload) => {
      const { headers } = await signedInUser(ctx.app, { email_verified_at: null });
      const res = await post('email_resend', headers, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email[0]).toMatch(/\S/);
    });

    it('an sms code does not verify the e-mail', async () => {
      const { user, headers } = await signedInUser(ctx.app, {
        sms_verified_at: null,
        email_verified_at: null,
      });
      await post('sms_resend', headers, { telephone: user.telephone });
      const res = await post('email_verify', headers, { code: await lastCode(user.telephone) });
      expect(res.statusCode).toBe(422);
    });
  });
});
