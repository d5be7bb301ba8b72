import { SANDBOX_3DS_CODE, sandboxTestCards } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { answerCancelRequest } from '../../src/services/cancel-requests/cancel-requests.ts';
import {
  autoRelease,
  decideGuarantee,
  guaranteeForParty,
  releaseOnReportAccepted,
  submitGuaranteeCard,
  submitGuaranteeCode,
} from '../../src/services/guaranteed-payments/guaranteed-payments.ts';
import { scheduleAutoRelease } from '../../src/services/guaranteed-payments/auto-release.ts';
import { sandboxGuaranteeProvider } from '../../src/services/guaranteed-payments/provider.ts';
import { cancelMission, markAsCompleted } from '../../src/services/missions/progress.ts';
import { balanceOf } from '../../src/services/wallet/ledger.ts';
import { signedInOperator } from '../admin/operator.ts';
import { MINUTE, lifecycleSuite } from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';
import { callbackFor, choose, deliver, guaranteedTask, heldPayment, ledgerOf, paymentOf } from './setup.ts';

const HOUR = 60 * MINUTE;
const ctx = lifecycleSuite({
  owner: {},
  worker: {},
  rival: {},
  stranger: {},
});

const payment = (missionId: number) => paymentOf(ctx.app, missionId);
const mission = (id: number) => rowOf(ctx.app, 'missions', { id }, ['status', 'user_id']);
const operatorActor = async () => {
  const op = await signedInOperator(ctx.app);
  return { operatorId: op.user.id, now: ctx.clock.now() };
};
const setFee = (percent: number) =>
  ctx.app.db
    .updateTable('constants')
    .set({ description: String(percent) })
    .where('name', '=', 'guvence_hizmet_bedeli_yuzde')
    .execute();
const openDispute = (missionId: number) =>
  ctx.app.db
    .insertInto('disputes')
    .values({
      mission_id: missionId,
      opener_id: ctx.worker.user.id,
      owner_id: ctx.owner.user.id,
      assignee_id: ctx.worker.user.id,
      status: 'open',
      created_at: ctx.clock.now().toISOString(),
    })
    .execute();

