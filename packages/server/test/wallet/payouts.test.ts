import { ibanMessages, payoutMessages } from '@meslektas/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { InsufficientBalanceError, adjustWallet } from '../../src/services/wallet/ledger.ts';
import { markPayoutPaid, rejectPayout } from '../../src/services/wallet/payouts.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { bearer, signedInUser } from '../helpers/users.ts';
import { GARANTI_IBAN, balanceOf, fund, ledgerSum, payoutForm } from './wallet-helpers.ts';

const ctx = testAppSuite();

const URL = '/api/partnership/payments/request';

const request = (token: string, payload: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const cashOf = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers: bearer(token) })).json<{
    data: { cash: number };
  }>().data.cash;

const payoutsOf = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/partnership/payments', headers: bearer(token) })).json<{
    data: { data: { id: number; status: string; statusCode: string; price: number; iban: string }[] };
  }>().data.data;

async function expectConsistent(userId: number) {
  const sum = await ledgerSum(ctx.app, userId);
  expect(await balanceOf(ctx.app.db, userId)).toBe(sum);
  expect(sum).toBeGreaterThanOrEqual(0);
}

describe('payout requests', () => {
  it('given a balance / holds the amount, lists the request as pending and lowers the balance', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 25_000);
    const res = await request(
      me.token,
      payoutForm({ iban: 'tr85 0001 0000 0000 0012 3456 78', price: '150.50' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'true',
      message: payoutMessages.requested,
      cash: 99.5,
      data: {
        status: 'Onay Bekliyor',
        statusCode: 'pending',
        price: 150.5,
        iban: 'TR850001000000000012345678',
      },
    });
    expect(await cashOf(me.token)).toBe(99.5);
    expect(await payoutsOf(me.token)).toMatchObject([{ statusCode: 'pending', price: 150.5 }]);
    const entries = await ctx.app.db
      .selectFrom('wallet_entries')
      .select(['kind', 'amount'])
      .where('user_id', '=', me.user.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'adjustment', amount: 25_000 },
      { kind: 'payout_hold', amount: -15_050 },
    ]);
    await expectConsistent(me.user.id);
  });

  it.each([
    ['below the minimum', { price: 99.99 }, 'price', 'En az 100 TL talep edebilirsiniz.'],
    ['a wrong check digit', { iban: 'TR860001000000000012345678' }, 'iban', ibanMessages.invalid],
    ['a foreign IBAN', { iban: 'DE89370400440532013000' }, 'iban', ibanMessages.invalid],
    ['no recipient', { name: ' ' }, 'name', 'Lütfen alıcı adını soyadını giriniz.'],
    ['three decimals', { price: 100.005 }, 'price', 'Tutar en fazla iki ondalık basamak içerebilir.'],
  ])('given %s / answers 422 in Turkish and holds nothing', async (_label, change, field, message) => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 50_000);
    const res = await request(me.token, payoutForm(change));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await cashOf(me.token)).toBe(500);
    expect(await payoutsOf(me.token)).toEqual([]);
  });

  it('stores the recipient and bank as plain text; a name of markup only is missing', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 50_000);
    const res = await request(me.token, payoutForm({ name: '<b>Av. Ayşe</b> <script>x</script>Yılmaz' }));
    expect(res.json().data.name).toBe('Av. Ayşe Yılmaz');
    const only = await request(me.token, payoutForm({ bank_name: '<img src=x onerror=alert(1)>' }));
    expect(only.statusCode).toBe(422);
    expect(only.json().errors).toEqual({ bank_name: ['Lütfen banka adını giriniz.'] });
  });

  it('given more than the balance / refuses with the balance named, on price', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 12_000);
    const res = await request(me.token, payoutForm({ price: 120.01 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.price).toEqual([payoutMessages.insufficient(120)]);
    expect(res.json().message).toBe('Bakiyeniz yetersiz. En fazla 120 TL talep edebilirsiniz.');
    expect((await request(me.token, payoutForm({ price: 120 }))).statusCode).toBe(200);
    expect(await cashOf(me.token)).toBe(0);
    expect((await request(me.token, payoutForm({ price: 100 }))).statusCode).toBe(422);
  });

  it('given no balance at all / refuses the minimum', async () => {
    const me = await signedInUser(ctx.app);
    const res = await request(me.token, payoutForm({ price: 100 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.price).toEqual(['Bakiyeniz yetersiz. En fazla 0 TL talep edebilirsiniz.']);
  });

  it('shows each lawyer only his own payouts', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    await fund(ctx.app, a.user.id, 20_000);
    expect((await request(a.token, payoutForm())).statusCode).toBe(200);
    expect(await payoutsOf(a.token)).toHaveLength(1);
    expect(await payoutsOf(b.token)).toEqual([]);
    expect(await cashOf(b.token)).toBe(0);
  });

  it('without a session / answers 401 and creates nothing', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: URL, payload: payoutForm() });
    expect(res.statusCode).toBe(401);
  });
});

