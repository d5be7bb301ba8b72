import type { FastifyRequest } from 'fastify';
import type { UploadDeps } from './deps.ts';
import { saveUploadedImages } from './files.ts';
import { keyOfFileUrl } from './urls.ts';

const AVATAR_SUBMITTED_MESSAGE = 'Fotoğrafınız onaya gönderildi.';

export interface AvatarSubmitted {
  status: 'true';
  message: string;
  /** A URL the owner's browser can load now (signed: the file stays private until approved). */
  pending_avatar: string;
}

/**
 * A new profile photo waits as `pending_avatar` (its stable path) until an operator approves it;
 * the current avatar stays. The file is private to its owner meanwhile. A pending photo it
 * replaces, never approved, is deleted.
 */
export async function submitAvatar(
  deps: UploadDeps,
  request: FastifyRequest,
  userId: number,
): Promise<AvatarSubmitted> {
  const replaced: string[] = [];
  const { files } = await saveUploadedImages(
    deps,
    request,
    { field: 'avatar', maxFiles: 1, purpose: 'avatar', visibility: 'private', ownerId: userId },
    async (trx, [saved]) => {
      if (!saved) throw new Error('an avatar upload stored no file');
      const before = await trx
        .selectFrom('users')
        .select('pending_avatar')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set({ pending_avatar: saved.path, updated_at: deps.now().toISOString() })
        .where('id', '=', userId)
        .execute();
      const previous = keyOfFileUrl(before.pending_avatar);
      if (!previous) return;
      // Only the user's own avatar that was never made public (approved).
      const deleted = await trx
        .deleteFrom('files')
        .where('storage_key', '=', previous)
        .where('owner_id', '=', userId)
        .where('purpose', '=', 'avatar')
        .where('visibility', '=', 'private')
        .returning('storage_key')
        .execute();
      replaced.push(...deleted.map((row) => row.storage_key));
    },
  );
  const file = files[0];
  if (!file) throw new Error('an avatar upload stored no file');
  // After the commit: bytes without a row are harmless, a row without bytes would not be.
  await Promise.allSettled(replaced.map((key) => deps.storage.delete(key)));
  return { status: 'true', message: AVATAR_SUBMITTED_MESSAGE, pending_avatar: file.url };
}
