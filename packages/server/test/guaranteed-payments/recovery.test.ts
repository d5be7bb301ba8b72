import { api, guaranteeMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { finishEnding, recoverEnding } from '../../src/services/guaranteed-payments/recovery.ts';
import { signedInOperator } from '../admin/operator.ts';
import { callEndpoint } from '../helpers/contract.ts';
import { MINUTE, lifecycleSuite } from '../helpers/missions.ts';
import { type MarketplaceCall } from '../payments/fake-iyzico.ts';
import { iyzicoSuite } from './iyzico-suite.ts';
import { decideGuarantee } from '../../src/services/guaranteed-payments/guaranteed-payments.ts';
import type { GuaranteeRow } from '../../src/services/guaranteed-payments/rows.ts';
import { guaranteedTask, heldPayment } from './setup.ts';

const { iyzico, config, ctx, payment, heldThroughIyzico, decide, entriesOf } = iyzicoSuite();
/** guvence_kurtarma_dakika's default. */
const RECOVERY = 15 * MINUTE;

/** iyzico cannot be reached while `run` runs: the ending's call never arrives there. */
async function unreachable<T>(run: () => Promise<T>): Promise<T> {
  const base = config.baseUrl;
  config.baseUrl = 'http://127.0.0.1:1';
  try {
    return await run();
  } finally {
    config.baseUrl = base;
  }
}

/** The deliveries due at the test's time, run to the end (the recovery's among them). */
async function runDeliveries() {
  ctx.app.deliveries.kick();
  await ctx.app.deliveries.idle();
}

/** iyzico's calls of one kind about the payment's item (other tests' payments recover meanwhile). */
const about = (row: GuaranteeRow) =>
  iyzico.calls.filter(
    (c) =>
      c.body.paymentTransactionId === row.provider_item_ref ||
      c.body.paymentConversationId === `G${row.id}.${row.attempt}`,
  );
const callsAbout = (call: MarketplaceCall, row: GuaranteeRow) =>
  about(row).filter((c) => c.call === call).length;

const recover = (paymentId: number) => recoverEnding(ctx.app.db, ctx.app.deps, paymentId);

/** The guarantee notifications each party got about the task, by user. */
async function toldAbout(missionId: number) {
  const rows = await ctx.app.db
    .selectFrom('notifications')
    .select(['user_id', 'data'])
    .where('type', '=', 'guarantee')
    .execute();
  const about = rows.filter((r) => JSON.parse(r.data).mission_id === missionId);
  return {
    owner: about.filter((r) => r.user_id === ctx.owner.user.id).length,
    worker: about.filter((r) => r.user_id === ctx.worker.user.id).length,
  };
}

const auditOf = (paymentId: number) =>
  ctx.app.db
    .selectFrom('audit_log')
    .select(['action', 'operator_id'])
    .where('subject_type', '=', 'guarantee')
    .where('subject_id', '=', paymentId)
    .orderBy('id')
    .execute();

const pendingRecoveries = (missionId: number) =>
  ctx.app.db
    .selectFrom('deliveries')
    .select(['due_at'])
    .where('kind', '=', 'guarantee_recover')
    .where('mission_id', '=', missionId)
    .where('state', '=', 'pending')
    .execute();

const released = [
  ['fee', -7_500],
  ['held', 82_500],
  ['released', -75_000],
];
const split = [
  ['held', 82_500],
  ['refunded', -52_500],
  ['released', -30_000],
];

/** The operator splits 300 TL to the worker while iyzico refuses the approval: the refund went through. */
async function partlySplit() {
  const held = await heldThroughIyzico();
  await iyzico.failing('approve', async () => {
    await expect(
      decide(held.row.id, { decision: 'split', reason: 'Kısmen yapıldı', assignee_amount: 300 }),
    ).rejects.toMatchObject({ statusCode: 502 });
  });
  return held;
}

describe('given an iyzico ending the process left before iyzico was called', () => {
  it('approves the item once the recovery minutes pass, and settles it with its ledger, notices and audit once', async () => {
    const { id, row } = await heldThroughIyzico();
    const begun = ctx.clock.now();
    await unreachable(() =>
      expect(decide(row.id, { decision: 'release', reason: 'Tamamlandı' })).rejects.toMatchObject({
        statusCode: 502,
      }),
    );
    // No answer: nothing is known, so nothing is undone.
    expect(await payment(id)).toMatchObject({ state: 'releasing', released: 75_000, ended_by: 'operator' });
    expect(await pendingRecoveries(id)).toEqual([
      { due_at: new Date(begun.getTime() + RECOVERY).toISOString() },
    ]);
    const approvals = callsAbout('approve', row);

    ctx.clock.advance(RECOVERY - MINUTE);
    await runDeliveries();
    expect((await payment(id)).state).toBe('releasing');
    expect(callsAbout('approve', row)).toBe(approvals);

    ctx.clock.advance(MINUTE);
    await runDeliveries();
    expect(await payment(id)).toMatchObject({ state: 'released', released: 75_000, fee_kept: 7_500 });
    expect(callsAbout('approve', row)).toBe(approvals + 1);
    expect(await entriesOf(row.id)).toEqual(released);
    expect(await toldAbout(id)).toEqual({ owner: 1, worker: 1 });
    // The decision's own line, which its final move would have written.
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['guarantee.decide']);
    expect(await pendingRecoveries(id)).toEqual([]);

    // Run again: nothing more is asked or written.
    await recover(row.id);
    expect(callsAbout('approve', row)).toBe(approvals + 1);
    expect(await entriesOf(row.id)).toEqual(released);
    expect(await toldAbout(id)).toEqual({ owner: 1, worker: 1 });
  });

  it('cancels a same-day refund the process left', async () => {
    const { id, row } = await heldThroughIyzico();
    await unreachable(() =>
      expect(decide(row.id, { decision: 'refund', reason: 'İptal' })).rejects.toMatchObject({
        statusCode: 502,
      }),
    );
    expect((await payment(id)).state).toBe('refunding');
    ctx.clock.advance(RECOVERY);
    await recover(row.id);
    expect(iyzico.received('cancel').at(-1)).toMatchObject({ paymentId: row.provider_payment_ref });
    expect(await payment(id)).toMatchObject({ state: 'refunded', refunded: 82_500 });
    expect(await entriesOf(row.id)).toEqual([
      ['held', 82_500],
      ['refunded', -82_500],
    ]);
  });

  it('holds the money again, for an operator, when iyzico refuses the release it is asked again', async () => {
    const { id, row } = await heldThroughIyzico();
    await unreachable(() =>
      expect(decide(row.id, { decision: 'release', reason: 'Tamamlandı' })).rejects.toMatchObject({
        statusCode: 502,
      }),
    );
    ctx.clock.advance(RECOVERY);
    await iyzico.failing('approve', () => runDeliveries());
    expect(await payment(id)).toMatchObject({
      state: 'held',
      released: 0,
      fee_kept: 0,
      ended_by: null,
      frozen: 1,
    });
    expect(await entriesOf(row.id)).toEqual([['held', 82_500]]);
    expect(await pendingRecoveries(id)).toEqual([]);
  });

  it('looks again later, without changing anything, while iyzico does not answer', async () => {
    const { id, row } = await heldThroughIyzico();
    await unreachable(() =>
      expect(decide(row.id, { decision: 'release', reason: 'Tamamlandı' })).rejects.toMatchObject({
        statusCode: 502,
      }),
    );
    ctx.clock.advance(RECOVERY);
    await unreachable(runDeliveries);
    expect((await payment(id)).state).toBe('releasing');
    expect(await pendingRecoveries(id)).toEqual([
      { due_at: new Date(ctx.clock.now().getTime() + RECOVERY).toISOString() },
    ]);
    ctx.clock.advance(RECOVERY);
    await runDeliveries();
    expect((await payment(id)).state).toBe('released');
  });
});

