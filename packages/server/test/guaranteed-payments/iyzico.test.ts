import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { runQueuedEnd } from '../../src/services/guaranteed-payments/ending.ts';
import {
  completeGuaranteeCheckout,
  startGuaranteeCheckout,
} from '../../src/services/guaranteed-payments/iyzico-checkout.ts';
import { PAYOUT_ACCOUNT_NEEDED } from '../../src/services/guaranteed-payments/onboarding.ts';
import { markAsCompleted } from '../../src/services/missions/progress.ts';
import { callEndpoint } from '../helpers/contract.ts';
import { type Lawyer, MINUTE } from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';
import { returnFromIyzico } from '../payments/fake-iyzico.ts';
import { IBAN, iyzicoSuite } from './iyzico-suite.ts';
import { choose, guaranteedTask, ledgerOf } from './setup.ts';

const { iyzico, config, ctx, payment, givesPayoutAccount, heldThroughIyzico, decide, entriesOf } =
  iyzicoSuite();
const DAY = 24 * 60 * MINUTE;

describe('given iyzico is configured / onboarding', () => {
  it('makes the chosen lawyer a PERSONAL sub-merchant once, from his payout IBAN, and reuses the key', async () => {
    const before = iyzico.received('submerchant').length;
    const first = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, first, ctx.worker.user.id);
    const created = iyzico.received('submerchant');
    expect(created).toHaveLength(before + 1);
    expect(created.at(-1)).toMatchObject({
      subMerchantType: 'PERSONAL',
      iban: IBAN,
      identityNumber: (
        await ctx.app.db
          .selectFrom('users')
          .select('tc')
          .where('id', '=', ctx.worker.user.id)
          .executeTakeFirstOrThrow()
      ).tc,
      name: 'Mehmet Öztürk',
      subMerchantExternalId: `U${ctx.worker.user.id}`,
    });
    const stored = await ctx.app.db
      .selectFrom('sub_merchants')
      .selectAll()
      .where('user_id', '=', ctx.worker.user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ iban: IBAN, sub_merchant_key: expect.stringMatching(/^SMK-/) });
    expect((await payment(first)).provider).toBe('iyzico');

    const second = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, second, ctx.worker.user.id);
    expect(iyzico.received('submerchant')).toHaveLength(before + 1);
    expect(iyzico.rejectedAuth).toBe(0);
  });

  it('refuses the choice of a lawyer without payout details and tells him where to give them', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.newcomer.user]);
    await expect(choose(ctx.app, ctx.owner.user, id, ctx.newcomer.user.id)).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('IBAN bilgisini henüz girmemiş'),
    });
    const told = await ctx.app.db
      .selectFrom('notifications')
      .select('data')
      .where('user_id', '=', ctx.newcomer.user.id)
      .execute();
    expect(told.map((n) => JSON.parse(n.data).message)).toContain(PAYOUT_ACCOUNT_NEEDED);
    const rows = await ctx.app.db
      .selectFrom('guaranteed_payments')
      .select('id')
      .where('mission_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps the choice open when iyzico refuses the sub-merchant', async () => {
    await givesPayoutAccount(ctx.newcomer.user.id);
    await iyzico.failing('submerchant', async () => {
      const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.newcomer.user]);
      await expect(choose(ctx.app, ctx.owner.user, id, ctx.newcomer.user.id)).rejects.toMatchObject({
        statusCode: 502,
      });
    });
    const stored = await ctx.app.db
      .selectFrom('sub_merchants')
      .select('user_id')
      .where('user_id', '=', ctx.newcomer.user.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('given iyzico is configured / checkout', () => {
  it('charges the total with one basket item whose sub-merchant share is the budget, and holds it', async () => {
    const { id, row } = await heldThroughIyzico(75_000);
    const sent = iyzico.initialized.at(-1)!;
    const key = (
      await ctx.app.db
        .selectFrom('sub_merchants')
        .select('sub_merchant_key')
        .where('user_id', '=', ctx.worker.user.id)
        .executeTakeFirstOrThrow()
    ).sub_merchant_key;
    expect(sent).toMatchObject({
      price: '825.0',
      paidPrice: '825.0',
      callbackUrl: 'https://meslektas.test/api/guarantees/callback/iyzico',
      basketItems: [{ id: `M${id}`, price: '825.0', subMerchantKey: key, subMerchantPrice: '750.0' }],
    });
    expect(row).toMatchObject({ state: 'held', budget: 75_000, fee: 7_500, total: 82_500 });
    expect(row.provider_item_ref).toMatch(/^\d+1$/);
    expect(row.provider_payment_ref).toBe(row.provider_item_ref!.slice(0, -1));
    expect(await entriesOf(row.id)).toEqual([['held', 82_500]]);
    // The browser coming back again changes nothing.
    expect(
      (await completeGuaranteeCheckout(ctx.app.db, ctx.app.deps, config, row.provider_ref)).outcome,
    ).toBe('duplicate');
  });

  it('trusts no retrieve with a wrong signature', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    const row = await payment(id);
    await startGuaranteeCheckout(
      ctx.app.db,
      ctx.app.deps,
      config,
      ctx.owner.user,
      row.id,
      'https://x',
      '127.0.0.1',
    );
    iyzico.outcomes.set(`G${row.id}.1`, 'forged');
    const token = (await payment(id)).provider_ref;
    expect((await completeGuaranteeCheckout(ctx.app.db, ctx.app.deps, config, token)).outcome).toBe(
      'ignored',
    );
    expect((await payment(id)).state).toBe('pending_3ds');
  });
});

