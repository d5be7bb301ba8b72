import { privateChannelName, realtimeChannels, realtimeEvents } from '@meslektas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { creditReferralIn } from './wallet/referral-rewards.ts';

export type ApprovalResult = 'approved' | 'already_active' | 'not_found';

/**
 * An operator approves a registered lawyer: the passive account becomes active, his bar's activity
 * feed shows that he joined, and `account-approved` on his private channel takes him home from
 * /account-passive without a reload; a verified invitee's inviter gets his referral reward. The event goes out only after the change is stored; a
 * broadcaster failure is reported to `onPublishError` and changes nothing (the page also re-reads
 * the account now and then).
 */
export async function approveAccount(
  db: Kysely<Database>,
  broadcaster: Broadcaster,
  userId: number,
  options: {
    now?: Date;
    onPublishError?: (err: unknown) => void;
    /** Runs inside the approval's transaction once the account changed (the console's audit log). */
    whenApproved?: (trx: Transaction<Database>) => Promise<void>;
  } = {},
): Promise<ApprovalResult> {
  const now = (options.now ?? new Date()).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id', '=', userId)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!user) return 'not_found' as const;
    const changed = await trx
      .updateTable('users')
      .set({ status: 'active', updated_at: now })
      .where('id', '=', userId)
      .where('status', '=', 'passive')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return 'already_active' as const;
    await trx
      .insertInto('activity')
      .values({ type: 'joined', user_id: userId, mission_id: null, created_at: now })
      .execute();
    // A verified invitee's approval credits his inviter in the same transaction.
    await creditReferralIn(trx, userId, new Date(now));
    await options.whenApproved?.(trx);
    return 'approved' as const;
  });
  if (result === 'approved') {
    try {
      await broadcaster.publish(
        [privateChannelName(realtimeChannels.user(userId))],
        realtimeEvents.accountApproved,
        { status: true },
      );
    } catch (err) {
      options.onPublishError?.(err);
    }
  }
  return result;
}
