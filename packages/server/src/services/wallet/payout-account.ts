import {
  type PayoutAccount,
  type PayoutAccountPayload,
  payoutAccountMessages,
  tcKimlikMessages,
} from '@meslektas/domain';
import type { UserRow } from '../../db/schema.ts';
import { HttpError, fieldError } from '../../errors.ts';
import type { Db, ServiceDeps } from '../deps.ts';
import { type PaidAccount, lastPayoutAccount, subMerchantInput } from '../guaranteed-payments/onboarding.ts';
import { updateSubMerchant } from '../payments/iyzico-marketplace.ts';
import { lockTc } from '../profile/authority-document.ts';

/**
 * The payout account call's answer: his account (null before he gives one), without one where he
 * is paid meanwhile (his latest payout request's account), and whether his T.C. number is missing.
 */
export interface PayoutAccountAnswer {
  data: PayoutAccount | null;
  from_payout: PaidAccount | null;
  tc_needed: boolean;
}

/** The lawyer's own payout account; nobody else's is ever read here. */
export async function payoutAccountOf(db: Db, userId: number): Promise<PayoutAccountAnswer> {
  const [account, user] = await Promise.all([
    db
      .selectFrom('payout_accounts')
      .select(['name', 'iban', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('users').select('tc').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const fromPayout = account ? undefined : await lastPayoutAccount(db, userId);
  return { data: account ?? null, from_payout: fromPayout ?? null, tc_needed: !user.tc };
}

/**
 * Saves where the lawyer is paid (docs/decisions/016). His T.C. number is taken (and locked) only
 * when his account has none. When he is already iyzico's sub-merchant and the IBAN or the name
 * changed, iyzico is told first (subMerchant.update, outside any transaction): if it refuses or
 * cannot be reached, the answer is 502 and nothing is stored, so what iyzico pays to and what the
 * page shows stay the same. Then the account, the T.C. number and what iyzico was told are one
 * transaction.
 */
export async function savePayoutAccount(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'log' | 'iyzico'>,
  user: Pick<UserRow, 'id'>,
  payload: PayoutAccountPayload,
): Promise<PayoutAccountAnswer> {
  const { tc } = await db
    .selectFrom('users')
    .select('tc')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const newTc = tc ? null : payload.tc;
  if (!tc && !newTc) throw fieldError('tc', tcKimlikMessages.required);
  const account = { name: payload.name, iban: payload.iban };
  const merchant = await db
    .selectFrom('sub_merchants')
    .select(['sub_merchant_key', 'iban', 'name'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const changed = merchant && (merchant.iban !== account.iban || merchant.name !== account.name);
  const tellIyzico = deps.iyzico && changed ? { config: deps.iyzico, key: merchant.sub_merchant_key } : null;
  if (tellIyzico) {
    try {
      // A sub-merchant exists only for a lawyer with a T.C. number, so the input is there.
      const input = await subMerchantInput(db, user.id, account);
      if (!input) throw new Error('sub-merchant without a T.C. number');
      await updateSubMerchant(tellIyzico.config, tellIyzico.key, input);
    } catch (err) {
      deps.log.error({ err, userId: user.id }, 'iyzico sub-merchant not updated');
      throw new HttpError(502, payoutAccountMessages.providerRefused);
    }
  }
  const now = deps.now().toISOString();
  await db.transaction().execute(async (trx) => {
    if (newTc) await lockTc(trx, user.id, { tc: newTc }, now);
    await trx
      .insertInto('payout_accounts')
      .values({ user_id: user.id, ...account, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...account, updated_at: now }))
      .execute();
    if (tellIyzico)
      await trx.updateTable('sub_merchants').set(account).where('user_id', '=', user.id).execute();
  });
  return payoutAccountOf(db, user.id);
}
