import crypto from 'node:crypto';
import {
  type CardInput,
  type GuaranteeCallbackPayload,
  type GuaranteeDecisionPayload,
  type GuaranteeView,
  SANDBOX_3DS_CODE,
  cancellationOutcome,
  cardDigits,
  cardErrors,
  cardMessages,
  guaranteeAmounts,
  guaranteeMessages,
  guaranteeStateTexts,
  isGuaranteePending,
  isValidSplit,
  kurusToTl,
  plannedInstant,
  reservationEnds,
  sandboxTestCards,
  tlToKurus,
} from '@meslektas/domain';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { Actor } from '../admin/accounts.ts';
import { auditChange } from '../admin/audit.ts';
import { readTuning } from '../constants.ts';
import type { ChangeDeps, Db, ServiceDeps } from '../deps.ts';
import { assignIn } from '../missions/assign.ts';
import type { OutgoingEvent } from '../notifications/notify.ts';
import { sandboxSecret, signSettlement, verifySettlement } from '../payments/sandbox.ts';
import { type EndDeps, type EndRequest, endHold, endOrQueueIn, frozenBy } from './ending.ts';
import { ensureSubMerchant } from './onboarding.ts';
import { type GuaranteeRow, type Trx, moveFrom, readRow } from './rows.ts';

export { type GuaranteeRow, readRow } from './rows.ts';

const sandboxMessages = {
  insufficientFunds: 'Kartınızın limiti yetersiz.',
  unknownCard: 'Kart, deneme ortamında tanımlı değil.',
  wrongCode: '3-D Secure doğrulaması başarısız.',
} as const;

/** The answer to selectUser on a guaranteed task: the payment starts, the assignment waits for it. */
export const GUARANTEE_STARTED = 'Seçiminiz için ödeme bekleniyor. Ödeme tamamlandığında atama yapılacak.';

/**
 * Choosing an applicant on a guaranteed task (selectUser calls it once the choice is valid): a card
 * attempt starts for that applicant, who is reserved for the reservation minutes; the task stays
 * open and unassigned until the payment is held. Choosing the same applicant again during the
 * reservation answers the same attempt; another applicant is refused until it expires, fails or is
 * abandoned, which frees the task for a new attempt. With iyzico configured the payment goes
 * through its marketplace, and the applicant becomes a sub-merchant first (onboarding.ts).
 */
