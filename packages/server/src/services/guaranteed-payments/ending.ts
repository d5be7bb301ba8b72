import {
  guaranteeMessages,
  guaranteeOutcome,
  kurusToTl,
  nextGuaranteeState,
  recoveryDueAt,
} from '@meslektas/domain';
import type { Transaction } from 'kysely';
import { lockUser } from '../../db/locks.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { readTuning } from '../constants.ts';
import type { ChangeDeps, Db, ServiceDeps } from '../deps.ts';
import { enqueueDelivery } from '../notifications/delivery-queue.ts';
import { type OutgoingEvent, writeNotifications } from '../notifications/notify.ts';
import { appendEntries } from '../wallet/ledger.ts';
import { type GuaranteeProvider, guaranteeProvider } from './provider.ts';
import { type GuaranteeRow, type Trx, moveFrom, readRow } from './rows.ts';
import { hasRow } from '../../db/has-row.ts';

/**
 * Ending a held payment (docs/decisions/016): held → releasing | refunding → released | refunded |
 * split. The sandbox answers at once, so its whole ending is one transaction. iyzico is remote: the
 * move to releasing or refunding is committed first (only the request that made it calls iyzico),
 * then iyzico is called outside any transaction, then the final move, its ledger lines and the
 * notifications are written; when iyzico refuses, the payment goes back to held, and when it does
 * not answer the payment stays until recovery.ts asks iyzico what happened.
 */

/** Who ended a hold, as the row records it. */
export type GuaranteeEndedBy = 'owner' | 'report' | 'auto' | 'cancel' | 'operator';

export interface EndRequest {
  end: 'release' | 'refund' | 'split';
  by: GuaranteeEndedBy;
  reason: string | null;
  /** A split's share for the assignee, kuruş. */
  assigneeShare?: number;
  operatorId?: number;
}

/** What ending a payment takes: the clock, the publisher, iyzico's credentials and the log. */
export type EndDeps = ChangeDeps & Pick<ServiceDeps, 'iyzico'> & Partial<Pick<ServiceDeps, 'log'>>;

const settledMove = { release: 'release_settled', refund: 'refund_settled', split: 'split_settled' } as const;

const endTexts = {
  release: (tl: string) => `Görevin güvencedeki ödemesi (${tl}) avukata aktarıldı.`,
  refund: (tl: string) => `Görevin güvencedeki ödemesi (${tl}) görev sahibine iade edildi.`,
  split: (tl: string) =>
    `Görevin güvencedeki ödemesi paylaştırıldı; avukata ${tl} aktarıldı, kalanı iade edildi.`,
} as const;

const tlText = (kurus: number) =>
  `${kurusToTl(kurus).toLocaleString('tr-TR', { minimumFractionDigits: 2 })} TL`;

/**
 * held → releasing | refunding, with the ending's amounts and who ended it (`settled`: on to the
 * final state in the same UPDATE). Answers the row as it now is, or null when it was no longer
 * held (someone else ended it first).
 */
async function beginIn(
  trx: Trx,
  row: GuaranteeRow,
  req: EndRequest,
  now: Date,
  settled = false,
): Promise<GuaranteeRow | null> {
  if (row.state !== 'held') return null;
  const out = guaranteeOutcome(row, req.end, req.assigneeShare ?? 0);
  const set = {
    released: out.toAssignee,
    fee_kept: out.toPlatform,
    refunded: out.toOwner,
    ended_by: req.by,
    reason: req.reason,
    decided_by: req.operatorId ?? null,
    frozen: 0,
    ...(settled ? { ended_at: now.toISOString() } : {}),
  };
  const moves = settled ? [req.end, settledMove[req.end]] : [req.end];
  if (!(await moveFrom(trx, row, moves, now, set))) return null;
  const state = moves.reduce<GuaranteeRow['state'] | null>(
    (from, m) => from && nextGuaranteeState(from, m),
    'held',
  )!;
  return { ...row, ...set, state, updated_at: now.toISOString() };
}

/** A provider refused after a split's refund went through: the refund is recorded, the release is not. */
class PartlyEnded extends Error {
  constructor(cause: unknown) {
    super('the refund went through, the release did not', { cause });
  }
}

/** The provider's part: the owner's refund first (a split's rest), then the assignee's release. */
async function callProvider(provider: GuaranteeProvider, ending: GuaranteeRow, now: Date): Promise<void> {
  if (ending.refunded > 0) await provider.refund(ending, ending.refunded, now);
  try {
    if (ending.released > 0) await provider.release(ending, ending.released);
  } catch (err) {
    throw ending.refunded > 0 ? new PartlyEnded(err) : err;
  }
}

const ledgerLine = (
  ending: GuaranteeRow,
  kind: 'released' | 'fee' | 'refunded',
  amount: number,
  at: string,
) => ({
  payment_id: ending.id,
  kind,
  amount: -amount,
  provider_ref: ending.provider_ref,
  created_at: at,
});

