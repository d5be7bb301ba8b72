/**
 * The money mix of güvenceli ödeme, shared by its concurrency test and bench/guaranteed-payments.ts:
 * many held payments, then operations sent all at once that mix owners' completion confirmations,
 * operator decisions (release, refund, split), duplicate callbacks, confirmed cancel requests,
 * auto-releases and disputes opening. Every payment gets at least one operator decision, so each
 * must end in exactly one final state; `checkMoney` then checks every kuruş.
 */
import { type GuaranteeState, isGuaranteeFinal, istanbulDay } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../src/db/schema.ts';
import { HttpError } from '../../src/errors.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { answerCancelRequest } from '../../src/services/cancel-requests/cancel-requests.ts';
import type { ChangeDeps } from '../../src/services/deps.ts';
import {
  type SignedGuaranteeCallback,
  autoRelease,
  decideGuarantee,
  guaranteeCallback,
  startGuarantee,
} from '../../src/services/guaranteed-payments/guaranteed-payments.ts';
import { markAsCompleted } from '../../src/services/missions/progress.ts';
import { sandboxSecret, signSettlement } from '../../src/services/payments/sandbox.ts';
import { balanceOf } from '../../src/services/wallet/ledger.ts';

type Db = Kysely<Database>;
const DAY_MS = 24 * 3_600_000;
/** A task category without a planned time (Çağlayan). */
const CATEGORY = 2;
/** The service fee of the mix's payments (guvence_hizmet_bedeli_yuzde). */
const MIX_FEE_PERCENT = 3;

export interface Seeded {
  paymentId: number;
  missionId: number;
  owner: UserRow;
  assigneeId: number;
  requestId: number;
  callback: SignedGuaranteeCallback;
}

