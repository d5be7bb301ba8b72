import { REFERRAL_REWARD_TL, tlToKurus } from '@meslektas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockUser } from '../../db/locks.ts';
import { appendEntries } from './ledger.ts';

/** The reward the ledger credits per invitee, in kuruş (the referral page shows it in TL). */
export const REFERRAL_REWARD_KURUS = tlToKurus(REFERRAL_REWARD_TL);

export type RewardOutcome =
  'credited' | 'no_referrer' | 'not_yet' | 'self_referral' | 'already_rewarded' | 'referrer_gone';

/**
 * Credits the inviter of `inviteeId` once the invitee is verified (phone and e-mail) and approved.
 * Called where either becomes true (approval, each verification); whichever comes last pays. Never
 * for a self-referral (the same account, telephone, e-mail or T.C. number on both sides), never
 * twice for one invitee, and never for a telephone or T.C. number that has earned a reward before
 * (a person who deletes his account and signs up again earns nobody a second reward). Those three
 * are unique keys of `referral_rewards`, so two calls at the same moment credit once.
 */
export async function creditReferralIn(
  trx: Transaction<Database>,
  inviteeId: number,
  now: Date,
): Promise<RewardOutcome> {
  const invitee = await trx
    .selectFrom('users')
    .select([
      'id',
      'referrer_id',
      'telephone',
      'email',
      'tc',
      'status',
      'deleted',
      'sms_verified_at',
      'email_verified_at',
    ])
    .where('id', '=', inviteeId)
    .executeTakeFirst();
  if (!invitee || invitee.referrer_id === null) return 'no_referrer';
  if (
    invitee.deleted === 1 ||
    invitee.status !== 'active' ||
    !invitee.sms_verified_at ||
    !invitee.email_verified_at
  ) {
    return 'not_yet';
  }
  const referrerId = invitee.referrer_id;
  if (referrerId === invitee.id) return 'self_referral';
  if (!(await lockUser(trx, referrerId))) return 'referrer_gone';
  const referrer = await trx
    .selectFrom('users')
    .select(['telephone', 'email', 'tc', 'deleted'])
    .where('id', '=', referrerId)
    .executeTakeFirstOrThrow();
  if (referrer.deleted === 1) return 'referrer_gone';
  const same = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
  if (
    same(referrer.telephone, invitee.telephone) ||
    same(referrer.email, invitee.email) ||
    same(referrer.tc, invitee.tc)
  ) {
    return 'self_referral';
  }
  const at = now.toISOString();
  const reward = await trx
    .insertInto('referral_rewards')
    .values({
      referrer_id: referrerId,
      invitee_id: invitee.id,
      telephone: invitee.telephone,
      tc: invitee.tc,
      amount: REFERRAL_REWARD_KURUS,
      created_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!reward) return 'already_rewarded';
  await appendEntries(trx, [
    {
      userId: referrerId,
      kind: 'referral_credit',
      amount: REFERRAL_REWARD_KURUS,
      referralRewardId: reward.id,
      at,
    },
  ]);
  return 'credited';
}

/** The same in a transaction of its own (after a verification step). */
export function creditReferral(db: Kysely<Database>, inviteeId: number, now: Date): Promise<RewardOutcome> {
  return db.transaction().execute((trx) => creditReferralIn(trx, inviteeId, now));
}
