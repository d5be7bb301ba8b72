import { composeTurkishIban } from '@meslektas/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { REFERRAL_REWARD_KURUS } from '../services/wallet/referral-rewards.ts';

const DAY = 86_400_000;

/** The demo lawyer whose wallet has a history: Burak (05550000004). */
export const DEMO_WALLET_BALANCE_KURUS = 2 * REFERRAL_REWARD_KURUS + 40_000 - 10_000;

/**
 * A wallet with a history for one demo lawyer: two colleagues who came through his referral link
 * (both verified and approved, so both rewarded), a campaign bonus from the operators, and a payout
 * of 100 TL already paid. His balance is 320 TL, enough for a payout request.
 */
export async function seedDemoWallet(
  trx: Transaction<Database>,
  lawyers: { owner: number; invitees: readonly number[] },
  now: Date,
): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const { owner, invitees } = lawyers;
  for (const [i, invitee] of invitees.entries()) {
    await trx.updateTable('users').set({ referrer_id: owner }).where('id', '=', invitee).execute();
    const person = await trx
      .selectFrom('users')
      .select(['telephone', 'tc'])
      .where('id', '=', invitee)
      .executeTakeFirstOrThrow();
    const reward = await trx
      .insertInto('referral_rewards')
      .values({
        referrer_id: owner,
        invitee_id: invitee,
        telephone: person.telephone,
        tc: person.tc,
        amount: REFERRAL_REWARD_KURUS,
        created_at: at(90 - i * 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('wallet_entries')
      .values({
        user_id: owner,
        kind: 'referral_credit',
        amount: REFERRAL_REWARD_KURUS,
        referral_reward_id: reward.id,
        payout_id: null,
        note: null,
        created_at: at(90 - i * 10),
      })
      .execute();
  }
  await trx
    .insertInto('wallet_entries')
    .values({
      user_id: owner,
      kind: 'adjustment',
      amount: 40_000,
      payout_id: null,
      referral_reward_id: null,
      note: 'Tanıtım kampanyası ödülü',
      created_at: at(60),
    })
    .execute();
  const payout = await trx
    .insertInto('payouts')
    .values({
      user_id: owner,
      name: 'Burak Şahin',
      bank_name: 'Türkiye İş Bankası',
      iban: composeTurkishIban('00064', '1234567890'),
      amount: 10_000,
      status: 'paid',
      idempotency_key: null,
      created_at: at(30),
      decided_at: at(28),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entry = (
    kind: 'payout_hold' | 'payout_release' | 'payout_paid',
    amount: number,
    daysAgo: number,
  ) => ({
    user_id: owner,
    kind,
    amount,
    payout_id: payout.id,
    referral_reward_id: null,
    note: null,
    created_at: at(daysAgo),
  });
  await trx
    .insertInto('wallet_entries')
    .values([
      entry('payout_hold', -10_000, 30),
      entry('payout_release', 10_000, 28),
      entry('payout_paid', -10_000, 28),
    ])
    .execute();
}