describe('idempotency', () => {
  it('given the same key twice / creates one payout and answers it both times', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 50_000);
    const first = await request(me.token, payoutForm(), 'odeme-talebi-0001');
    const again = await request(me.token, payoutForm(), 'odeme-talebi-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().cash).toBe(350);
    expect(await payoutsOf(me.token)).toHaveLength(1);
    expect(await cashOf(me.token)).toBe(350);
  });

  it('given the same key sent 20 times at once / holds once', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 50_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(me.token, payoutForm({ price: 200 }), 'ayni-anahtar-xyz')),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await payoutsOf(me.token)).toHaveLength(1);
    expect(await cashOf(me.token)).toBe(300);
  });

  it('given a key reused for another request / refuses it and keeps the first', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 50_000);
    expect((await request(me.token, payoutForm(), 'anahtar-12345')).statusCode).toBe(200);
    const other = await request(me.token, payoutForm({ price: 300 }), 'anahtar-12345');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(payoutMessages.keyReused);
    expect(await payoutsOf(me.token)).toHaveLength(1);
  });

  it('keys are per lawyer: another lawyer may use the same key', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    await fund(ctx.app, a.user.id, 20_000);
    await fund(ctx.app, b.user.id, 20_000);
    const ra = await request(a.token, payoutForm(), 'ortak-anahtar-1');
    const rb = await request(b.token, payoutForm(), 'ortak-anahtar-1');
    expect(rb.json().data.id).not.toBe(ra.json().data.id);
  });

  it('given a malformed key / answers 422 on the header', async () => {
    const me = await signedInUser(ctx.app);
    const res = await request(me.token, payoutForm(), 'kısa');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['idempotency-key']);
  });
});

describe('concurrent requests', () => {
  it('given 1,000 requests at once / never holds more than the balance', async () => {
    const me = await signedInUser(ctx.app);
    // 1,050 TL: room for exactly ten requests of 100 TL.
    await fund(ctx.app, me.user.id, 105_000);
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => request(me.token, payoutForm({ price: 100 }))),
    );
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    expect(accepted).toBe(10);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(990);
    expect(await cashOf(me.token)).toBe(50);
    expect(await payoutsOf(me.token)).toHaveLength(10);
    await expectConsistent(me.user.id);
  });
});

describe('operator decisions', () => {
  async function pendingPayout(price = 150) {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 30_000);
    const id = (await request(me.token, payoutForm({ price, iban: GARANTI_IBAN }))).json<{
      data: { id: number };
    }>().data.id;
    return { ...me, id };
  }

  it('marking paid keeps the balance, records the payment and lists it as paid', async () => {
    const me = await pendingPayout();
    expect(await markPayoutPaid(ctx.app.db, me.id, ctx.app.now())).toBe('done');
    expect(await cashOf(me.token)).toBe(150);
    expect(await payoutsOf(me.token)).toMatchObject([{ id: me.id, statusCode: 'paid', status: 'Ödendi' }]);
    const kinds = await ctx.app.db
      .selectFrom('wallet_entries')
      .select(['kind', 'amount'])
      .where('payout_id', '=', me.id)
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { kind: 'payout_hold', amount: -15_000 },
      { kind: 'payout_release', amount: 15_000 },
      { kind: 'payout_paid', amount: -15_000 },
    ]);
    expect(await markPayoutPaid(ctx.app.db, me.id, ctx.app.now())).toBe('not_pending');
    expect(await rejectPayout(ctx.app.db, me.id, ctx.app.now())).toBe('not_pending');
    await expectConsistent(me.user.id);
  });

  it('rejecting releases the amount back to the balance, once', async () => {
    const me = await pendingPayout();
    expect(await rejectPayout(ctx.app.db, me.id, ctx.app.now())).toBe('done');
    expect(await cashOf(me.token)).toBe(300);
    expect(await payoutsOf(me.token)).toMatchObject([{ statusCode: 'rejected', status: 'Reddedildi' }]);
    expect(await rejectPayout(ctx.app.db, me.id, ctx.app.now())).toBe('not_pending');
    expect(await markPayoutPaid(ctx.app.db, me.id, ctx.app.now())).toBe('not_pending');
    expect(await cashOf(me.token)).toBe(300);
    await expectConsistent(me.user.id);
  });

  it('a decision on an unknown payout changes nothing', async () => {
    expect(await markPayoutPaid(ctx.app.db, 2_000_000_000, ctx.app.now())).toBe('not_found');
    expect(await rejectPayout(ctx.app.db, 2_000_000_000, ctx.app.now())).toBe('not_found');
  });

  it('paying and rejecting the same payout at once decides it once', async () => {
    const me = await pendingPayout();
    const results = await Promise.all([
      markPayoutPaid(ctx.app.db, me.id, ctx.app.now()),
      rejectPayout(ctx.app.db, me.id, ctx.app.now()),
    ]);
    expect(results.filter((r) => r === 'done')).toHaveLength(1);
    const status = (await payoutsOf(me.token))[0]!.statusCode;
    expect(await cashOf(me.token)).toBe(status === 'paid' ? 150 : 300);
    await expectConsistent(me.user.id);
  });
});

describe('the ledger', () => {
  it('an adjustment never takes the balance below zero', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 1_000);
    await expect(
      adjustWallet(ctx.app.db, { userId: me.user.id, amount: -1_001, note: 'Düzeltme', now: ctx.app.now() }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(
      await adjustWallet(ctx.app.db, {
        userId: me.user.id,
        amount: -1_000,
        note: 'Düzeltme',
        now: ctx.app.now(),
      }),
    ).toBe(0);
    await expectConsistent(me.user.id);
  });

  it('is append-only: an entry cannot be changed or removed', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 5_000);
    await expect(
      sql`UPDATE wallet_entries SET amount = 999999 WHERE user_id = ${me.user.id}`.execute(ctx.app.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM wallet_entries WHERE user_id = ${me.user.id}`.execute(ctx.app.db),
    ).rejects.toThrow(/append-only/);
    expect(await ledgerSum(ctx.app, me.user.id)).toBe(5_000);
  });
});