describe('given an iyzico ending whose answer never came back', () => {
  it('settles the release iyzico carried out without approving it again', async () => {
    const { id, row } = await heldThroughIyzico();
    await iyzico.failing(
      'approve',
      async () => {
        await expect(decide(row.id, { decision: 'release', reason: 'Tamamlandı' })).rejects.toMatchObject({
          statusCode: 502,
        });
      },
      'lose',
    );
    expect((await payment(id)).state).toBe('releasing');
    const approvals = callsAbout('approve', row);
    ctx.clock.advance(RECOVERY);
    await recover(row.id);
    expect(callsAbout('approve', row)).toBe(approvals);
    expect(await payment(id)).toMatchObject({ state: 'released' });
    expect(await entriesOf(row.id)).toEqual(released);
  });

  it('approves only what was not done of a split whose refund answer was lost', async () => {
    const { id, row } = await heldThroughIyzico();
    await iyzico.failing(
      'refund',
      async () => {
        await expect(
          decide(row.id, { decision: 'split', reason: 'Kısmen', assignee_amount: 300 }),
        ).rejects.toMatchObject({ statusCode: 502 });
      },
      'lose',
    );
    expect((await payment(id)).state).toBe('releasing');
    expect(await entriesOf(row.id)).toEqual([['held', 82_500]]);
    const from = about(row).length;
    ctx.clock.advance(RECOVERY);
    await recover(row.id);
    expect(
      about(row)
        .slice(from)
        .map((c) => c.call),
    ).toEqual(['report', 'approve']);
    expect(await payment(id)).toMatchObject({ state: 'split', released: 30_000, refunded: 52_500 });
    expect(await entriesOf(row.id)).toEqual(split);
  });
});