describe('given a payment held at iyzico', () => {
  it('approves the item exactly once when two releases race, and credits no wallet', async () => {
    const { id, row } = await heldThroughIyzico();
    const before = iyzico.received('approve').length;
    const results = await Promise.allSettled([
      decide(row.id, { decision: 'release', reason: 'Tamamlandı' }),
      decide(row.id, { decision: 'release', reason: 'Tamamlandı' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { statusCode: 409 } });
    const approvals = iyzico.received('approve').slice(before);
    expect(approvals).toEqual([expect.objectContaining({ paymentTransactionId: row.provider_item_ref })]);
    expect(await payment(id)).toMatchObject({ state: 'released', released: 75_000, fee_kept: 7_500 });
    expect(await entriesOf(row.id)).toEqual([
      ['fee', -7_500],
      ['held', 82_500],
      ['released', -75_000],
    ]);
    expect((await ledgerOf(ctx.app)).credits.filter((c) => c.guaranteed_payment_id === row.id)).toEqual([]);
  });

  it('cancels the payment for a refund on the day it was paid, and refunds the item on a later day', async () => {
    const today = await heldThroughIyzico();
    await decide(today.row.id, { decision: 'refund', reason: 'İptal' });
    expect(iyzico.received('cancel').at(-1)).toMatchObject({ paymentId: today.row.provider_payment_ref });
    expect(await payment(today.id)).toMatchObject({ state: 'refunded', refunded: 82_500 });

    const later = await heldThroughIyzico();
    ctx.clock.advance(DAY);
    const refunds = iyzico.received('refund').length;
    await decide(later.row.id, { decision: 'refund', reason: 'İptal' });
    expect(iyzico.received('refund').slice(refunds)).toEqual([
      expect.objectContaining({ paymentTransactionId: later.row.provider_item_ref, price: '825.0' }),
    ]);
    expect(await entriesOf(later.row.id)).toEqual([
      ['held', 82_500],
      ['refunded', -82_500],
    ]);
  });

  it('splits by refunding the rest of the item, then approving it', async () => {
    const { id, row } = await heldThroughIyzico();
    const from = iyzico.calls.length;
    await decide(row.id, { decision: 'split', reason: 'Kısmen', assignee_amount: 300 });
    const calls = iyzico.calls.slice(from);
    expect(calls.map((c) => c.call)).toEqual(['refund', 'approve']);
    expect(calls[0]!.body).toMatchObject({ paymentTransactionId: row.provider_item_ref, price: '525.0' });
    expect(await payment(id)).toMatchObject({ state: 'split', released: 30_000, refunded: 52_500 });
    expect(await entriesOf(row.id)).toEqual([
      ['held', 82_500],
      ['refunded', -52_500],
      ['released', -30_000],
    ]);
  });

  it('keeps the money held when iyzico refuses the approval, and releases once it accepts', async () => {
    const { id, row } = await heldThroughIyzico();
    await iyzico.failing('approve', async () => {
      await expect(decide(row.id, { decision: 'release', reason: 'Tamamlandı' })).rejects.toMatchObject({
        statusCode: 502,
      });
    });
    expect(await payment(id)).toMatchObject({ state: 'held', released: 0, fee_kept: 0, ended_by: null });
    expect(await entriesOf(row.id)).toEqual([['held', 82_500]]);
    await decide(row.id, { decision: 'release', reason: 'Tamamlandı' });
    expect((await payment(id)).state).toBe('released');
  });

  it('queues the owner’s confirmation and releases after his transaction, through the deliveries', async () => {
    const { id, row } = await heldThroughIyzico();
    const approvals = iyzico.received('approve').length;
    await markAsCompleted(ctx.app.db, ctx.app.deps, ctx.owner.user, { id });
    // Nothing is asked of iyzico inside the confirmation's transaction.
    expect(iyzico.received('approve')).toHaveLength(approvals);
    expect((await payment(id)).state).toBe('held');
    const job = await ctx.app.db
      .selectFrom('deliveries')
      .select('payload')
      .where('kind', '=', 'guarantee_end')
      .where('mission_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload)).toEqual({ paymentId: row.id, end: 'release', by: 'owner' });
    await runQueuedEnd(ctx.app.db, ctx.app.deps, JSON.parse(job.payload));
    expect(await payment(id)).toMatchObject({ state: 'released', ended_by: 'owner' });
    expect(iyzico.received('approve')).toHaveLength(approvals + 1);
    // A second run (the job retried) asks nothing more.
    await runQueuedEnd(ctx.app.db, ctx.app.deps, JSON.parse(job.payload));
    expect(iyzico.received('approve')).toHaveLength(approvals + 1);
  });
});

describe('given iyzico is configured / when the owner pays on the payment page', () => {
  const startCheckout = (paymentId: number, who: Lawyer = ctx.owner) =>
    callEndpoint(ctx.app, api.guarantees.iyzicoCheckout, { params: { id: paymentId } }, who.token);
  const back = (token: string) =>
    returnFromIyzico(ctx.app, `/api${api.guarantees.iyzicoCallback.path}`, token);
  const view = async (missionId: number) =>
    (await callEndpoint(ctx.app, api.guarantees.view, { params: { id: missionId } }, ctx.owner.token)).body
      .data;
  const mission = (id: number) => rowOf(ctx.app, 'missions', { id }, ['status', 'user_id']);

  /** The owner chooses the worker and opens iyzico's form from the payment page. */
  async function checkedOut() {
    const missionId = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, missionId, ctx.worker.user.id);
    const { guarantee, provider } = await view(missionId);
    expect(provider).toBe('iyzico');
    const res = await startCheckout(guarantee.id);
    expect(res.status).toBe(200);
    return { missionId, paymentId: guarantee.id, token: (await payment(missionId)).provider_ref, res };
  }

  it('answers iyzico’s form with the task as the one item and the assignee’s share', async () => {
    const { paymentId, token, res } = await checkedOut();
    expect(res.body.checkout_url).toBe(`${iyzico.base}/pay/${token}`);
    expect(res.body.data).toMatchObject({ provider: 'iyzico', guarantee: { state: 'pending_3ds' } });
    const { sub_merchant_key } = await rowOf(ctx.app, 'sub_merchants', { user_id: ctx.worker.user.id }, [
      'sub_merchant_key',
    ]);
    expect(iyzico.initialized.at(-1)).toMatchObject({
      conversationId: `G${paymentId}.1`,
      price: '825.0',
      callbackUrl: expect.stringMatching(/\/api\/guarantees\/callback\/iyzico$/),
      basketItems: [{ price: '825.0', subMerchantKey: sub_merchant_key, subMerchantPrice: '750.0' }],
    });
  });

  it('holds the money, assigns the task and sends the browser to its payment page; a second return changes nothing', async () => {
    const { missionId, paymentId, token } = await checkedOut();
    const returned = await back(token);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/guvenceli-odeme/${missionId}`);
    expect((await view(missionId)).guarantee).toMatchObject({ state: 'held', state_text: 'Ödeme güvencede' });
    expect(await mission(missionId)).toEqual({ status: 1, user_id: ctx.worker.user.id });

    const again = await back(token);
    expect(again.headers.location).toBe(`/guvenceli-odeme/${missionId}`);
    expect(await entriesOf(paymentId)).toEqual([['held', 82_500]]);
    expect(await mission(missionId)).toEqual({ status: 1, user_id: ctx.worker.user.id });
  });

  it('leaves the task unassigned when iyzico refuses the card, and the page shows why', async () => {
    const { missionId, paymentId, token } = await checkedOut();
    iyzico.outcomes.set(`G${paymentId}.1`, 'failure');
    const returned = await back(token);
    expect(returned.headers.location).toBe(`/guvenceli-odeme/${missionId}`);
    expect(await view(missionId)).toMatchObject({
      guarantee: { state: 'failed' },
      failure_reason: expect.any(String),
    });
    expect(await mission(missionId)).toEqual({ status: 0, user_id: null });
    expect(await entriesOf(paymentId)).toEqual([]);
  });

  it('trusts neither a forged answer nor a token that is not ours', async () => {
    const { missionId, paymentId, token } = await checkedOut();
    iyzico.outcomes.set(`G${paymentId}.1`, 'forged');
    expect((await back(token)).headers.location).toBe(`/guvenceli-odeme/${missionId}`);
    expect((await view(missionId)).guarantee.state).toBe('pending_3ds');
    expect(await mission(missionId)).toEqual({ status: 0, user_id: null });

    const stranger = await back('not-a-token');
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers.location).toBe('/');
  });

  it('lets only the owner open the form, and answers the same form again while the reservation lasts', async () => {
    const missionId = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, missionId, ctx.worker.user.id);
    const { id } = await payment(missionId);
    const initialized = iyzico.initialized.length;
    for (const other of [ctx.worker, ctx.newcomer]) expect((await startCheckout(id, other)).status).toBe(404);
    expect(iyzico.initialized).toHaveLength(initialized);
    expect((await payment(missionId)).state).toBe('created');
    const first = await startCheckout(id);
    expect(first.status).toBe(200);
    // The owner closed iyzico's page or came back: the same form, no second token at iyzico.
    ctx.clock.advance(9 * MINUTE);
    const again = await startCheckout(id);
    expect(again.status).toBe(200);
    expect(again.body.checkout_url).toBe(first.body.checkout_url);
    expect(again.body.data.guarantee.state).toBe('pending_3ds');
    expect(iyzico.initialized).toHaveLength(initialized + 1);
    for (const other of [ctx.worker, ctx.newcomer]) expect((await startCheckout(id, other)).status).toBe(404);
  });

  it('opens no form once the reservation ended; choosing again starts a new attempt with its own form', async () => {
    const { missionId, paymentId, res } = await checkedOut();
    ctx.clock.advance(11 * MINUTE);
    expect((await startCheckout(paymentId)).status).toBe(409);
    await choose(ctx.app, ctx.owner.user, missionId, ctx.worker.user.id);
    expect(await payment(missionId)).toMatchObject({ attempt: 2, state: 'created', checkout_url: null });
    const second = await startCheckout(paymentId);
    expect(second.status).toBe(200);
    expect(second.body.checkout_url).not.toBe(res.body.checkout_url);
    expect(iyzico.initialized.at(-1)).toMatchObject({ conversationId: `G${paymentId}.2` });
  });

  it('opens no form for a payment already held, nor for one started on the sandbox', async () => {
    const { missionId, paymentId, token } = await checkedOut();
    await back(token);
    expect((await view(missionId)).guarantee.state).toBe('held');
    expect((await startCheckout(paymentId)).status).toBe(409);

    const sandbox = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, sandbox, ctx.worker.user.id);
    const row = await payment(sandbox);
    await ctx.app.db
      .updateTable('guaranteed_payments')
      .set({ provider: 'sandbox' })
      .where('id', '=', row.id)
      .execute();
    const initialized = iyzico.initialized.length;
    expect((await startCheckout(row.id)).status).toBe(409);
    expect(iyzico.initialized).toHaveLength(initialized);
  });
});