export async function startGuarantee(
  db: Db,
  deps: Pick<ChangeDeps, 'now'> & Partial<Pick<ServiceDeps, 'iyzico' | 'publish' | 'log'>>,
  mission: { id: number; owner_id: number; price: number },
  assigneeId: number,
): Promise<GuaranteeRow> {
  const now = deps.now();
  if (mission.price <= 0) throw new HttpError(422, guaranteeMessages.noBudget);
  if (deps.iyzico) await ensureSubMerchant(db, deps, deps.iyzico, mission.id, assigneeId);
  const tuning = await readTuning(db);
  const amounts = guaranteeAmounts(mission.price, tuning.guvence_hizmet_bedeli_yuzde);
  const attempt = {
    assignee_id: assigneeId,
    provider: deps.iyzico ? ('iyzico' as const) : ('sandbox' as const),
    // Ours until iyzico's checkout token replaces it.
    provider_ref: crypto.randomUUID(),
    provider_item_ref: null,
    provider_payment_ref: null,
    checkout_url: null,
    budget: amounts.budget,
    fee: amounts.fee,
    total: amounts.total,
    reserved_until: reservationEnds(now, tuning.guvence_rezervasyon_dakika).toISOString(),
    card_last4: null,
    failure_reason: null,
  };
  for (;;) {
    const row = await readRow(db, { missionId: mission.id });
    if (!row) {
      const inserted = await db
        .insertInto('guaranteed_payments')
        .values({
          mission_id: mission.id,
          owner_id: mission.owner_id,
          state: 'created',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          ...attempt,
        })
        .onConflict((oc) => oc.column('mission_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return inserted;
      continue;
    }
    if (isGuaranteePending(row.state)) {
      const reserved = row.reserved_until !== null && new Date(row.reserved_until) > now;
      if (reserved && row.assignee_id === assigneeId) return row;
      if (reserved) throw new HttpError(409, guaranteeMessages.reserved);
      // The reservation is over: the attempt is abandoned, and a new one may start below.
      await moveFrom(db, row, 'expired', now, { failure_reason: 'Rezervasyon süresi doldu.' });
      continue;
    }
    if (row.state === 'failed' || row.state === 'abandoned') {
      const retried = await db
        .updateTable('guaranteed_payments')
        .set({ ...attempt, state: 'created', attempt: row.attempt + 1, updated_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .where('attempt', '=', row.attempt)
        .returningAll()
        .executeTakeFirst();
      if (retried) return retried;
      continue;
    }
    throw new HttpError(409, guaranteeMessages.alreadyPaid);
  }
}

/** The owner's attempt; anyone else's is 404, so ids reveal nothing. */
async function ownAttempt(db: Db, user: UserRow, id: number): Promise<GuaranteeRow> {
  const row = await readRow(db, { id });
  if (!row || row.owner_id !== user.id) throw new HttpError(404, guaranteeMessages.notFound);
  return row;
}

/** A callback as the sandbox "bank" sends it: the payload and its signature. */
export interface SignedGuaranteeCallback {
  payload: GuaranteeCallbackPayload;
  signature: string;
}

/** The sandbox "bank"'s signed callback for the payment's current attempt. */
export async function signedCallback(
  db: Db,
  row: Pick<GuaranteeRow, 'id' | 'provider_ref'>,
  reason: string | null,
): Promise<SignedGuaranteeCallback> {
  const payload = {
    payment_id: row.id,
    reference: row.provider_ref,
    result: reason ? ('failure' as const) : ('success' as const),
    reason,
  };
  return { payload, signature: signSettlement(await sandboxSecret(db), settlementOf(payload)) };
}

const settlementOf = (p: GuaranteeCallbackPayload) => ({
  paymentId: p.payment_id,
  reference: p.reference,
  result: p.result,
  reason: p.reason,
});

/**
 * The sandbox's card form for a guaranteed payment (the documented test cards, as for Pro): the
 * 3-D Secure card moves it to pending_3ds; any other card is answered by the returned signed
 * callback, which the route delivers to the callback like a provider would.
 */
export async function submitGuaranteeCard(
  db: Db,
  deps: Pick<ChangeDeps, 'now'>,
  user: UserRow,
  id: number,
  card: CardInput,
): Promise<{ row: GuaranteeRow; callback: SignedGuaranteeCallback | null }> {
  const row = await ownAttempt(db, user, id);
  if (row.state !== 'created') throw new HttpError(409, guaranteeMessages.alreadyPaid);
  const errors = cardErrors(card, deps.now());
  const fields = Object.entries(errors).map(([field, message]) => ({ field, message: message! }));
  if (fields.length > 0) {
    throw new HttpError(422, fields[0]!.message, {
      errors: Object.fromEntries(fields.map((f) => [f.field, [f.message]])),
    });
  }
  const digits = cardDigits(card.number);
  const is = (test: string) => cardDigits(test) === digits;
  if (is(sandboxTestCards.threeDSecure)) {
    if (!(await moveFrom(db, row, 'card_3ds', deps.now(), { card_last4: digits.slice(-4) })))
      throw new HttpError(409, guaranteeMessages.alreadyPaid);
    return { row: (await readRow(db, { id }))!, callback: null };
  }
  const reason = is(sandboxTestCards.success)
    ? null
    : is(sandboxTestCards.insufficientFunds)
      ? sandboxMessages.insufficientFunds
      : sandboxMessages.unknownCard;
  return { row, callback: await signedCallback(db, row, reason) };
}

/** The 3-D Secure step: the right code pays, any other fails; both by the returned signed callback. */
export async function submitGuaranteeCode(
  db: Db,
  user: UserRow,
  id: number,
  code: string,
): Promise<SignedGuaranteeCallback> {
  const row = await ownAttempt(db, user, id);
  if (row.state !== 'pending_3ds') throw new HttpError(409, 'Bu ödeme doğrulama kodu beklemiyor.');
  if (!/^\d{6}$/.test(code.trim()))
    throw new HttpError(422, cardMessages.code, { errors: { code: [cardMessages.code] } });
  return signedCallback(db, row, code.trim() === SANDBOX_3DS_CODE ? null : sandboxMessages.wrongCode);
}

export type CallbackOutcome = 'held' | 'failed' | 'refunded' | 'duplicate' | 'ignored';

/** A provider's verified result about one attempt (the sandbox's signed callback, iyzico's retrieve). */
export interface AttemptResult {
  paymentId: number;
  provider: GuaranteeRow['provider'];
  /** The attempt's reference at the provider; a result about another attempt is ignored. */
  reference: string;
  result: 'success' | 'failure';
  reason: string | null;
  /** What the provider names the held money by (iyzico: its paymentId and the item's transaction). */
  refs?: Pick<GuaranteeRow, 'provider_item_ref' | 'provider_payment_ref'>;
}

/**
 * A verified result about an attempt: a result about an attempt that is not the payment's current
 * one is ignored; a repeated one changes nothing. Success holds the money (a ledger entry of the
 * total) and assigns the task to the reserved applicant in the same transaction; when the task can
 * no longer be assigned (cancelled or assigned meanwhile) the money goes back to the owner.
 */
export async function settleAttempt(db: Db, deps: ChangeDeps, r: AttemptResult): Promise<CallbackOutcome> {
  const now = deps.now();
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('guaranteed_payments')
      .selectAll()
      .where('id', '=', r.paymentId)
      .where('provider', '=', r.provider)
      .where('provider_ref', '=', r.reference)
      .executeTakeFirst();
    if (!row) return { outcome: 'ignored' as const, events: [] };
    if (!isGuaranteePending(row.state)) return { outcome: 'duplicate' as const, events: [] };
    if (r.result === 'failure') {
      const failed = await moveFrom(trx, row, 'payment_failed', now, { failure_reason: r.reason });
      return { outcome: failed ? ('failed' as const) : ('duplicate' as const), events: [] };
    }
    const at = now.toISOString();
    if (!(await moveFrom(trx, row, 'paid', now, { held_at: at, reserved_until: null, ...r.refs })))
      return { outcome: 'duplicate' as const, events: [] };
    await trx
      .insertInto('guaranteed_payment_entries')
      .values({
        payment_id: row.id,
        kind: 'held',
        amount: row.total,
        provider_ref: row.provider_ref,
        created_at: at,
      })
      .execute();
    const owner = await trx
      .selectFrom('users')
      .select('name')
      .where('id', '=', row.owner_id)
      .executeTakeFirstOrThrow();
    const others = (
      await trx
        .selectFrom('applications')
        .select('user_id')
        .where('mission_id', '=', row.mission_id)
        .where('user_id', '<>', row.assignee_id)
        .execute()
    ).map((a) => a.user_id);
    const assigned = await assignIn(
      trx,
      { id: row.mission_id, owner_id: row.owner_id },
      owner,
      row.assignee_id,
      others,
      now,
    );
    if (assigned) return { outcome: 'held' as const, events: assigned };
    const held = (await readRow(trx, { id: row.id }))!;
    const refunded = await endOrQueueIn(trx, held, { end: 'refund', by: 'cancel', reason: null }, now);
    return { outcome: 'refunded' as const, events: refunded };
  });
  await deps.publish(done.events);
  return done.outcome;
}

/** The sandbox's signed callback: the signature is checked first (403 when it does not verify). */
export async function guaranteeCallback(
  db: Db,
  deps: ChangeDeps,
  payload: GuaranteeCallbackPayload,
  signature: string | undefined,
): Promise<CallbackOutcome> {
  if (!verifySettlement(await sandboxSecret(db), settlementOf(payload), signature))
    throw new HttpError(403, guaranteeMessages.badSignature);
  return settleAttempt(db, deps, {
    paymentId: payload.payment_id,
    provider: 'sandbox',
    reference: payload.reference,
    result: payload.result,
    reason: payload.reason,
  });
}

/** Releases a task's held payment unless it is frozen; nothing when there is none. Events for after the commit. */
async function releaseIn(
  trx: Trx,
  missionId: number,
  by: 'owner' | 'report',
  now: Date,
): Promise<OutgoingEvent[]> {
  const row = await readRow(trx, { missionId });
  if (!row || row.state !== 'held' || (await frozenBy(trx, row))) return [];
  return endOrQueueIn(trx, row, { end: 'release', by, reason: null }, now);
}

/**
 * The owner marked the task completed (markAsCompleted, in its transaction): the hold is released
 * (an iyzico payment's release is queued to run after that transaction).
 */
export function releaseOnOwnerConfirmed(trx: Trx, missionId: number, now: Date): Promise<OutgoingEvent[]> {
  return releaseIn(trx, missionId, 'owner', now);
}

/**
 * The owner accepted the outcome report: call in the acceptance's transaction and publish the
 * answered events after it commits. Nothing happens for a task without a held payment, or while
 * a dispute is open.
 */
export function releaseOnReportAccepted(trx: Trx, missionId: number, now: Date): Promise<OutgoingEvent[]> {
  return releaseIn(trx, missionId, 'report', now);
}

/** The auto-release delivery: releases when due, still held and not frozen; otherwise nothing. */
export async function autoRelease(db: Db, deps: EndDeps, paymentId: number): Promise<boolean> {
  const now = deps.now();
  const events = await endHold(
    db,
    deps,
    paymentId,
    { end: 'release', by: 'auto', reason: null },
    async (trx, row) =>
      row.state === 'held' &&
      row.auto_release_at !== null &&
      new Date(row.auto_release_at) <= now &&
      (await frozenBy(trx, row)) === null,
  );
  return events !== null;
}

/**
 * A task with a guaranteed payment was cancelled (a confirmed cancel request, or the owner's own
 * cancellation), in the cancellation's transaction. Held: before the planned time everything goes
 * back to the owner; at or after it the hold freezes until an operator decides. Still pending: the
 * attempt is abandoned (a late success callback then refunds, as the task cannot be assigned).
 */
export async function refundOnCancel(
  trx: Trx,
  mission: { id: number; plan_date: string; plan_time: string | null },
  now: Date,
): Promise<OutgoingEvent[]> {
  const row = await readRow(trx, { missionId: mission.id });
  if (!row) return [];
  if (isGuaranteePending(row.state)) {
    await moveFrom(trx, row, 'expired', now, { failure_reason: 'Görev iptal edildi.' });
    return [];
  }
  if (row.state !== 'held') return [];
  if (cancellationOutcome(plannedInstant(mission.plan_date, mission.plan_time), now) === 'refund')
    return endOrQueueIn(trx, row, { end: 'refund', by: 'cancel', reason: null }, now);
  await trx
    .updateTable('guaranteed_payments')
    .set({ frozen: 1, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('state', '=', 'held')
    .execute();
  return [];
}

/**
 * The operator's decision on a held payment (disputed, frozen by a late cancellation, or any held
 * one): release, refund, or split with the assignee's share, always with a reason, written to the
 * audit log in the transaction of the final move; both parties are told. A payment no longer held
 * (or being ended) is 409; a provider that refuses is 502 and the payment stays held.
 */
export async function decideGuarantee(
  db: Db,
  deps: EndDeps,
  actor: Actor,
  paymentId: number,
  decision: GuaranteeDecisionPayload,
): Promise<GuaranteeRow> {
  const reason = decision.reason.trim();
  if (!reason)
    throw new HttpError(422, guaranteeMessages.reasonRequired, {
      errors: { reason: [guaranteeMessages.reasonRequired] },
    });
  const share = decision.decision === 'split' ? tlToKurus(decision.assignee_amount) : undefined;
  const req: EndRequest = {
    end: decision.decision,
    by: 'operator',
    reason,
    operatorId: actor.operatorId,
    ...(share !== undefined ? { assigneeShare: share } : {}),
  };
  const guard = (_trx: Trx, row: GuaranteeRow) => {
    if (row.state !== 'held')
      throw new HttpError(409, guaranteeMessages[isGuaranteePending(row.state) ? 'notHeld' : 'alreadyDone']);
    if (share !== undefined && !isValidSplit(row, share))
      throw new HttpError(422, guaranteeMessages.splitRange, {
        errors: { assignee_amount: [guaranteeMessages.splitRange] },
      });
    return Promise.resolve(true);
  };
  const audit = async (trx: Trx, before: GuaranteeRow) => {
    const after = (await readRow(trx, { id: paymentId }))!;
    await auditChange(
      trx,
      actor,
      'guarantee.decide',
      { type: 'guarantee', id: before.id },
      { state: before.state },
      { state: after.state, released: after.released, refunded: after.refunded, reason },
    );
  };
  const exists = await readRow(db, { id: paymentId });
  if (!exists) throw new HttpError(404, guaranteeMessages.notFound);
  const done = await endHold(db, deps, paymentId, req, guard, audit);
  if (!done) throw new HttpError(409, guaranteeMessages.alreadyDone);
  return (await readRow(db, { id: paymentId }))!;
}

export function toGuaranteeView(row: GuaranteeRow, frozen: boolean): GuaranteeView {
  return {
    id: row.id,
    mission_id: row.mission_id,
    state: row.state,
    state_text: guaranteeStateTexts[row.state],
    budget: kurusToTl(row.budget),
    fee: kurusToTl(row.fee),
    total: kurusToTl(row.total),
    released: kurusToTl(row.released),
    refunded: kurusToTl(row.refunded),
    reserved_until: isGuaranteePending(row.state) ? row.reserved_until : null,
    auto_release_at: row.state === 'held' ? row.auto_release_at : null,
    frozen,
  };
}

/**
 * The task's payment as its two parties see it: the owner, and the applicant it pays for (the
 * assignee once held). Anyone else is 403; a task without one is 404.
 */
export async function guaranteeForParty(db: Db, user: UserRow, missionId: number): Promise<GuaranteeView> {
  const row = await readRow(db, { missionId });
  if (!row) throw new HttpError(404, guaranteeMessages.notFound);
  if (row.owner_id !== user.id && row.assignee_id !== user.id)
    throw new HttpError(403, guaranteeMessages.partiesOnly);
  return toGuaranteeView(row, row.state === 'held' && (await frozenBy(db, row)) !== null);
}