describe('given a split whose release was refused after its refund', () => {
  it('records its refund and stays releasing, then is finished by the recovery once iyzico accepts', async () => {
    const { id, row } = await partlySplit();
    expect((await payment(id)).state).toBe('releasing');
    expect(await entriesOf(row.id)).toEqual([
      ['held', 82_500],
      ['refunded', -52_500],
    ]);
    const refunds = callsAbout('refund', row);
    ctx.clock.advance(RECOVERY);
    await runDeliveries();
    expect(callsAbout('refund', row)).toBe(refunds);
    expect(await payment(id)).toMatchObject({ state: 'split', released: 30_000, refunded: 52_500 });
    expect(await entriesOf(row.id)).toEqual(split);
    expect(await toldAbout(id)).toEqual({ owner: 1, worker: 1 });
  });

  it('stays releasing for an operator when iyzico refuses it again', async () => {
    const { id, row } = await partlySplit();
    ctx.clock.advance(RECOVERY);
    await iyzico.failing('approve', () => runDeliveries());
    expect((await payment(id)).state).toBe('releasing');
    expect(await entriesOf(row.id)).toEqual([
      ['held', 82_500],
      ['refunded', -52_500],
    ]);
    expect(await pendingRecoveries(id)).toEqual([]);
  });
});

