import { type AvatarGenderCode, defaultAvatarFor } from '@meslektas/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { keyOfFileUrl } from '../../uploads/urls.ts';

export const avatarMessages = {
  defaultChosen: 'Profil resminiz varsayılan avatar olarak güncellendi.',
} as const;

/**
 * Deletes the user's own uploaded avatar files among the given addresses (rows now, bytes after
 * the commit through the returned keys). Addresses that are not his uploads (a default picture)
 * are left alone.
 */
export async function deleteOwnAvatarFiles(
  trx: Transaction<Database>,
  userId: number,
  addresses: readonly (string | null)[],
): Promise<string[]> {
  const keys = addresses.map((a) => keyOfFileUrl(a)).filter((k): k is string => k !== undefined);
  if (keys.length === 0) return [];
  const deleted = await trx
    .deleteFrom('files')
    .where('storage_key', 'in', keys)
    .where('owner_id', '=', userId)
    .where('purpose', '=', 'avatar')
    .returning('storage_key')
    .execute();
  return deleted.map((row) => row.storage_key);
}

/**
 * 'Profil Resmi İstemiyorum' (user/update/deleteAvatar): one of the default pictures replaces the
 * photo at once (nothing personal to moderate), and the uploaded photo and any pending one are
 * deleted.
 */
export async function chooseDefaultAvatar(
  deps: UploadDeps,
  userId: number,
  choice: { gender: AvatarGenderCode; variant?: number | undefined },
): Promise<string> {
  const avatar = defaultAvatarFor(choice.gender, choice.variant).path;
  const removed = await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['avatar', 'pending_avatar'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ avatar, pending_avatar: null, updated_at: deps.now().toISOString() })
      .where('id', '=', userId)
      .execute();
    return deleteOwnAvatarFiles(trx, userId, [before.avatar, before.pending_avatar]);
  });
  await Promise.allSettled(removed.map((key) => deps.storage.delete(key)));
  return avatar;
}
