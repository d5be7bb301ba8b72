import { guaranteeMessages, guaranteeNeedsFinish, recoveryDueAt } from '@meslektas/domain';
import { HttpError } from '../../errors.ts';
import type { Actor } from '../admin/accounts.ts';
import { auditChange } from '../admin/audit.ts';
import { readTuning } from '../constants.ts';
import type { Db } from '../deps.ts';
import { enqueueDelivery } from '../notifications/delivery-queue.ts';
import {
  type EndDeps,
  type EndRequest,
  type GuaranteeEndedBy,
  backToHeld,
  recordRefundLeft,
  settleIn,
} from './ending.ts';
import { guaranteeProvider } from './provider.ts';
import { type GuaranteeRow, type Trx, readRow } from './rows.ts';
import { hasRow } from '../../db/has-row.ts';

/**
 * Finishing an ending a remote provider left open (docs/decisions/016, "Recovery"). iyzico's move
 * to releasing or refunding is committed before it is called; when the process stops before the
 * call, or before its answer is written, or when a split's release is refused after its refund
 * went through, the payment would stay there. `guvence_kurtarma_dakika` after it last moved, the
 * provider is asked what happened: what it did is settled, what it did not is asked again, and a
 * refusal of an ending nothing has left returns the payment to held. The same routine runs from
 * the durable delivery stored with the move and from the console's 'Aktarımı Tamamla'.
 */

/**
 * settled: it ended now; held: the provider refused and nothing had left; partly: a split's
 * refund went through and its release was refused again (it stays in releasing); waiting: not
 * yet due, or another finisher holds it; none: nothing to finish.
 */
type FinishOutcome = 'settled' | 'held' | 'partly' | 'waiting' | 'none';

/** The ending as it was asked for, read back from the row that recorded it. */
function requestOf(row: GuaranteeRow): EndRequest {
  const end = row.state === 'refunding' ? 'refund' : row.refunded > 0 ? 'split' : 'release';
  return {
    end,
    by: (row.ended_by ?? 'operator') as GuaranteeEndedBy,
    reason: row.reason,
    ...(row.decided_by !== null ? { operatorId: row.decided_by } : {}),
    ...(end === 'split' ? { assigneeShare: row.released } : {}),
  };
}

/** Whether the split's refund already left the hold (its ledger line is written). */
async function refundLeft(db: Db, row: GuaranteeRow): Promise<boolean> {
  if (row.state !== 'releasing' || row.refunded === 0) return false;
  return hasRow(db, 'guaranteed_payment_entries', { payment_id: row.id, kind: 'refunded' });
}

/**
 * Takes the payment for one finisher: its `updated_at` moves to now only while it is as read, so
 * of two finishers (two processes, the delivery and an operator) one goes on. The move also
 * starts the recovery minutes again, so a later delivery leaves a finisher still at work alone.
 */
async function claim(db: Db, row: GuaranteeRow, now: Date): Promise<GuaranteeRow | null> {
  const at = now.toISOString();
  if (row.updated_at >= at) return null;
  const taken = await db
    .updateTable('guaranteed_payments')
    .set({ updated_at: at })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .where('attempt', '=', row.attempt)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? { ...row, updated_at: at } : null;
}

/**
 * Finishes one payment's open ending if it needs it (guaranteeNeedsFinish). `operator`: the
 * console's action, audited as `guarantee.finish`. Throws when the provider cannot be asked or
 * does not answer (the payment stays, and is asked again later).
 */
