import { normaliseReferralCode } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import { approveAccount } from '../../src/services/account-approval.ts';
import { registerMessages } from '../../src/services/registration.ts';
import { latestCode, registrationForm, tcOf } from '../helpers/registration.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { bearer, createUser } from '../helpers/users.ts';
import { rowOf, rowsOf } from '../helpers/rows.ts';

const broadcaster = new MemoryBroadcaster();
const ctx = testAppSuite({ broadcaster });

let next = 0;

/** A referral code of domain's format, unique within this file. */
const codeOf = (serial: number) =>
  `REF${String(serial)
    .padStart(5, '2')
    .replace(/[01]/g, (c) => (c === '0' ? 'A' : 'B'))}`;
let ipSeq = 0;

function form(overrides: Record<string, unknown> = {}) {
  next += 1;
  return registrationForm(next, overrides);
}

// Each registration from its own address, so the per-IP limit is tested on purpose only.
const register = (payload: object, ip = `10.0.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('registration', () => {
  it('given a valid form / creates a passive, unverified account and signs the lawyer in', async () => {
    const payload = form({ email: 'Buyuk.Harf@Example.com', tc: '10000000146' });
    next += 1;
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json<{ token: string; user: { id: number; name: string } }>();
    expect(user.name).toBe('Mehmet Ali Öztürk');
    const row = await rowOf(ctx.app, 'users', { id: user.id });
    expect(row).toMatchObject({
      status: 'passive',
      sms_verified_at: null,
      email_verified_at: null,
      email: 'buyuk.harf@example.com',
      tc: '10000000146',
      baro_id: 34,
      referrer_id: null,
    });
    expect(row.terms_accepted_at).not.toBeNull();
    expect(normaliseReferralCode(row.referral_code)).toBe(row.referral_code);
    expect(row.password_hash).not.toContain('Sifre1234');
    // The token opens the state pages: the record answers, other calls name the phone step.
    expect((await get('/api/auth/getData', token)).statusCode).toBe(200);
    const blocked = await get('/api/global/allBaroData', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: 'sms_not_verify' });
  });

  it('walks phone, e-mail, passive; approval opens the account and tells the lawyer live', async () => {
    const payload = form();
    const { token, user } = (await register(payload)).json<{ token: string; user: { id: number } }>();

    expect((await post('/api/auth/sms_resend', token, { telephone: payload.telephone })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/api/auth/sms_verify', token, { code: await latestCode(ctx.app, payload.telephone) }))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/global/allBaroData', token)).json()).toMatchObject({ error: 'email_not_verify' });

    expect((await post('/api/auth/email_resend', token, { email: payload.email })).statusCode).toBe(200);
    expect(
      (await post('/api/auth/email_verify', token, { code: await latestCode(ctx.app, payload.email) }))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/global/allBaroData', token)).json()).toMatchObject({ error: 'account_passive' });

    const before = broadcaster.events.length;
    expect(await approveAccount(ctx.app.db, broadcaster, user.id, { now: ctx.app.now() })).toBe('approved');
    expect((await get('/api/global/allBaroData', token)).statusCode).toBe(200);
    expect(broadcaster.events.slice(before)).toEqual([
      { channels: [`private-user.${user.id}`], event: 'account-approved', data: { status: true } },
    ]);
    const joined = await rowsOf(ctx.app, 'activity', { user_id: user.id, type: 'joined' });
    expect(joined).toHaveLength(1);

    // Approving again changes nothing and tells nobody.
    expect(await approveAccount(ctx.app.db, broadcaster, user.id)).toBe('already_active');
    expect(await approveAccount(ctx.app.db, broadcaster, 2_000_000_000)).toBe('not_found');
    expect(broadcaster.events.length).toBe(before + 1);
  });

  it('given a broadcaster that fails / still approves and reports the failure', async () => {
    const { user } = (await register(form())).json<{ user: { id: number } }>();
    const errors: unknown[] = [];
    const failing = { publish: () => Promise.reject(new Error('down')) };
    const result = await approveAccount(ctx.app.db, failing, user.id, {
      onPublishError: (e) => errors.push(e),
    });
    expect(result).toBe('approved');
    expect(errors).toHaveLength(1);
  });

  it("lets a passive lawyer sign his own channel, and nobody else's", async () => {
    const { token, user } = (await register(form())).json<{ token: string; user: { id: number } }>();
    const other = await createUser(ctx.app);
    const auth = (channel: string) =>
      post('/api/broadcasting/auth', token, { socket_id: '1234.5678', channel_name: channel });
    expect((await auth(`private-user.${user.id}`)).statusCode).toBe(200);
    expect((await auth(`private-user.${other.id}`)).statusCode).toBe(403);
  });

  it.each([
    ['telephone', registerMessages.telephoneTaken],
    ['email', registerMessages.emailTaken],
    ['tc', registerMessages.tcTaken],
  ] as const)(
    'given a %s already registered / refuses it with one message that names nobody',
    async (field, message) => {
      const first = form();
      expect((await register(first)).statusCode).toBe(200);
      const again = form({
        [field]: field === 'email' ? first.email.toUpperCase() : first[field],
      });
      // The other two fields are new, so only this one is refused.
      if (field !== 'tc') again.tc = tcOf(900_000 + next);
      const res = await register(again);
      expect(res.statusCode).toBe(422);
      const body = res.json<{ errors: Record<string, string[]> }>();
      expect(body.errors).toEqual({ [field]: [message] });
      expect(JSON.stringify(body)).not.toContain('Mehmet');
    },
  );

  it("given an existing lawyer's phone, e-mail and T.C. at once / names all three fields", async () => {
    const tc = tcOf(800_000);
    const lawyer = await createUser(ctx.app, { tc });
    const res = await register(form({ telephone: lawyer.telephone, email: lawyer.email, tc }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual(['email', 'tc', 'telephone']);
    expect(res.body).not.toContain(lawyer.name);
  });

  it('given an unknown bar / refuses it under baro_id', async () => {
    const res = await register(form({ baro_id: 999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { baro_id: [registerMessages.unknownBar] } });
  });

  it.each([
    ["the referrer's code", (code: string) => code, true],
    ['the code in lower case', (code: string) => code.toLowerCase(), true],
    ['an unknown code', () => 'ZZZZZZZZ', false],
    ['a malformed code', () => '<script>', false],
  ])("given %s / stores the referrer only when the code is a lawyer's", async (_label, toRef, stored) => {
    const referrer = await createUser(ctx.app, { referral_code: codeOf(next + 500) });
    const payload = form({ ref: toRef(referrer.referral_code ?? '') });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const row = await rowOf(ctx.app, 'users', { telephone: payload.telephone }, ['referrer_id']);
    expect(row.referrer_id).toBe(stored ? referrer.id : null);
  });

  it("given a deleted lawyer's code / registers without a referrer", async () => {
    const referrer = await createUser(ctx.app, { referral_code: codeOf(next + 700), deleted: 1 });
    const payload = form({ ref: referrer.referral_code });
    expect((await register(payload)).statusCode).toBe(200);
    const row = await rowOf(ctx.app, 'users', { telephone: payload.telephone }, ['referrer_id']);
    expect(row.referrer_id).toBeNull();
  });

  it('given eleven sign-ups from one address within the hour / answers the eleventh 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await register(form({ baro_id: 999 }), '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
