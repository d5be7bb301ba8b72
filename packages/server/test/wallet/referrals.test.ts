import { REFERRAL_REWARD_TL } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import { approveAccount } from '../../src/services/account-approval.ts';
import { referralCodeOf } from '../../src/services/referral-codes.ts';
import { REFERRAL_REWARD_KURUS, creditReferral } from '../../src/services/wallet/referral-rewards.ts';
import { latestCode, registrationForm, tcOf } from '../helpers/registration.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { bearer, createUser, signedInUser } from '../helpers/users.ts';
import { balanceOf, ledgerSum } from './wallet-helpers.ts';

const broadcaster = new MemoryBroadcaster();
const ctx = testAppSuite({ broadcaster });

let serial = 0;

function form(ref: string | undefined, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return registrationForm(serial, { ...(ref === undefined ? {} : { ref }), ...overrides });
}

const register = async (payload: object) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: `10.9.${serial % 200}.${Math.floor(serial / 200)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string; user: { id: number } }>();
};

const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** Both verification steps through the API, as the lawyer does them. */
async function verify(token: string, telephone: string, email: string) {
  await post('/api/auth/sms_resend', token, { telephone });
  expect(
    (await post('/api/auth/sms_verify', token, { code: await latestCode(ctx.app, telephone) })).statusCode,
  ).toBe(200);
  await post('/api/auth/email_resend', token, { email });
  expect(
    (await post('/api/auth/email_verify', token, { code: await latestCode(ctx.app, email) })).statusCode,
  ).toBe(200);
}

const approve = (userId: number) => approveAccount(ctx.app.db, broadcaster, userId, { now: ctx.app.now() });

async function inviter() {
  const me = await signedInUser(ctx.app);
  return { ...me, code: await referralCodeOf(ctx.app.db, me.user.id) };
}

describe('referral rewards', () => {
  it('given an invitee who verifies and is approved / credits the inviter 10 TL once', async () => {
    const a = await inviter();
    const payload = form(a.code.toLowerCase());
    const invitee = await register(payload);
    await verify(invitee.token, payload.telephone, payload.email);
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(0);
    expect(await approve(invitee.user.id)).toBe('approved');
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(REFERRAL_REWARD_KURUS);
    expect(REFERRAL_REWARD_KURUS).toBe(REFERRAL_REWARD_TL * 100);
    // Calling again (a second path, a retry) changes nothing.
    expect(await creditReferral(ctx.app.db, invitee.user.id, ctx.app.now())).toBe('already_rewarded');
    expect(await approve(invitee.user.id)).toBe('already_active');
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(REFERRAL_REWARD_KURUS);
    expect(await ledgerSum(ctx.app, a.user.id)).toBe(REFERRAL_REWARD_KURUS);
    const cash = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers: a.headers })
    ).json().data.cash;
    expect(cash).toBe(10);
  });

  it('given an approval before the e-mail is verified / credits when the last verification lands', async () => {
    const a = await inviter();
    const payload = form(a.code);
    const invitee = await register(payload);
    await post('/api/auth/sms_resend', invitee.token, { telephone: payload.telephone });
    await post('/api/auth/sms_verify', invitee.token, { code: await latestCode(ctx.app, payload.telephone) });
    expect(await approve(invitee.user.id)).toBe('approved');
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(0);
    await post('/api/auth/email_resend', invitee.token, { email: payload.email });
    await post('/api/auth/email_verify', invitee.token, { code: await latestCode(ctx.app, payload.email) });
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(REFERRAL_REWARD_KURUS);
  });

  it('given an unverified or passive invitee / credits nothing yet', async () => {
    const a = await inviter();
    const invitee = await register(form(a.code));
    expect(await creditReferral(ctx.app.db, invitee.user.id, ctx.app.now())).toBe('not_yet');
    expect(await approve(invitee.user.id)).toBe('approved');
    expect(await creditReferral(ctx.app.db, invitee.user.id, ctx.app.now())).toBe('not_yet');
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(0);
  });

  it('given no or an unknown code / credits nobody', async () => {
    const plain = await register(form(undefined));
    expect(await creditReferral(ctx.app.db, plain.user.id, ctx.app.now())).toBe('no_referrer');
    const unknown = await register(form('ZZZZ2345'));
    expect(await creditReferral(ctx.app.db, unknown.user.id, ctx.app.now())).toBe('no_referrer');
  });

  it('given a self-referral / credits nothing', async () => {
    const me = await createUser(ctx.app, { tc: tcOf(900_001) });
    await ctx.app.db.updateTable('users').set({ referrer_id: me.id }).where('id', '=', me.id).execute();
    expect(await creditReferral(ctx.app.db, me.id, ctx.app.now())).toBe('self_referral');
    // The same person under a second account: the inviter's e-mail was moved to it.
    const a = await inviter();
    const second = await createUser(ctx.app, { referrer_id: a.user.id });
    await ctx.app.db
      .updateTable('users')
      .set({ email: 'baska@example.com' })
      .where('id', '=', a.user.id)
      .execute();
    await ctx.app.db
      .updateTable('users')
      .set({ email: 'BASKA@example.com' })
      .where('id', '=', second.id)
      .execute();
    expect(await creditReferral(ctx.app.db, second.id, ctx.app.now())).toBe('self_referral');
    expect(await balanceOf(ctx.app.db, me.id)).toBe(0);
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(0);
  });

  it('given a re-registered telephone or T.C. number / credits nobody a second time', async () => {
    const a = await inviter();
    const b = await inviter();
    const first = await createUser(ctx.app, { referrer_id: a.user.id, tc: tcOf(900_100) });
    expect(await creditReferral(ctx.app.db, first.id, ctx.app.now())).toBe('credited');
    // The account goes and its telephone and T.C. number are freed; the person signs up again.
    await ctx.app.db
      .updateTable('users')
      .set({ deleted: 1, telephone: '05000000001', tc: null, email: null })
      .where('id', '=', first.id)
      .execute();
    const samePhone = await createUser(ctx.app, { referrer_id: b.user.id, telephone: first.telephone });
    expect(await creditReferral(ctx.app.db, samePhone.id, ctx.app.now())).toBe('already_rewarded');
    const sameTc = await createUser(ctx.app, { referrer_id: b.user.id, tc: first.tc });
    expect(await creditReferral(ctx.app.db, sameTc.id, ctx.app.now())).toBe('already_rewarded');
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(REFERRAL_REWARD_KURUS);
    expect(await balanceOf(ctx.app.db, b.user.id)).toBe(0);
  });

  it('given a deleted inviter / credits nothing', async () => {
    const a = await inviter();
    const invitee = await createUser(ctx.app, { referrer_id: a.user.id });
    await ctx.app.db.updateTable('users').set({ deleted: 1 }).where('id', '=', a.user.id).execute();
    expect(await creditReferral(ctx.app.db, invitee.id, ctx.app.now())).toBe('referrer_gone');
  });

  it('given the same invitee credited from two places at once / credits once', async () => {
    const a = await inviter();
    const invitee = await createUser(ctx.app, { referrer_id: a.user.id });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => creditReferral(ctx.app.db, invitee.id, ctx.app.now())),
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(await balanceOf(ctx.app.db, a.user.id)).toBe(REFERRAL_REWARD_KURUS);
  });
});

describe('referral page calls', () => {
  it('answers the link with the code, a WhatsApp share of it and the reward the ledger credits', async () => {
    const a = await inviter();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/partnership/referances/info',
      headers: { ...a.headers, host: 'meslektas.example' },
    });
    expect(res.statusCode).toBe(200);
    const info = res.json().data.data;
    expect(info).toMatchObject({
      code: a.code,
      reward: REFERRAL_REWARD_TL,
      url: `http://meslektas.example/kayit?ref=${a.code}`,
    });
    expect(decodeURIComponent(info.whatsapp_url)).toContain(info.url);
    expect(info.whatsapp_url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(info.text).toContain('10 TL');
    expect(info.text).not.toContain('<script');
  });

  it('shows the invitation text the console edits (davet_metni), filtered', async () => {
    const a = await inviter();
    const text = '<p>Yeni davet metni: <strong>her meslektaş için 10 TL</strong>.</p>';
    await ctx.app.db
      .updateTable('constants')
      .set({ description: `${text}<script>x()</script>` })
      .where('name', '=', 'davet_metni')
      .execute();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/partnership/referances/info',
      headers: a.headers,
    });
    expect(res.json().data.data.text).toBe(text);
  });

  it('lists the lawyers who came through the link, newest first, with whether they earned the reward', async () => {
    const a = await inviter();
    const stranger = await inviter();
    const older = await createUser(ctx.app, {
      referrer_id: a.user.id,
      name: 'Av. Eski Davetli',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    await createUser(ctx.app, { referrer_id: a.user.id, name: 'Av. Yeni Davetli', status: 'passive' });
    await createUser(ctx.app, { referrer_id: stranger.user.id, name: 'Av. Başkasının Davetlisi' });
    await creditReferral(ctx.app.db, older.id, ctx.app.now());
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/partnership/referances',
      headers: a.headers,
    });
    expect(res.json().data.data).toEqual([
      { name: 'Av. Yeni Davetli', rewarded: false },
      { name: 'Av. Eski Davetli', rewarded: true },
    ]);
  });
});
