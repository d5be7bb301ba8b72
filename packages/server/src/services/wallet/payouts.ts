import {
  type Payout,
  type PayoutRequestPayload,
  payoutMessages,
  kurusToTl,
  payoutStatusTexts,
  tlToKurus,
} from '@meslektas/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { plainText } from '../text.ts';
import { lockUser } from '../../db/locks.ts';
import { appendEntries, balanceOf } from './ledger.ts';

const payoutFieldMessages = {
  name: 'Lütfen alıcı adını soyadını giriniz.',
  bankName: 'Lütfen banka adını giriniz.',
} as const;

/** The payout list shows the latest requests. */
const PAYOUT_LIST_LIMIT = 20;

type PayoutRow = Selectable<Database['payouts']>;

function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    name: row.name,
    iban: row.iban,
    bankName: row.bank_name,
    status: payoutStatusTexts[row.status],
    statusCode: row.status,
    price: kurusToTl(row.amount),
    created_at: row.created_at,
  };
}

export async function listPayouts(db: Kysely<Database>, userId: number): Promise<Payout[]> {
  const rows = await db
    .selectFrom('payouts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAYOUT_LIST_LIMIT)
    .execute();
  return rows.map(toPayout);
}

const samePayload = (row: PayoutRow, input: PayoutRequestPayload) =>
  row.name === input.name &&
  row.bank_name === input.bank_name &&
  row.iban === input.iban &&
  row.amount === tlToKurus(input.price);

/**
 * A payout request: at least the minimum (the schema checks it) and at most the balance. The
 * payout and the hold of its amount are written in the transaction that holds the wallet lock,
 * so requests sent at once can never hold more than the balance. A retry with the same
 * idempotency key answers the payout the first request created.
 */
export async function requestPayout(
  db: Kysely<Database>,
  input: { userId: number; payload: PayoutRequestPayload; idempotencyKey?: string | undefined; now: Date },
): Promise<{ payout: Payout; balance: number; replayed: boolean }> {
  const { userId } = input;
  // Lawyers' text is stored as plain text; a name that was only markup counts as missing.
  const payload = {
    ...input.payload,
    name: plainText(input.payload.name).trim(),
    bank_name: plainText(input.payload.bank_name).trim(),
  };
  const missing: Record<string, string[]> = {};
  if (!payload.name) missing.name = [payoutFieldMessages.name];
  if (!payload.bank_name) missing.bank_name = [payoutFieldMessages.bankName];
  const firstMissing = Object.values(missing)[0]?.[0];
  if (firstMissing) throw new HttpError(422, firstMissing, { errors: missing });
  const key = input.idempotencyKey ?? null;
  const amount = tlToKurus(payload.price);
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (key !== null) {
      const earlier = await trx
        .selectFrom('payouts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (earlier) {
        if (!samePayload(earlier, payload)) {
          throw new HttpError(422, payoutMessages.keyReused, {
            errors: { 'idempotency-key': [payoutMessages.keyReused] },
          });
        }
        return { payout: toPayout(earlier), balance: await balanceOf(trx, userId), replayed: true };
      }
    }
    const balance = await balanceOf(trx, userId);
    if (amount > balance) {
      const message = payoutMessages.insufficient(kurusToTl(balance));
      throw new HttpError(422, message, { errors: { price: [message] } });
    }
    const at = input.now.toISOString();
    const row = await trx
      .insertInto('payouts')
      .values({
        user_id: userId,
        name: payload.name,
        bank_name: payload.bank_name,
        iban: payload.iban,
        amount,
        status: 'pending',
        idempotency_key: key,
        created_at: at,
        decided_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendEntries(trx, [{ userId, kind: 'payout_hold', amount: -amount, payoutId: row.id, at }]);
    return { payout: toPayout(row), balance: balance - amount, replayed: false };
  });
}

export type PayoutDecision = 'done' | 'not_found' | 'not_pending';

/** Written in the decision's transaction (the audit line, the lawyer's notification), given the payout. */
export type AlongsideDecision = (
  trx: Transaction<Database>,
  payout: { user_id: number; amount: number },
) => Promise<void>;

/**
 * An operator decides a pending payout. Paid: the hold is released and the definitive debit
 * recorded in the same step, so the balance does not move. Rejected: the hold is released and the
 * amount is back in the balance. A decided payout stays as it is.
 */
async function decide(
  db: Kysely<Database>,
  payoutId: number,
  outcome: 'paid' | 'rejected',
  now: Date,
  alongside: AlongsideDecision | undefined,
): Promise<PayoutDecision> {
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('payouts')
      .select('user_id')
      .where('id', '=', payoutId)
      .executeTakeFirst();
    if (!owner) return 'not_found';
    await lockUser(trx, owner.user_id);
    const at = now.toISOString();
    const changed = await trx
      .updateTable('payouts')
      .set({ status: outcome, decided_at: at })
      .where('id', '=', payoutId)
      .where('status', '=', 'pending')
      .returning(['user_id', 'amount'])
      .executeTakeFirst();
    if (!changed) return 'not_pending';
    const release = {
      userId: changed.user_id,
      kind: 'payout_release' as const,
      amount: changed.amount,
      payoutId,
      at,
    };
    await appendEntries(
      trx,
      outcome === 'paid'
        ? [release, { userId: changed.user_id, kind: 'payout_paid', amount: -changed.amount, payoutId, at }]
        : [release],
    );
    await alongside?.(trx, changed);
    return 'done';
  });
}

export const markPayoutPaid = (
  db: Kysely<Database>,
  payoutId: number,
  now: Date,
  alongside?: AlongsideDecision,
) => decide(db, payoutId, 'paid', now, alongside);

export const rejectPayout = (
  db: Kysely<Database>,
  payoutId: number,
  now: Date,
  alongside?: AlongsideDecision,
) => decide(db, payoutId, 'rejected', now, alongside);