/**
 * A split's refund left the hold while its release did not: its ledger line is written at once
 * (once: a second writer finds it there), and the payment stays in releasing until finished.
 */
export async function recordRefundLeft(db: Trx, ending: GuaranteeRow, now: Date): Promise<void> {
  await db
    .insertInto('guaranteed_payment_entries')
    .values(ledgerLine(ending, 'refunded', ending.refunded, now.toISOString()))
    .onConflict((oc) => oc.columns(['payment_id', 'kind']).doNothing())
    .execute();
}

/**
 * Nothing left the hold: the ending is undone (amounts and who ended it cleared), `frozen` as
 * given. False: the payment had moved meanwhile.
 */
export function backToHeld(db: Trx, ending: GuaranteeRow, now: Date, frozen: number): Promise<boolean> {
  return moveFrom(db, ending, 'provider_failed', now, {
    released: 0,
    fee_kept: 0,
    refunded: 0,
    ended_by: null,
    reason: null,
    decided_by: null,
    frozen,
  });
}

/**
 * A remote provider's ending is looked at again `guvence_kurtarma_dakika` after it began, in case
 * the process stops before the provider's answer is written (recovery.ts): a durable delivery,
 * stored with the move to releasing or refunding.
 */
async function scheduleRecovery(trx: Trx, ending: GuaranteeRow, now: Date): Promise<void> {
  const tuning = await readTuning(trx);
  await enqueueDelivery(
    trx,
    'guarantee_recover',
    ending.mission_id,
    { paymentId: ending.id },
    now,
    recoveryDueAt(now, tuning.guvence_kurtarma_dakika),
  );
}

/** releasing | refunding → the final state, then what it records (recordIn). */
export async function settleIn(
  trx: Trx,
  provider: GuaranteeProvider,
  ending: GuaranteeRow,
  req: EndRequest,
  now: Date,
): Promise<OutgoingEvent[] | null> {
  if (!(await moveFrom(trx, ending, settledMove[req.end], now, { ended_at: now.toISOString() }))) return null;
  return recordIn(trx, provider, ending, req, now);
}

/**
 * An ended payment's records: the hold's ledger records each part leaving it, the assignee's
 * wallet is credited his share (when the provider settles through the wallet), and both parties
 * are told. The events are for after the commit.
 */
async function recordIn(
  trx: Trx,
  provider: GuaranteeProvider,
  ending: GuaranteeRow,
  req: EndRequest,
  now: Date,
): Promise<OutgoingEvent[]> {
  const at = now.toISOString();
  // A split left half-done earlier has its refund's line already.
  const written = new Set(
    (
      await trx
        .selectFrom('guaranteed_payment_entries')
        .select('kind')
        .where('payment_id', '=', ending.id)
        .execute()
    ).map((e) => e.kind),
  );
  const parts = (
    [
      ['released', ending.released],
      ['fee', ending.fee_kept],
      ['refunded', ending.refunded],
    ] as const
  ).filter(([kind, amount]) => amount > 0 && !written.has(kind));
  if (parts.length > 0)
    await trx
      .insertInto('guaranteed_payment_entries')
      .values(parts.map(([kind, amount]) => ledgerLine(ending, kind, amount, at)))
      .execute();
  if (provider.releasesToWallet && ending.released > 0) {
    await lockUser(trx, ending.assignee_id);
    await appendEntries(trx as Transaction<Database>, [
      {
        userId: ending.assignee_id,
        kind: 'guarantee_release',
        amount: ending.released,
        guaranteedPaymentId: ending.id,
        note: `Görev #${ending.mission_id}`,
        at,
      },
    ]);
  }
  const text =
    req.end === 'refund'
      ? endTexts.refund(tlText(ending.refunded))
      : endTexts[req.end](tlText(ending.released));
  const message = req.reason ? `${text} Gerekçe: ${req.reason}` : text;
  return writeNotifications(
    trx,
    [ending.owner_id, ending.assignee_id],
    { type: 'guarantee', missionId: ending.mission_id, title: 'Güvenceli Ödeme', message },
    now,
  );
}

/**
 * A sandbox payment's whole ending inside the caller's transaction: held → releasing | refunding →
 * final in one UPDATE (on PostgreSQL a second UPDATE of a row this transaction already changed
 * re-checks its foreign keys, share-locking both parties' user rows before the wallet's row lock:
 * two endings for the same assignee then deadlock). When the sandbox refuses, the error rolls the
 * transaction back and the money stays held. Null: the payment was no longer held.
 */
async function endHoldIn(
  trx: Trx,
  row: GuaranteeRow,
  req: EndRequest,
  now: Date,
): Promise<OutgoingEvent[] | null> {
  const provider = guaranteeProvider(row.provider);
  if (provider.remote) throw new Error(`a ${row.provider} payment is not ended inside a transaction`);
  const ending = await beginIn(trx, row, req, now, true);
  if (!ending) return null;
  await callProvider(provider, ending, now);
  return recordIn(trx, provider, ending, req, now);
}