describe('the console’s Aktarımı Tamamla', () => {
  const finish = (paymentId: number, token?: string) =>
    callEndpoint(ctx.app, api.admin.finishGuarantee, { params: { id: paymentId } }, token);
  const listed = async (paymentId: number, token: string) =>
    (
      await callEndpoint(ctx.app, api.admin.guarantees, { query: { state: 'releasing', page: 1 } }, token)
    ).body.data.find((p) => p.id === paymentId);

  it('is for operators only', async () => {
    const { row } = await partlySplit();
    expect((await finish(row.id)).status).toBe(401);
    expect((await finish(row.id, ctx.owner.token)).status).toBe(403);
    expect((await payment(row.mission_id)).state).toBe('releasing');
  });

  it('is 409 for a payment with nothing to finish, and for an ending still within its minutes', async () => {
    const op = await signedInOperator(ctx.app);
    const held = await heldThroughIyzico();
    expect(await finish(held.row.id, op.token)).toMatchObject({
      status: 409,
      body: { message: guaranteeMessages.nothingToFinish },
    });
    await unreachable(() =>
      expect(decide(held.row.id, { decision: 'release', reason: 'Tamamlandı' })).rejects.toMatchObject({
        statusCode: 502,
      }),
    );
    expect(await listed(held.row.id, op.token)).toMatchObject({ state: 'releasing', needs_finish: false });
    expect(await finish(held.row.id, op.token)).toMatchObject({
      status: 409,
      body: { message: guaranteeMessages.finishing },
    });
    ctx.clock.advance(RECOVERY);
    expect(await listed(held.row.id, op.token)).toMatchObject({ needs_finish: true });
    expect((await finish(held.row.id, op.token)).status).toBe(200);
  });

  it('finishes a refused split at once: settled, audited, both told, its ledger whole', async () => {
    const op = await signedInOperator(ctx.app);
    const { id, row } = await partlySplit();
    expect(await listed(row.id, op.token)).toMatchObject({ state: 'releasing', needs_finish: true });
    ctx.clock.advance(MINUTE);
    const approvals = callsAbout('approve', row);
    const res = await finish(row.id, op.token);
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: 'Aktarım tamamlandı; iki tarafa bildirildi.',
        data: { id: row.id, state: 'split', needs_finish: false },
      },
    });
    expect(callsAbout('approve', row)).toBe(approvals + 1);
    expect(await entriesOf(row.id)).toEqual(split);
    expect(await toldAbout(id)).toEqual({ owner: 1, worker: 1 });
    const audit = await auditOf(row.id);
    expect(audit.map((a) => a.action)).toEqual(['guarantee.decide', 'guarantee.finish']);
    expect(audit[1]!.operator_id).toBe(op.user.id);
    expect(await finish(row.id, op.token)).toMatchObject({
      status: 409,
      body: { message: guaranteeMessages.nothingToFinish },
    });
  });

  it('answers 502 and leaves it to finish when iyzico refuses again', async () => {
    const op = await signedInOperator(ctx.app);
    const { row } = await partlySplit();
    ctx.clock.advance(MINUTE);
    await iyzico.failing('approve', async () => {
      expect((await finish(row.id, op.token)).status).toBe(502);
    });
    expect(await listed(row.id, op.token)).toMatchObject({ state: 'releasing', needs_finish: true });
    expect(await auditOf(row.id)).toEqual([]);
  });
});

describe('given a recovery racing another ending', () => {
  it('leaves an ending still waiting for iyzico alone within its minutes; after them one settles it', async () => {
    const { id, row } = await heldThroughIyzico();
    let answer!: () => void;
    iyzico.slow.set('approve', new Promise<void>((resolve) => (answer = resolve)));
    const approvals = callsAbout('approve', row);
    const deciding = decide(row.id, { decision: 'release', reason: 'Tamamlandı' });
    try {
      await expect.poll(() => callsAbout('approve', row)).toBe(approvals + 1);
      const reports = callsAbout('report', row);
      ctx.clock.advance(RECOVERY - MINUTE);
      await recover(row.id);
      expect(callsAbout('report', row)).toBe(reports);
      expect((await payment(id)).state).toBe('releasing');
      // iyzico is slower than the recovery minutes: the recovery finds the item approved and settles.
      ctx.clock.advance(MINUTE);
      await recover(row.id);
      expect((await payment(id)).state).toBe('released');
    } finally {
      iyzico.slow.delete('approve');
      answer();
    }
    await expect(deciding).rejects.toMatchObject({ statusCode: 409 });
    expect(callsAbout('approve', row)).toBe(approvals + 1);
    expect(await entriesOf(row.id)).toEqual(released);
    expect(await toldAbout(id)).toEqual({ owner: 1, worker: 1 });
  });

  it('settles once when several finishers run at once', async () => {
    const op = await signedInOperator(ctx.app);
    const { id, row } = await partlySplit();
    ctx.clock.advance(RECOVERY);
    const approvals = callsAbout('approve', row);
    await Promise.allSettled([
      recover(row.id),
      recover(row.id),
      finishEnding(ctx.app.db, ctx.app.deps, row.id),
      callEndpoint(ctx.app, api.admin.finishGuarantee, { params: { id: row.id } }, op.token),
    ]);
    await runDeliveries();
    expect((await payment(id)).state).toBe('split');
    expect(callsAbout('approve', row)).toBe(approvals + 1);
    expect(await entriesOf(row.id)).toEqual(split);
    expect(await toldAbout(id)).toEqual({ owner: 1, worker: 1 });
  });
});

