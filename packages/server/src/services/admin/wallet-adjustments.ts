import { ADMIN_PAGE_SIZE, type AdminWalletSummary, formatPrice, kurusToTl } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { InsufficientBalanceError, adjustWallet, balanceOf } from '../wallet/ledger.ts';
import type { Actor } from './accounts.ts';
import { writeAudit } from './audit.ts';
import { adminPage, adminPageOffset } from './page.ts';

type Db = Parameters<typeof balanceOf>[0];

const walletDeskMessages = {
  notFound: 'Hesap bulunamadı.',
  adjusted: 'Bakiye düzeltildi.',
  belowZero: (balance: number, held: number) =>
    `Bu düzeltme bakiyeyi sıfırın altına düşürür. Kullanılabilir bakiye ${formatPrice(kurusToTl(balance))}` +
    (held > 0
      ? `; bekleyen ödeme talepleri için ayrılan ${formatPrice(kurusToTl(held))} bu tutara dahil değildir.`
      : '.'),
} as const;

async function requireLawyer(db: Db, id: number): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('role', '=', 'lawyer')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, walletDeskMessages.notFound);
}

/** What the lawyer's pending payout requests hold, in kuruş. */
async function heldFor(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.val(0)).as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A lawyer's wallet as the console shows it: balance, held amount and his ledger, newest first. */
export async function getWallet(db: Kysely<Database>, userId: number, page: number) {
  await requireLawyer(db, userId);
  const entries = db.selectFrom('wallet_entries').where('user_id', '=', userId);
  const { n } = await entries.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(n);
  const rows = await entries
    .select(['id', 'kind', 'amount', 'payout_id', 'note', 'created_at'])
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset(adminPageOffset(page))
    .execute();
  return {
    balance: await balanceOf(db, userId),
    held: await heldFor(db, userId),
    entries: adminPage(rows, total, page),
  };
}

/**
 * An operator's correction: one more ledger entry with the reason as its note, and the audit line
 * with the balance before and after, in the wallet's locked transaction. A correction that would
 * take the balance below zero is refused (409) and changes nothing.
 */
export async function adjustWalletByOperator(
  db: Kysely<Database>,
  actor: Actor,
  userId: number,
  input: { amount: number; reason: string },
): Promise<{ message: string; data: AdminWalletSummary }> {
  await requireLawyer(db, userId);
  let held = 0;
  try {
    const balance = await adjustWallet(
      db,
      { userId, amount: input.amount, note: input.reason, now: actor.now },
      async (trx, { before, after }) => {
        held = await heldFor(trx, userId);
        await writeAudit(trx, {
          operatorId: actor.operatorId,
          action: 'wallet.adjust',
          subjectType: 'user',
          subjectId: userId,
          reason: input.reason,
          before: { balance: before, held },
          after: { balance: after, held, amount: input.amount },
          now: actor.now,
        });
      },
    );
    return { message: walletDeskMessages.adjusted, data: { balance, held } };
  } catch (err) {
    if (err instanceof InsufficientBalanceError) {
      throw new HttpError(409, walletDeskMessages.belowZero(err.balance, await heldFor(db, userId)));
    }
    throw err;
  }
}