/** Checks the payment as read in the ending's first transaction: false skips it; it may throw. */
type EndGuard = (trx: Trx, row: GuaranteeRow) => Promise<boolean>;
/** Written in the transaction of the final move (the operator's audit line). */
type AfterEnd = (trx: Trx, before: GuaranteeRow) => Promise<void>;

/**
 * Ends a payment outside any transaction, for every provider: `guard` checks it as read; the
 * sandbox then ends it in that same transaction, iyzico as described at the top. Answers the
 * published events, or null when the guard skipped it or someone else ended it first. A refusal
 * of the provider is 502 and the payment is held again, as it was.
 */
export async function endHold(
  db: Db,
  deps: EndDeps,
  paymentId: number,
  req: EndRequest,
  guard: EndGuard,
  after: AfterEnd = () => Promise.resolve(),
): Promise<OutgoingEvent[] | null> {
  const now = deps.now();
  const begun = await db.transaction().execute(async (trx) => {
    const row = await readRow(trx, { id: paymentId });
    if (!row || !(await guard(trx, row))) return null;
    const provider = guaranteeProvider(row.provider, deps.iyzico);
    if (!provider.remote) {
      const events = await endHoldIn(trx, row, req, now);
      if (events) await after(trx, row);
      return { done: events };
    }
    const ending = await beginIn(trx, row, req, now);
    if (ending) await scheduleRecovery(trx, ending, now);
    return ending ? { before: row, ending, provider } : null;
  });
  if (!begun) return null;
  if ('done' in begun) {
    if (begun.done) await deps.publish(begun.done);
    return begun.done ?? null;
  }
  const { before, ending, provider } = begun;
  try {
    await callProvider(provider, ending, now);
  } catch (err) {
    deps.log?.error({ err, paymentId }, 'guaranteed payment: the provider did not end it');
    if (err instanceof PartlyEnded) {
      // The owner's part left the hold and cannot come back: recorded, and the payment stays in
      // releasing until the recovery or an operator finishes it (decision 016).
      await recordRefundLeft(db, ending, now);
      throw new HttpError(502, guaranteeMessages.providerUnavailable);
    }
    // A refusal: nothing left the hold. No answer: what happened is unknown, so the payment stays
    // as it is and the recovery asks the provider later.
    if (provider.refused(err)) await backToHeld(db, ending, now, before.frozen);
    throw new HttpError(502, guaranteeMessages.providerUnavailable);
  }
  const events = await db.transaction().execute(async (trx) => {
    const done = await settleIn(trx, provider, ending, req, now);
    if (done) await after(trx, before);
    return done;
  });
  if (events) await deps.publish(events);
  return events;
}

/** Why a held payment waits for an operator: an open dispute, or a late cancellation. Null: it does not. */
export async function frozenBy(trx: Trx, row: GuaranteeRow): Promise<string | null> {
  if (row.frozen === 1) return guaranteeMessages.awaitingOperator;
  return (await hasRow(trx, 'disputes', { mission_id: row.mission_id, status: 'open' }))
    ? guaranteeMessages.disputeOpen
    : null;
}

/** An ending decided inside another change's transaction, to run after it (iyzico's payments). */
export interface QueuedEnd {
  paymentId: number;
  end: 'release' | 'refund';
  by: 'owner' | 'report' | 'cancel';
}

/**
 * Ends a held payment from inside another change's transaction (the owner's confirmation, the
 * report's acceptance, a cancellation, a callback that cannot assign). The sandbox's ending is
 * written there; iyzico's is queued as a durable delivery in that same transaction and runs after
 * it (runQueuedEnd), so no call to iyzico is made while the transaction is open.
 */
export async function endOrQueueIn(
  trx: Trx,
  row: GuaranteeRow,
  req: EndRequest & { end: QueuedEnd['end']; by: QueuedEnd['by'] },
  now: Date,
): Promise<OutgoingEvent[]> {
  if (row.provider === 'sandbox') return (await endHoldIn(trx, row, req, now)) ?? [];
  await enqueueDelivery(
    trx,
    'guarantee_end',
    row.mission_id,
    { paymentId: row.id, end: req.end, by: req.by },
    now,
  );
  return [];
}

/**
 * The queued ending's delivery: still held (and, for a release, not frozen by a dispute or a late
 * cancellation), it ends now. A refusal throws, the payment is held again, and the deliveries retry
 * the job later; a payment ended meanwhile by someone else is left as it is.
 */
export async function runQueuedEnd(db: Db, deps: EndDeps, job: QueuedEnd): Promise<void> {
  await endHold(db, deps, job.paymentId, { end: job.end, by: job.by, reason: null }, async (trx, row) => {
    if (row.state !== 'held') return false;
    return job.end === 'refund' || (await frozenBy(trx, row)) === null;
  });
}
