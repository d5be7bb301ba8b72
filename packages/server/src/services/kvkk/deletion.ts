import {
  type AccountDeletionFacts,
  DELETED_USER_NAME,
  MissionStatus,
  accountDeletionBlocker,
  accountDeletionMessages,
  accountDeletionRefusal,
} from '@meslektas/domain';
import type { Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { verifyPassword } from '../passwords.ts';
import { passwordChangeKey, passwordChangeRule } from '../settings/password.ts';
import { clearHits, consume } from '../throttle.ts';
import { lockUser } from '../../db/locks.ts';
import { balanceOf } from '../wallet/ledger.ts';

type Trx = Transaction<Database>;

const unfinished = [MissionStatus.open, MissionStatus.assigned];

/**
 * Stand-ins that keep the unique indexes on telephone and e-mail satisfied. Neither can be typed at
 * login (a telephone is always `05…` after normalising) and `.invalid` is a reserved domain that
 * no mail ever reaches (RFC 2606).
 */
const deletedTelephone = (userId: number) => `silinmis-${userId}`;
const deletedEmail = (userId: number) => `silinmis-${userId}@silinmis.invalid`;

/** A value no password hashes to (verifyPassword needs the `scrypt$…` form). */
const NO_PASSWORD = 'silinmis';

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function obligationsOf(trx: Trx, userId: number): Promise<AccountDeletionFacts> {
  const missions = (column: 'owner_id' | 'user_id') =>
    trx
      .selectFrom('missions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', userId)
      .where('status', 'in', unfinished);
  return {
    unfinishedCreatedTasks: await countOf(missions('owner_id')),
    unfinishedTakenTasks: await countOf(missions('user_id')),
    openDisputes: await countOf(
      trx
        .selectFrom('disputes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'open')
        .where((eb) => eb.or([eb('owner_id', '=', userId), eb('assignee_id', '=', userId)])),
    ),
    pendingPayouts: await countOf(
      trx
        .selectFrom('payouts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'pending'),
    ),
    balanceKurus: await balanceOf(trx, userId),
  };
}

/** Deletes the rows of his uploads (and their links) and answers the storage keys to remove. */
async function removeFiles(trx: Trx, userId: number): Promise<string[]> {
  const files = await trx
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('owner_id', '=', userId)
    .execute();
  if (files.length === 0) return [];
  const ids = files.map((f) => f.id);
  await trx.deleteFrom('complaint_images').where('file_id', 'in', ids).execute();
  await trx.deleteFrom('dispute_message_images').where('file_id', 'in', ids).execute();
  await trx.deleteFrom('files').where('id', 'in', ids).execute();
  return files.map((f) => f.storage_key);
}

/** Everything that is his alone and tells nobody else's history: removed outright. */
async function removeOwnRows(trx: Trx, user: UserRow): Promise<void> {
  const userId = user.id;
  for (const table of [
    'user_courthouses',
    'presences',
    'user_excluded_categories',
    'user_specialities',
    'push_subscriptions',
    'short_descriptions',
    'verification_codes',
    'notifications',
    'dispute_reads',
    'tickets',
    'complaints',
    // The calendar feed: its address answers 404 from the deletion on.
    'calendar_feeds',
    // The account he was paid to (a payout request keeps its own copy, anonymised below).
    'payout_accounts',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  // His daily digests, sent and waiting (each names him).
  await trx
    .deleteFrom('deliveries')
    .where('kind', '=', 'daily_digest')
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('special_notifications')
    .where('audience', '=', 'lawyer')
    .where('user_id', '=', userId)
    .execute();
  // Applications to tasks still open leave the applicant lists; those of past tasks stay, placeless.
  await trx
    .deleteFrom('applications')
    .where('user_id', '=', userId)
    .where('mission_id', 'in', (eb) =>
      eb.selectFrom('missions').select('id').where('status', '=', MissionStatus.open),
    )
    .execute();
  await trx
    .updateTable('applications')
    .set({ latitude: null, longitude: null })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('outbox')
    .where('recipient', 'in', [user.telephone, ...(user.email ? [user.email] : [])])
    .execute();
}

/** Records that must stay (money, tasks) keep their facts and lose what names or reaches him. */
async function anonymise(trx: Trx, userId: number, now: string): Promise<void> {
  await trx
    .updateTable('payouts')
    .set({ name: DELETED_USER_NAME, bank_name: '', iban: '' })
    .where('user_id', '=', userId)
    .execute();
  await trx.updateTable('payments').set({ card_last4: null }).where('user_id', '=', userId).execute();
  await trx.updateTable('user_tokens').set({ revoked: 1 }).where('user_id', '=', userId).execute();
  await trx
    .updateTable('users')
    .set({
      name: DELETED_USER_NAME,
      telephone: deletedTelephone(userId),
      email: deletedEmail(userId),
      password_hash: NO_PASSWORD,
      baro_id: null,
      avatar: null,
      pending_avatar: null,
      verification_image: null,
      pending_verification_image: null,
      verification_rejected_reason: null,
      vip: 0,
      pro_last_date: null,
      mission_status: 0,
      email_notify: 0,
      sms_notify: 0,
      call_notify: 0,
      digest_enabled: 0,
      digest_time: null,
      about_text: null,
      pending_about_text: null,
      sms_verified_at: null,
      email_verified_at: null,
      status: 'passive',
      deleted: 1,
      tc: null,
      sicil: null,
      tc_locked_at: null,
      invoice_district_id: null,
      referral_code: null,
      latitude: null,
      longitude: null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * POST user/kvkk/delete: the password first (counted on the same throttle as a password change, so
 * a stolen session gets no extra guesses), then, in one transaction that holds the wallet's lock,
 * the open obligations (domain's accountDeletionBlocker, 409) and the deletion itself. Uploaded
 * files leave the storage after the commit. Tasks, ratings, comments, cancel requests, disputes,
 * the wallet's ledger and the audit log stay, under 'Silinmiş Kullanıcı'.
 */
export async function deleteAccount(deps: UploadDeps, user: UserRow, password: string): Promise<string> {
  const now = deps.now();
  await consume(deps.db, [{ key: passwordChangeKey(user.id), rule: passwordChangeRule }], now);
  if (!(await verifyPassword(password, user.password_hash))) {
    const message = accountDeletionMessages.wrongPassword;
    throw new HttpError(422, message, { errors: { password: [message] } });
  }
  await clearHits(deps.db, passwordChangeKey(user.id));
  const keys = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    const facts = await obligationsOf(trx, user.id);
    const blocker = accountDeletionBlocker(facts);
    if (blocker) throw new HttpError(409, accountDeletionRefusal(blocker, facts));
    const removed = await removeFiles(trx, user.id);
    await removeOwnRows(trx, user);
    await anonymise(trx, user.id, now.toISOString());
    return removed;
  });
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  return accountDeletionMessages.deleted;
}
