import { composeTurkishIban } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { adjustWallet, balanceOf } from '../../src/services/wallet/ledger.ts';

export const ZIRAAT_IBAN = composeTurkishIban('00010', '12345678');
export const GARANTI_IBAN = composeTurkishIban('00062', '4400017');

/** A payout request body as the form sends it. */
export const payoutForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Av. Ayşe Yılmaz',
  bank_name: 'T.C. Ziraat Bankası',
  iban: ZIRAAT_IBAN,
  price: 150,
  ...overrides,
});

/** Gives a lawyer a balance the way an operator would: one adjustment entry (kuruş). */
export function fund(app: FastifyInstance, userId: number, kurus: number) {
  return adjustWallet(app.db, { userId, amount: kurus, note: 'Test bakiyesi', now: app.now() });
}

/** The ledger's sum and the balance the User record shows must be the same number. */
export async function ledgerSum(app: FastifyInstance, userId: number): Promise<number> {
  const rows = await app.db
    .selectFrom('wallet_entries')
    .select('amount')
    .where('user_id', '=', userId)
    .execute();
  return rows.reduce((sum, r) => sum + r.amount, 0);
}

export { balanceOf };
