import type { Kysely, Updateable } from 'kysely';
import type { InTransaction } from '../admin/audit.ts';
import type { Database } from '../../db/schema.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { keyOfFileUrl } from '../../uploads/urls.ts';
import { deleteOwnAvatarFiles } from './avatar.ts';

/**
 * The operator's side of photo and about-text moderation (the console calls these). Each takes
 * what the operator looked at: when the lawyer has sent something newer meanwhile, nothing
 * changes and the answer is 'changed', so an unseen photo or text is never approved.
 */
export type ModerationResult = 'approved' | 'rejected' | 'changed';

/** The pending photo becomes the avatar and public; the previous uploaded photo is deleted. */
export async function approvePendingAvatar(
  deps: UploadDeps,
  userId: number,
  pendingAvatar: string,
  alongside?: InTransaction,
): Promise<ModerationResult> {
  const key = keyOfFileUrl(pendingAvatar);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['avatar', 'pending_avatar'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!key || !user || user.pending_avatar !== pendingAvatar)
      return { result: 'changed' as const, removed: [] };
    await trx
      .updateTable('files')
      .set({ visibility: 'public' })
      .where('storage_key', '=', key)
      .where('owner_id', '=', userId)
      .execute();
    await trx
      .updateTable('users')
      .set({ avatar: pendingAvatar, pending_avatar: null, updated_at: deps.now().toISOString() })
      .where('id', '=', userId)
      .execute();
    const removed = await deleteOwnAvatarFiles(trx, userId, [user.avatar]);
    await alongside?.(trx);
    return { result: 'approved' as const, removed };
  });
  await Promise.allSettled(outcome.removed.map((k) => deps.storage.delete(k)));
  return outcome.result;
}

/** The pending photo is deleted; the current avatar stays. */
export async function rejectPendingAvatar(
  deps: UploadDeps,
  userId: number,
  pendingAvatar: string,
  alongside?: InTransaction,
): Promise<ModerationResult> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ pending_avatar: null, updated_at: deps.now().toISOString() })
      .where('id', '=', userId)
      .where('pending_avatar', '=', pendingAvatar)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { result: 'changed' as const, removed: [] };
    await alongside?.(trx);
    return { result: 'rejected' as const, removed: await deleteOwnAvatarFiles(trx, userId, [pendingAvatar]) };
  });
  await Promise.allSettled(outcome.removed.map((k) => deps.storage.delete(k)));
  return outcome.result;
}

/** An operator's decision on a pending about text (`pendingText`, as he read it). */
type AboutTextDecision = (
  db: Kysely<Database>,
  userId: number,
  pendingText: string,
  now: Date,
  alongside?: InTransaction,
) => Promise<ModerationResult>;

/**
 * Settles the pending about text with `set` while `pendingText` is still the pending one, with
 * `alongside` in the same transaction; 'changed' when the lawyer has sent another meanwhile.
 */
async function settleAboutText(
  db: Kysely<Database>,
  userId: number,
  pendingText: string,
  set: Updateable<Database['users']>,
  alongside: InTransaction | undefined,
  outcome: 'approved' | 'rejected',
): Promise<ModerationResult> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set(set)
      .where('id', '=', userId)
      .where('pending_about_text', '=', pendingText)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'changed';
    await alongside?.(trx);
    return outcome;
  });
}

/** The pending about text replaces the visible one. */
export const approvePendingAboutText: AboutTextDecision = (db, userId, pendingText, now, alongside) => {
  const set = { about_text: pendingText, pending_about_text: null, updated_at: now.toISOString() };
  return settleAboutText(db, userId, pendingText, set, alongside, 'approved');
};

/** The pending about text is dropped; the approved one stays. */
export const rejectPendingAboutText: AboutTextDecision = (db, userId, pendingText, now, alongside) => {
  const set = { pending_about_text: null, updated_at: now.toISOString() };
  return settleAboutText(db, userId, pendingText, set, alongside, 'rejected');
};