let serial = 0;
async function person(db: Db, role: 'lawyer' | 'operator', now: Date): Promise<UserRow> {
  serial += 1;
  const n = `${process.pid % 1000}${String(serial).padStart(6, '0')}`;
  const at = now.toISOString();
  return db
    .insertInto('users')
    .values({
      name: `Av. Güvence ${n}`,
      email: `guvence${n}@example.com`,
      telephone: `0533${n.slice(-7)}`,
      password_hash: 'x',
      baro_id: role === 'lawyer' ? ISTANBUL_BAROSU_ID : null,
      role,
      sms_verified_at: at,
      email_verified_at: at,
      status: 'active',
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `count` held payments between a few owners and assignees, each with a pending cancel request. */
export async function seedHeldPayments(
  db: Db,
  deps: ChangeDeps,
  count: number,
): Promise<{ seeded: Seeded[]; operatorId: number }> {
  const now = deps.now();
  const owners: UserRow[] = [];
  const assignees: UserRow[] = [];
  for (let i = 0; i < 8; i++) owners.push(await person(db, 'lawyer', now));
  for (let i = 0; i < 8; i++) assignees.push(await person(db, 'lawyer', now));
  const operator = await person(db, 'operator', now);
  // A service fee, so the platform's share is accounted for too.
  await db
    .updateTable('constants')
    .set({ description: String(MIX_FEE_PERCENT) })
    .where('name', '=', 'guvence_hizmet_bedeli_yuzde')
    .execute();
  const secret = await sandboxSecret(db);
  const seeded: Seeded[] = [];
  for (let i = 0; i < count; i++) {
    const owner = owners[i % owners.length]!;
    const assignee = assignees[(i * 3) % assignees.length]!;
    const price = 10_000 + ((i * 7_919) % 90_000);
    const mission = await db
      .insertInto('missions')
      .values({
        owner_id: owner.id,
        baro_id: ISTANBUL_BAROSU_ID,
        adliye_id: CAGLAYAN_ADLIYESI_ID,
        category_id: CATEGORY,
        price,
        // Half planned in the past: a confirmed cancellation then freezes instead of refunding.
        plan_date: istanbulDay(new Date(now.getTime() + (i % 2 === 0 ? 3 : -2) * DAY_MS)),
        detail: 'Güvenceli ödeme yük testi.',
        guaranteed: 1,
        created_at: new Date(now.getTime() - 3 * DAY_MS).toISOString(),
        window_started_at: new Date(now.getTime() - 3 * DAY_MS).toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const row = await startGuarantee(db, deps, mission, assignee.id);
    const payload = {
      payment_id: row.id,
      reference: row.provider_ref,
      result: 'success' as const,
      reason: null,
    };
    const callback = {
      payload,
      signature: signSettlement(secret, {
        paymentId: row.id,
        reference: row.provider_ref,
        result: 'success',
        reason: null,
      }),
    };
    await guaranteeCallback(db, deps, callback.payload, callback.signature);
    // Due already: an auto-release of any of them may run in the mix.
    await db
      .updateTable('guaranteed_payments')
      .set({ auto_release_at: new Date(now.getTime() - 1).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const request = await db
      .insertInto('cancel_requests')
      .values({
        mission_id: mission.id,
        requester_id: assignee.id,
        recipient_id: owner.id,
        type_value: 'other',
        type_text: 'Diğer',
        status: 'pending',
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seeded.push({
      paymentId: row.id,
      missionId: mission.id,
      owner,
      assigneeId: assignee.id,
      requestId: request.id,
      callback,
    });
  }
  return { seeded, operatorId: operator.id };
}

export const operationKinds = [
  'owner_confirms',
  'decide_release',
  'decide_refund',
  'decide_split',
  'duplicate_callback',
  'cancel_confirmed',
  'auto_release',
  'dispute_opened',
] as const;
type OperationKind = (typeof operationKinds)[number];

/** A small deterministic generator, so a failing mix can be run again. */
function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface MixResult {
  done: Record<OperationKind, number>;
  refused: number;
  /** Anything but a refusal in Turkish (409/422): must stay empty. */
  unexpected: unknown[];
}

/**
 * `total` operations over the seeded payments, sent at once: first one operator decision per
 * payment, the rest chosen at random; shuffled. A refusal (409) is an expected answer for the
 * losers of a race; any other error is reported as unexpected.
 */
export async function runMix(
  db: Db,
  deps: ChangeDeps,
  seeded: Seeded[],
  operatorId: number,
  total: number,
  seed = 28,
): Promise<MixResult> {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const plan: [OperationKind, Seeded][] = seeded.map((s) => [
    pick(['decide_release', 'decide_refund', 'decide_split'] as const),
    s,
  ]);
  while (plan.length < total) plan.push([pick(operationKinds), pick(seeded)]);
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  const done = Object.fromEntries(operationKinds.map((k) => [k, 0])) as Record<OperationKind, number>;
  const result: MixResult = { done, refused: 0, unexpected: [] };
  const actor = () => ({ operatorId, now: deps.now() });
  const one = async (kind: OperationKind, s: Seeded): Promise<unknown> => {
    switch (kind) {
      case 'owner_confirms':
        return markAsCompleted(db, deps, s.owner, { id: s.missionId });
      case 'decide_release':
      case 'decide_refund':
        return decideGuarantee(db, deps, actor(), s.paymentId, {
          decision: kind === 'decide_release' ? 'release' : 'refund',
          reason: 'Yük testi kararı',
        });
      case 'decide_split':
        return decideGuarantee(db, deps, actor(), s.paymentId, {
          decision: 'split',
          reason: 'Yük testi paylaştırma',
          assignee_amount: 50,
        });
      case 'duplicate_callback':
        return guaranteeCallback(db, deps, s.callback.payload, s.callback.signature);
      case 'cancel_confirmed':
        return answerCancelRequest(db, deps, s.owner, { req_id: s.requestId, action: 'confirm' });
      case 'auto_release':
        return autoRelease(db, deps, s.paymentId);
      case 'dispute_opened':
        return db
          .insertInto('disputes')
          .values({
            mission_id: s.missionId,
            opener_id: s.assigneeId,
            owner_id: s.owner.id,
            assignee_id: s.assigneeId,
            status: 'open',
            created_at: deps.now().toISOString(),
          })
          .onConflict((oc) => oc.column('mission_id').doNothing())
          .execute();
    }
  };
  await Promise.all(
    plan.map(async ([kind, s]) => {
      try {
        await one(kind, s);
        done[kind] += 1;
      } catch (err) {
        if (err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 422))
          result.refused += 1;
        else result.unexpected.push(err);
      }
    }),
  );
  return result;
}

export interface MoneyCheck {
  payments: number;
  states: Record<string, number>;
  paid: number;
  released: number;
  fees: number;
  refunded: number;
  stillHeld: number;
  /** Each a sentence about what broke; empty when every invariant holds. */
  broken: string[];
}

/**
 * Every kuruş accounted for: each payment in one final state, released + fee + refunded = paid
 * per payment and overall, the held-money ledger summing to zero per ended payment and matching
 * its columns, one wallet credit of exactly the released share, and no wallet below zero.
 */
export async function checkMoney(db: Db, paymentIds: number[]): Promise<MoneyCheck> {
  const rows = await db.selectFrom('guaranteed_payments').selectAll().where('id', 'in', paymentIds).execute();
  const entries = await db
    .selectFrom('guaranteed_payment_entries')
    .selectAll()
    .where('payment_id', 'in', paymentIds)
    .execute();
  const credits = await db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('guaranteed_payment_id', 'in', paymentIds)
    .execute();
  const broken: string[] = [];
  const states: Record<string, number> = {};
  const check: MoneyCheck = {
    payments: rows.length,
    states,
    paid: 0,
    released: 0,
    fees: 0,
    refunded: 0,
    stillHeld: 0,
    broken,
  };
  for (const r of rows) {
    states[r.state] = (states[r.state] ?? 0) + 1;
    const mine = entries.filter((e) => e.payment_id === r.id);
    const sum = (kind: string) => mine.filter((e) => e.kind === kind).reduce((t, e) => t + e.amount, 0);
    const final = isGuaranteeFinal(r.state as GuaranteeState);
    if (!final) broken.push(`payment ${r.id} ended in ${r.state}`);
    if (sum('held') !== r.total) broken.push(`payment ${r.id}: held ${sum('held')} ≠ paid ${r.total}`);
    if (r.released + r.fee_kept + r.refunded !== (final ? r.total : 0))
      broken.push(`payment ${r.id}: released + fee + refunded ≠ paid`);
    if (-sum('released') !== r.released || -sum('fee') !== r.fee_kept || -sum('refunded') !== r.refunded)
      broken.push(`payment ${r.id}: ledger and row disagree`);
    const myCredits = credits.filter((c) => c.guaranteed_payment_id === r.id);
    if (myCredits.reduce((t, c) => t + c.amount, 0) !== r.released || myCredits.length > 1)
      broken.push(`payment ${r.id}: wallet credit ≠ released`);
    const kinds = { released: 'released', refunded: 'refunded', split: 'split' } as const;
    if (final && r.state !== kinds[r.state as keyof typeof kinds]) broken.push(`payment ${r.id}: state`);
    check.paid += r.total;
    check.released += r.released;
    check.fees += r.fee_kept;
    check.refunded += r.refunded;
    check.stillHeld += mine.reduce((t, e) => t + e.amount, 0);
  }
  if (check.released + check.fees + check.refunded + check.stillHeld !== check.paid)
    broken.push('overall: released + fees + refunded + held ≠ paid');
  const wallets = [...new Set(rows.map((r) => r.assignee_id))];
  for (const id of wallets) if ((await balanceOf(db, id)) < 0) broken.push(`wallet of ${id} is negative`);
  return check;
}