describe('given the sandbox', () => {
  const sandbox = lifecycleSuite({ owner: {}, worker: {} });
  const heldOnSandbox = async () => {
    const missionId = await guaranteedTask(sandbox.app, sandbox.owner.user, [sandbox.worker.user]);
    return heldPayment(sandbox.app, sandbox.owner.user, missionId, sandbox.worker.user);
  };

  it('stores no recovery for its endings, which end at once', async () => {
    const op = await signedInOperator(sandbox.app);
    const held = await heldOnSandbox();
    await decideGuarantee(
      sandbox.app.db,
      sandbox.app.deps,
      { operatorId: op.user.id, now: sandbox.clock.now() },
      held.id,
      {
        decision: 'release',
        reason: 'Tamamlandı',
      },
    );
    expect(
      (
        await sandbox.app.db
          .selectFrom('guaranteed_payments')
          .select('state')
          .where('id', '=', held.id)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('released');
    const recoveries = await sandbox.app.db
      .selectFrom('deliveries')
      .select('id')
      .where('kind', '=', 'guarantee_recover')
      .execute();
    expect(recoveries).toEqual([]);
  });

  it('leaves a sandbox payment alone, whatever its state', async () => {
    const op = await signedInOperator(sandbox.app);
    const held = await heldOnSandbox();
    // The sandbox's endings never wait in releasing; one found there is not the recovery's to finish.
    await sandbox.app.db
      .updateTable('guaranteed_payments')
      .set({ state: 'releasing', released: 75_000 })
      .where('id', '=', held.id)
      .execute();
    sandbox.clock.advance(RECOVERY);
    expect(await finishEnding(sandbox.app.db, sandbox.app.deps, held.id)).toBe('none');
    const res = await callEndpoint(
      sandbox.app,
      api.admin.finishGuarantee,
      { params: { id: held.id } },
      op.token,
    );
    expect(res).toMatchObject({ status: 409, body: { message: guaranteeMessages.nothingToFinish } });
    const after = await sandbox.app.db
      .selectFrom('guaranteed_payments')
      .select(['state', 'updated_at'])
      .where('id', '=', held.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ state: 'releasing', updated_at: held.updated_at });
  });

  it('waits the recovery minutes again, without a loop, for an iyzico payment once iyzico is no longer configured', async () => {
    const held = await heldOnSandbox();
    await sandbox.app.db
      .updateTable('guaranteed_payments')
      .set({ provider: 'iyzico', provider_item_ref: '224160011', state: 'releasing', released: 75_000 })
      .where('id', '=', held.id)
      .execute();
    sandbox.clock.advance(RECOVERY);
    await recoverEnding(sandbox.app.db, sandbox.app.deps, held.id);
    sandbox.app.deliveries.kick();
    await sandbox.app.deliveries.idle();
    const waiting = await sandbox.app.db
      .selectFrom('deliveries')
      .select(['due_at', 'state'])
      .where('kind', '=', 'guarantee_recover')
      .where('mission_id', '=', held.mission_id)
      .execute();
    expect(waiting).toEqual([
      { due_at: new Date(sandbox.clock.now().getTime() + RECOVERY).toISOString(), state: 'pending' },
    ]);
    const row = await sandbox.app.db
      .selectFrom('guaranteed_payments')
      .select('state')
      .where('id', '=', held.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('releasing');
  });
});