describe('opting in and paying', () => {
  it('stores the opt-in given when the task is created', async () => {
    const id = await ctx.createdTask(ctx.owner, { guaranteed: 1 });
    expect(await rowOf(ctx.app, 'missions', { id }, ['guaranteed'])).toEqual({ guaranteed: 1 });
  });

  it('starts the payment instead of assigning; the applicant is reserved, others are refused', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user, ctx.rival.user]);
    const answer = await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    expect(answer.message).toBe('Seçiminiz için ödeme bekleniyor. Ödeme tamamlandığında atama yapılacak.');
    const row = await payment(id);
    expect(row).toMatchObject({
      state: 'created',
      assignee_id: ctx.worker.user.id,
      budget: 75_000,
      fee: 0,
      total: 75_000,
    });
    expect(await mission(id)).toEqual({ status: 0, user_id: null });
    // The same choice again answers the same attempt; another applicant waits for the reservation.
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    expect((await payment(id)).provider_ref).toBe(row.provider_ref);
    await expect(choose(ctx.app, ctx.owner.user, id, ctx.rival.user.id)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('ödeme bekleniyor'),
    });
    // After the reservation (10 minutes) the owner may choose again: a new attempt, a new reference.
    ctx.clock.advance(10 * MINUTE);
    await choose(ctx.app, ctx.owner.user, id, ctx.rival.user.id);
    const again = await payment(id);
    expect(again).toMatchObject({ state: 'created', attempt: 2, assignee_id: ctx.rival.user.id });
    // The first attempt's late callback is not about the current attempt: ignored, nothing held.
    expect(await deliver(ctx.app, await callbackFor(ctx.app, row))).toBe('ignored');
    expect(await deliver(ctx.app, await callbackFor(ctx.app, again))).toBe('held');
    expect(await mission(id)).toEqual({ status: 1, user_id: ctx.rival.user.id });
  });

  it('holds once for a verified callback, however often it comes, and refuses a forged one', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    const row = await payment(id);
    const cb = await callbackFor(ctx.app, row);
    await expect(deliver(ctx.app, { ...cb, signature: 'f'.repeat(64) })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      deliver(ctx.app, { payload: { ...cb.payload, reason: 'x' }, signature: cb.signature }),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    const outcomes = await Promise.all([deliver(ctx.app, cb), deliver(ctx.app, cb), deliver(ctx.app, cb)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'held']);
    expect(await deliver(ctx.app, cb)).toBe('duplicate');
    const { entries } = await ledgerOf(ctx.app);
    expect(entries.filter((e) => e.payment_id === row.id)).toEqual([
      expect.objectContaining({ kind: 'held', amount: 75_000 }),
    ]);
    expect(await mission(id)).toEqual({ status: 1, user_id: ctx.worker.user.id });
    expect(await ctx.notified('selected', id)).toEqual([{ user_id: ctx.worker.user.id }]);
  });

  it('leaves the task unassigned after a failed card, and lets the owner try again', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    const first = await submitGuaranteeCard(
      ctx.app.db,
      ctx.app.deps,
      ctx.owner.user,
      (await payment(id)).id,
      {
        number: sandboxTestCards.insufficientFunds,
        name: 'Av. Deneme Kişi',
        expiry: '12/30',
        cvc: '123',
      },
    );
    expect(await deliver(ctx.app, first.callback!)).toBe('failed');
    expect(await payment(id)).toMatchObject({
      state: 'failed',
      failure_reason: 'Kartınızın limiti yetersiz.',
    });
    expect(await mission(id)).toEqual({ status: 0, user_id: null });
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    const retry = await payment(id);
    expect(retry).toMatchObject({ state: 'created', attempt: 2 });
    // The 3-D Secure card asks for the code; the right code holds.
    const card = {
      number: sandboxTestCards.threeDSecure,
      name: 'Av. Deneme Kişi',
      expiry: '12/30',
      cvc: '123',
    };
    const step = await submitGuaranteeCard(ctx.app.db, ctx.app.deps, ctx.owner.user, retry.id, card);
    expect(step.callback).toBeNull();
    expect(step.row.state).toBe('pending_3ds');
    const code = await submitGuaranteeCode(ctx.app.db, ctx.owner.user, retry.id, SANDBOX_3DS_CODE);
    expect(await deliver(ctx.app, code)).toBe('held');
  });

  it('lets only the owner pay and only the two parties read', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await expect(choose(ctx.app, ctx.stranger.user, id, ctx.worker.user.id)).rejects.toMatchObject({
      statusCode: 403,
    });
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    const row = await payment(id);
    const card = { number: sandboxTestCards.success, name: 'Av. Deneme Kişi', expiry: '12/30', cvc: '123' };
    for (const who of [ctx.worker, ctx.stranger])
      await expect(
        submitGuaranteeCard(ctx.app.db, ctx.app.deps, who.user, row.id, card),
      ).rejects.toMatchObject({
        statusCode: 404,
      });
    expect((await guaranteeForParty(ctx.app.db, ctx.owner.user, id)).state_text).toBe('Ödeme bekleniyor');
    expect((await guaranteeForParty(ctx.app.db, ctx.worker.user, id)).state).toBe('created');
    await expect(guaranteeForParty(ctx.app.db, ctx.stranger.user, id)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Bu ödemeyi yalnızca görevin tarafları görebilir.',
    });
  });
});

