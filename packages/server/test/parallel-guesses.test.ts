import { describe, expect, it } from 'vitest';
import { testAppSuite } from './helpers/test-app.ts';
import { DEFAULT_PASSWORD, signedInUser } from './helpers/users.ts';
import { rowOf } from './helpers/rows.ts';

/** Guessing in parallel gets no more tries than guessing one after another. */
describe('parallel guesses', () => {
  const ctx = testAppSuite();

  it('given 20 wrong codes sent at once / compares only 5, and the right code is then refused', async () => {
    const { user, headers } = await signedInUser(ctx.app, { sms_verified_at: null });
    const post = (url: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/auth/${url}`,
        headers,
        payload,
        remoteAddress: '10.9.0.1',
      });
    await post('sms_resend', { telephone: user.telephone });
    const row = await ctx.app.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', user.telephone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(row.body)?.[1] ?? '';
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i)).filter((g) => g !== code);
    const answers = await Promise.all(guesses.map((guess) => post('sms_verify', { code: guess })));
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);
    const counted = answers.filter((a) => /Kalan deneme hakkınız|Çok fazla hatalı/.test(a.json().message));
    expect(counted.length).toBe(guesses.length);
    const stored = await rowOf(ctx.app, 'verification_codes', { user_id: user.id }, ['attempts']);
    expect(stored.attempts).toBe(5);
    const right = await post('sms_verify', { code });
    expect(right.statusCode).toBe(422);
    const fresh = await rowOf(ctx.app, 'users', { id: user.id }, ['sms_verified_at']);
    expect(fresh.sms_verified_at).toBeNull();
  });

  it('given 12 wrong passwords sent at once / checks at most 5, and the right one then answers 429', async () => {
    const { user } = await signedInUser(ctx.app);
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telephone: user.telephone, password },
        remoteAddress: '10.9.0.2',
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(`Yanlis.${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const right = await login(DEFAULT_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Çok fazla deneme yaptınız/);
  });
});
