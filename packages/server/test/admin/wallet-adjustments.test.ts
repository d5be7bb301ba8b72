import { ADMIN_WALLET_ADJUSTMENT_MAX, api, walletAdjustmentMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { bearer, createUser, signedInUser } from '../helpers/users.ts';
import { balanceOf, fund, ledgerSum, payoutForm } from '../wallet/wallet-helpers.ts';
import { signedInOperator } from './operator.ts';

/**
 * An operator's wallet correction is one more ledger entry with its reason, written with its audit
 * line in one step; it never takes the balance below zero nor below what pending payout requests
 * hold, and corrections sent at once are each counted exactly once.
 */
const ctx = testAppSuite({}, { operator: signedInOperator });

const adjust = (id: number, body: Record<string, unknown>) =>
  callEndpoint(ctx.app, api.admin.adjustWallet, { params: { id }, body } as never, ctx.operator.token);
const entriesOf = (userId: number) =>
  ctx.app.db.selectFrom('wallet_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const auditOf = (userId: number) =>
  ctx.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'wallet.adjust')
    .where('subject_id', '=', userId)
    .orderBy('id')
    .execute();

describe('a wallet adjustment', () => {
  it('given a positive amount / adds one adjustment entry with the reason and audits the balance before and after', async () => {
    const lawyer = await createUser(ctx.app);
    await fund(ctx.app, lawyer.id, 5_000);
    const res = await adjust(lawyer.id, { amount: 12_550, reason: '  Eksik yatan referans ödülü.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Bakiye düzeltildi.', data: { balance: 17_550, held: 0 } });
    const entries = await entriesOf(lawyer.id);
    expect(entries.at(-1)).toMatchObject({
      kind: 'adjustment',
      amount: 12_550,
      note: 'Eksik yatan referans ödülü.',
    });
    const [line, ...more] = await auditOf(lawyer.id);
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({
      operator_id: ctx.operator.user.id,
      subject_type: 'user',
      reason: 'Eksik yatan referans ödülü.',
    });
    expect(JSON.parse(line?.before_json ?? '{}')).toEqual({ balance: 5_000, held: 0 });
    expect(JSON.parse(line?.after_json ?? '{}')).toEqual({ balance: 17_550, held: 0, amount: 12_550 });
  });

  it('given a negative amount within the balance / lowers the balance, down to exactly zero', async () => {
    const lawyer = await createUser(ctx.app);
    await fund(ctx.app, lawyer.id, 5_000);
    expect((await adjust(lawyer.id, { amount: -1_000, reason: 'Hatalı ödül.' })).body).toMatchObject({
      data: { balance: 4_000 },
    });
    expect((await adjust(lawyer.id, { amount: -4_000, reason: 'Hatalı ödül.' })).status).toBe(200);
    expect(await balanceOf(ctx.app.db, lawyer.id)).toBe(0);
    expect(await auditOf(lawyer.id)).toHaveLength(2);
  });

  it('given an amount below zero / refuses with 409 in Turkish and changes nothing', async () => {
    const lawyer = await createUser(ctx.app);
    await fund(ctx.app, lawyer.id, 5_000);
    const before = await entriesOf(lawyer.id);
    const res = await adjust(lawyer.id, { amount: -5_001, reason: 'Fazla düşüm.' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Bu düzeltme bakiyeyi sıfırın altına düşürür. Kullanılabilir bakiye 50 TL.',
    });
    expect(await entriesOf(lawyer.id)).toEqual(before);
    expect(await auditOf(lawyer.id)).toHaveLength(0);
  });

  it('given a pending payout request / refuses to take what it holds and names the held amount', async () => {
    const lawyer = await signedInUser(ctx.app);
    await fund(ctx.app, lawyer.user.id, 30_000);
    const payout = await ctx.app.inject({
      method: 'POST',
      url: '/api/partnership/payments/request',
      headers: bearer(lawyer.token),
      payload: payoutForm({ price: 200 }),
    });
    expect(payout.statusCode).toBe(200);
    const res = await adjust(lawyer.user.id, { amount: -10_001, reason: 'Fazla düşüm.' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message:
        'Bu düzeltme bakiyeyi sıfırın altına düşürür. Kullanılabilir bakiye 100 TL; bekleyen ödeme talepleri için ayrılan 200 TL bu tutara dahil değildir.',
    });
    const ok = await adjust(lawyer.user.id, { amount: -10_000, reason: 'Düzeltme.' });
    expect(ok.body).toMatchObject({ data: { balance: 0, held: 20_000 } });
    const wallet = await callEndpoint(
      ctx.app,
      api.admin.accountWallet,
      { params: { id: lawyer.user.id }, query: { page: 1 } },
      ctx.operator.token,
    );
    expect(wallet.body.data).toMatchObject({ balance: 0, held: 20_000 });
    expect(wallet.body.data.entries.data.map((e) => e.kind)).toEqual([
      'adjustment',
      'payout_hold',
      'adjustment',
    ]);
  });

  it.each([
    ['zero', { amount: 0, reason: 'Sıfır.' }, 'amount', walletAdjustmentMessages.zero],
    ['a fraction', { amount: 10.5, reason: 'Kesir.' }, 'amount', walletAdjustmentMessages.amount],
    ['text', { amount: '100', reason: 'Metin.' }, 'amount', walletAdjustmentMessages.amount],
    ['no amount', { reason: 'Tutarsız.' }, 'amount', walletAdjustmentMessages.amount],
    [
      'too much',
      { amount: ADMIN_WALLET_ADJUSTMENT_MAX + 1, reason: 'Fazla.' },
      'amount',
      walletAdjustmentMessages.tooLarge,
    ],
    [
      'too much taken',
      { amount: -ADMIN_WALLET_ADJUSTMENT_MAX - 1, reason: 'Fazla.' },
      'amount',
      walletAdjustmentMessages.tooLarge,
    ],
    ['an empty reason', { amount: 100, reason: '   ' }, 'reason', 'Lütfen bir gerekçe yazınız.'],
    ['no reason', { amount: 100 }, 'reason', 'Lütfen bir gerekçe yazınız.'],
  ])('given %s / answers 422 on the field and books nothing', async (_, body, field, message) => {
    const lawyer = await createUser(ctx.app);
    const res = await adjust(lawyer.id, body);
    expect(res.status).toBe(422);
    expect((res.raw as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    expect(await entriesOf(lawyer.id)).toEqual([]);
  });

  it('given the largest amount / books it', async () => {
    const lawyer = await createUser(ctx.app);
    expect(
      (await adjust(lawyer.id, { amount: ADMIN_WALLET_ADJUSTMENT_MAX, reason: 'Üst sınır.' })).status,
    ).toBe(200);
  });

  it('given an unknown account or an operator / answers 404', async () => {
    expect((await adjust(2_000_000_000, { amount: 100, reason: 'Yok.' })).status).toBe(404);
    expect((await adjust(ctx.operator.user.id, { amount: 100, reason: 'Operatör.' })).status).toBe(404);
    const wallet = await callEndpoint(
      ctx.app,
      api.admin.accountWallet,
      { params: { id: 2_000_000_000 }, query: { page: 1 } },
      ctx.operator.token,
    );
    expect(wallet.status).toBe(404);
  });

  it('from a lawyer / is refused and books nothing', async () => {
    const lawyer = await signedInUser(ctx.app);
    const res = await callEndpoint(
      ctx.app,
      api.admin.adjustWallet,
      { params: { id: lawyer.user.id }, body: { amount: 100_000, reason: 'Kendime.' } },
      lawyer.token,
    );
    expect(res.status).toBe(403);
    expect(await entriesOf(lawyer.user.id)).toEqual([]);
  });
});

describe('adjustments sent at once', () => {
  it('given 40 credits at once / counts each exactly once, with one audit line each', async () => {
    const lawyer = await createUser(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => adjust(lawyer.id, { amount: 100 + i, reason: `Toplu ${i}` })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const expected = Array.from({ length: 40 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(await balanceOf(ctx.app.db, lawyer.id)).toBe(expected);
    expect(await ledgerSum(ctx.app, lawyer.id)).toBe(expected);
    const lines = await auditOf(lawyer.id);
    expect(lines).toHaveLength(40);
    // Each line's before is the previous line's after: no two corrections read the same balance.
    const befores = lines.map((l) => (JSON.parse(l.before_json ?? '{}') as { balance: number }).balance);
    const afters = lines.map((l) => (JSON.parse(l.after_json ?? '{}') as { balance: number }).balance);
    expect(befores.slice(1)).toEqual(afters.slice(0, -1));
    expect(afters.at(-1)).toBe(expected);
  });

  it('given 20 debits at once that the balance covers only 3 times / books exactly 3 and refuses the rest', async () => {
    const lawyer = await createUser(ctx.app);
    await fund(ctx.app, lawyer.id, 1_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust(lawyer.id, { amount: -300, reason: 'Toplu düşüm.' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(17);
    expect(await balanceOf(ctx.app.db, lawyer.id)).toBe(100);
    expect(await auditOf(lawyer.id)).toHaveLength(3);
  });
});