describe('ending the hold', () => {
  it('releases to the assignee’s wallet when the owner confirms completion, the fee to the platform', async () => {
    await setFee(5);
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user], { price: 33_333 });
    const held = await heldPayment(ctx.app, ctx.owner.user, id, ctx.worker.user);
    await setFee(0);
    expect(held).toMatchObject({ state: 'held', budget: 33_333, fee: 1_667, total: 35_000 });
    expect((await guaranteeForParty(ctx.app.db, ctx.worker.user, id)).state_text).toBe('Ödeme güvencede');
    const before = await balanceOf(ctx.app.db, ctx.worker.user.id);
    // The assignee's own "completed" releases nothing; it is the owner's confirmation that counts.
    await markAsCompleted(ctx.app.db, ctx.app.deps, ctx.owner.user, { id });
    expect(await payment(id)).toMatchObject({
      state: 'released',
      released: 33_333,
      fee_kept: 1_667,
      refunded: 0,
      ended_by: 'owner',
    });
    expect(await balanceOf(ctx.app.db, ctx.worker.user.id)).toBe(before + 33_333);
    const { entries } = await ledgerOf(ctx.app);
    const mine = entries.filter((e) => e.payment_id === held.id);
    expect(mine.reduce((s, e) => s + e.amount, 0)).toBe(0);
    expect(mine.map((e) => [e.kind, e.amount])).toEqual([
      ['held', 35_000],
      ['released', -33_333],
      ['fee', -1_667],
    ]);
    expect((await ctx.notified('guarantee', id)).map((n) => n.user_id).sort()).toEqual(
      [ctx.owner.user.id, ctx.worker.user.id].sort(),
    );
  });

  it('does not release while a dispute is open; the operator splits with a reason, audited, both told', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    const held = await heldPayment(ctx.app, ctx.owner.user, id, ctx.worker.user);
    await openDispute(id);
    await markAsCompleted(ctx.app.db, ctx.app.deps, ctx.owner.user, { id });
    expect((await payment(id)).state).toBe('held');
    expect((await guaranteeForParty(ctx.app.db, ctx.owner.user, id)).frozen).toBe(true);
    const actor = await operatorActor();
    await expect(
      decideGuarantee(ctx.app.db, ctx.app.deps, actor, held.id, {
        decision: 'split',
        reason: 'Kısmen',
        assignee_amount: 750,
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'Avukata aktarılacak tutar sıfırdan büyük, bütçeden küçük olmalıdır.',
    });
    await expect(
      decideGuarantee(ctx.app.db, ctx.app.deps, actor, held.id, { decision: 'refund', reason: '  ' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    const after = await decideGuarantee(ctx.app.db, ctx.app.deps, actor, held.id, {
      decision: 'split',
      reason: 'Duruşmaya katılındı, rapor eksik.',
      assignee_amount: 500,
    });
    expect(after).toMatchObject({
      state: 'split',
      released: 50_000,
      refunded: 25_000,
      decided_by: actor.operatorId,
    });
    const audit = await rowOf(ctx.app, 'audit_log', { action: 'guarantee.decide', subject_id: held.id }, [
      'operator_id',
      'after_json',
    ]);
    expect(audit.operator_id).toBe(actor.operatorId);
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      state: 'split',
      reason: 'Duruşmaya katılındı, rapor eksik.',
    });
    const told = await ctx.app.db
      .selectFrom('notifications')
      .select(['user_id', 'data'])
      .where('type', '=', 'guarantee')
      .where('data', 'like', `%"mission_id":${id},%`)
      .execute();
    expect(told.map((n) => n.user_id).sort()).toEqual([ctx.owner.user.id, ctx.worker.user.id].sort());
    expect(told[0]!.data).toContain('Gerekçe: Duruşmaya katılındı, rapor eksik.');
    // A decided payment is decided once.
    await expect(
      decideGuarantee(ctx.app.db, ctx.app.deps, actor, held.id, { decision: 'release', reason: 'Tekrar' }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Bu ödeme için karar zaten verildi.' });
  });

  it('refunds in full on a cancellation confirmed before the planned time', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    const held = await heldPayment(ctx.app, ctx.owner.user, id, ctx.worker.user);
    const req = await ctx.app.db
      .insertInto('cancel_requests')
      .values({
        mission_id: id,
        requester_id: ctx.worker.user.id,
        recipient_id: ctx.owner.user.id,
        type_value: 'other',
        type_text: 'Diğer',
        status: 'pending',
        created_at: ctx.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await answerCancelRequest(ctx.app.db, ctx.app.deps, ctx.owner.user, {
      req_id: req.id,
      action: 'confirm',
    });
    expect(await payment(id)).toMatchObject({
      state: 'refunded',
      refunded: 75_000,
      released: 0,
      ended_by: 'cancel',
    });
    expect((await ledgerOf(ctx.app)).credits.filter((c) => c.guaranteed_payment_id === held.id)).toEqual([]);
  });

  it('freezes on a cancellation after the planned time until an operator decides', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user], { planInDays: -1 });
    const held = await heldPayment(ctx.app, ctx.owner.user, id, ctx.worker.user);
    await cancelMission(ctx.app.db, ctx.app.deps, ctx.owner.user, {
      mission_id: id,
      cancel_text: 'Gerek kalmadı',
    });
    expect(await payment(id)).toMatchObject({ state: 'held', frozen: 1 });
    const actor = await operatorActor();
    const after = await decideGuarantee(ctx.app.db, ctx.app.deps, actor, held.id, {
      decision: 'refund',
      reason: 'Görev yapılmadı.',
    });
    expect(after).toMatchObject({ state: 'refunded', refunded: 75_000, frozen: 0 });
  });

  it('releases when the owner accepts the outcome report, not while a dispute is open', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await heldPayment(ctx.app, ctx.owner.user, id, ctx.worker.user);
    const accept = () =>
      ctx.app.db.transaction().execute((trx) => releaseOnReportAccepted(trx, id, ctx.clock.now()));
    const events = await accept();
    expect(events.length).toBeGreaterThan(0);
    expect(await payment(id)).toMatchObject({ state: 'released', ended_by: 'report', released: 75_000 });
    expect(await accept()).toEqual([]);

    const disputed = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await heldPayment(ctx.app, ctx.owner.user, disputed, ctx.worker.user);
    await openDispute(disputed);
    expect(
      await ctx.app.db
        .transaction()
        .execute((trx) => releaseOnReportAccepted(trx, disputed, ctx.clock.now())),
    ).toEqual([]);
    expect((await payment(disputed)).state).toBe('held');
  });

  it('releases by itself the constant hours after the report, unless a dispute is open', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    const held = await heldPayment(ctx.app, ctx.owner.user, id, ctx.worker.user);
    await ctx.app.db.transaction().execute((trx) => scheduleAutoRelease(trx, id, ctx.clock.now()));
    const job = await rowOf(ctx.app, 'deliveries', { mission_id: id, kind: 'guarantee_auto_release' }, [
      'due_at',
    ]);
    expect(job.due_at).toBe(new Date(ctx.clock.now().getTime() + 72 * HOUR).toISOString());
    ctx.clock.advance(71 * HOUR);
    expect(await autoRelease(ctx.app.db, ctx.app.deps, held.id)).toBe(false);
    ctx.clock.advance(HOUR);
    expect(await autoRelease(ctx.app.db, ctx.app.deps, held.id)).toBe(true);
    expect(await payment(id)).toMatchObject({ state: 'released', ended_by: 'auto' });

    const disputed = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    const frozen = await heldPayment(ctx.app, ctx.owner.user, disputed, ctx.worker.user);
    await ctx.app.db.transaction().execute((trx) => scheduleAutoRelease(trx, disputed, ctx.clock.now()));
    await openDispute(disputed);
    ctx.clock.advance(73 * HOUR);
    expect(await autoRelease(ctx.app.db, ctx.app.deps, frozen.id)).toBe(false);
    expect((await payment(disputed)).state).toBe('held');
  });

  it('keeps the money held when the provider refuses a release', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    const held = await heldPayment(ctx.app, ctx.owner.user, id, ctx.worker.user);
    const actor = await operatorActor();
    sandboxGuaranteeProvider.down = true;
    try {
      await expect(
        decideGuarantee(ctx.app.db, ctx.app.deps, actor, held.id, {
          decision: 'release',
          reason: 'Tamamlandı',
        }),
      ).rejects.toMatchObject({ statusCode: 502 });
    } finally {
      sandboxGuaranteeProvider.down = false;
    }
    expect(await payment(id)).toMatchObject({ state: 'held', released: 0 });
    expect((await ledgerOf(ctx.app)).entries.filter((e) => e.payment_id === held.id)).toHaveLength(1);
  });

  it('refunds a payment whose callback comes after the task was cancelled', async () => {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    const row = await payment(id);
    // The owner cancels while the card is being paid: the attempt is abandoned; its callback is stale.
    await cancelMission(ctx.app.db, ctx.app.deps, ctx.owner.user, {
      mission_id: id,
      cancel_text: 'Vazgeçtim',
    });
    expect((await payment(id)).state).toBe('abandoned');
    expect(await deliver(ctx.app, await callbackFor(ctx.app, row))).toBe('duplicate');
    expect(await mission(id)).toMatchObject({ user_id: null });
  });
});