export async function finishEnding(
  db: Db,
  deps: EndDeps,
  paymentId: number,
  operator?: Actor,
): Promise<FinishOutcome> {
  const now = deps.now();
  const row = await readRow(db, { id: paymentId });
  // The sandbox's endings are one transaction: nothing of it is ever the recovery's to finish.
  if (!row || row.provider === 'sandbox') return 'none';
  const { guvence_kurtarma_dakika: minutes } = await readTuning(db);
  const left = await refundLeft(db, row);
  if (!guaranteeNeedsFinish({ ...row, refundLeft: left }, now, minutes))
    return row.state === 'releasing' || row.state === 'refunding' ? 'waiting' : 'none';
  const provider = guaranteeProvider(row.provider, deps.iyzico);
  const ending = await claim(db, row, now);
  if (!ending || !provider.inquire) return 'waiting';
  const seen = await provider.inquire(ending);
  let refunded = left || seen.refunded >= ending.refunded;
  try {
    if (!refunded) {
      await provider.refund(ending, ending.refunded - seen.refunded, now);
      refunded = true;
    }
    if (ending.released > 0 && !seen.approved) await provider.release(ending, ending.released);
  } catch (err) {
    deps.log?.error({ err, paymentId }, 'guaranteed payment: the provider did not finish the ending');
    if (!provider.refused(err)) throw err;
    if (ending.refunded > 0 && refunded && ending.state === 'releasing') {
      await recordRefundLeft(db, ending, now);
      return 'partly';
    }
    // Nothing left the hold. An operator's ending waits for an operator again (it may have been
    // frozen before); any other is held as it was before it began.
    await backToHeld(db, ending, now, ending.ended_by === 'operator' ? 1 : 0);
    return 'held';
  }
  const req = requestOf(ending);
  const events = await db.transaction().execute(async (trx) => {
    const done = await settleIn(trx, provider, ending, req, now);
    if (done) await auditFinish(trx, ending, operator, now);
    return done;
  });
  if (!events) return 'none';
  await deps.publish(events);
  return 'settled';
}

/**
 * The audit lines of a finished ending: an operator's decision gets the line its own final move
 * would have written (`guarantee.decide`, by whoever decided it), and the console's action its own.
 */
async function auditFinish(trx: Trx, before: GuaranteeRow, operator: Actor | undefined, now: Date) {
  const after = (await readRow(trx, { id: before.id }))!;
  const change = { state: after.state, released: after.released, refunded: after.refunded };
  const subject = { type: 'guarantee', id: before.id };
  if (before.ended_by === 'operator' && before.decided_by !== null)
    await auditChange(
      trx,
      { operatorId: before.decided_by, now },
      'guarantee.decide',
      subject,
      { state: 'held' },
      { ...change, reason: before.reason },
    );
  if (operator)
    await auditChange(trx, operator, 'guarantee.finish', subject, { state: before.state }, change);
}

/**
 * The delivery stored with the move to releasing or refunding. Settled or returned to held: done.
 * Not due yet (a finisher moved it meanwhile), or its provider did not answer: looked at again
 * the recovery minutes after it last moved. A split refused again stays for an operator.
 */
export async function recoverEnding(db: Db, deps: EndDeps, paymentId: number): Promise<void> {
  let outcome: FinishOutcome;
  try {
    outcome = await finishEnding(db, deps, paymentId);
  } catch (err) {
    deps.log?.error({ err, paymentId }, 'guaranteed payment: recovery could not ask the provider');
    outcome = 'waiting';
  }
  if (outcome !== 'waiting') return;
  const row = await readRow(db, { id: paymentId });
  if (!row || (row.state !== 'releasing' && row.state !== 'refunding')) return;
  const { guvence_kurtarma_dakika: minutes } = await readTuning(db);
  // The minutes after it last moved; never sooner than the minutes from now (it was not claimed:
  // iyzico's credentials are missing), so a payment that cannot be finished is not run in a loop.
  const now = deps.now();
  const since = recoveryDueAt(new Date(row.updated_at), minutes);
  const due = since > now ? since : recoveryDueAt(now, minutes);
  await enqueueDelivery(db, 'guarantee_recover', row.mission_id, { paymentId }, now, due);
}

/**
 * The console's 'Aktarımı Tamamla': finishes the payment's open ending now. 409 when it has none,
 * or when it is still within its recovery minutes or another finisher is at it; 502 when the
 * provider does not answer or refuses again (a refused ending nothing had left is held again).
 */
export async function finishGuarantee(db: Db, deps: EndDeps, actor: Actor, paymentId: number): Promise<void> {
  if (!(await readRow(db, { id: paymentId }))) throw new HttpError(404, guaranteeMessages.notFound);
  let outcome: FinishOutcome;
  try {
    outcome = await finishEnding(db, deps, paymentId, actor);
  } catch {
    throw new HttpError(502, guaranteeMessages.providerUnavailable);
  }
  if (outcome === 'none') throw new HttpError(409, guaranteeMessages.nothingToFinish);
  if (outcome === 'waiting') throw new HttpError(409, guaranteeMessages.finishing);
  if (outcome !== 'settled') throw new HttpError(502, guaranteeMessages.providerUnavailable);
}
