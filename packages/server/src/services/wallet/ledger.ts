import type { WalletEntryKind } from '@meslektas/domain';
import type { Kysely, Transaction } from 'kysely';
import { lockUser } from '../../db/locks.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The balance in kuruş: the sum of the lawyer's ledger entries. */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.val(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface NewEntry {
  userId: number;
  kind: WalletEntryKind;
  /** Signed kuruş. */
  amount: number;
  payoutId?: number;
  referralRewardId?: number;
  guaranteedPaymentId?: number;
  note?: string;
  at: string;
}

/** Appends entries (never updates one); call inside the transaction that holds the wallet lock. */
export async function appendEntries(trx: Transaction<Database>, entries: NewEntry[]): Promise<void> {
  await trx
    .insertInto('wallet_entries')
    .values(
      entries.map((e) => ({
        user_id: e.userId,
        kind: e.kind,
        amount: e.amount,
        payout_id: e.payoutId ?? null,
        referral_reward_id: e.referralRewardId ?? null,
        guaranteed_payment_id: e.guaranteedPaymentId ?? null,
        note: e.note ?? null,
        created_at: e.at,
      })),
    )
    .execute();
}

export class InsufficientBalanceError extends Error {
  constructor(readonly balance: number) {
    super('the adjustment would make the balance negative');
  }
}

/**
 * An operator's correction, positive or negative, with a reason. It never takes the balance below
 * zero; the balance already has pending payout requests held out of it, so what they hold stays
 * covered. `alongside` runs in the same transaction with the balance before and after (the
 * console writes its audit line there).
 */
export async function adjustWallet(
  db: Kysely<Database>,
  input: { userId: number; amount: number; note: string; now: Date },
  alongside?: (trx: Transaction<Database>, balance: { before: number; after: number }) => Promise<void>,
): Promise<number> {
  if (!Number.isInteger(input.amount) || input.amount === 0)
    throw new Error('an adjustment is whole, non-zero kuruş');
  return db.transaction().execute(async (trx) => {
    if (!(await lockUser(trx, input.userId))) throw new Error(`no user ${input.userId}`);
    const balance = await balanceOf(trx, input.userId);
    if (balance + input.amount < 0) throw new InsufficientBalanceError(balance);
    await appendEntries(trx, [
      {
        userId: input.userId,
        kind: 'adjustment',
        amount: input.amount,
        note: input.note,
        at: input.now.toISOString(),
      },
    ]);
    await alongside?.(trx, { before: balance, after: balance + input.amount });
    return balance + input.amount;
  });
}
