import { BLUE_TICK_BADGE, type BlueTick } from '@meslektas/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { InTransaction } from '../admin/audit.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import type { UploadReader } from '../../uploads/multipart.ts';
import { fileUrlForViewer, saveUploadedImages } from '../../uploads/files.ts';
import { keyOfFileUrl } from '../../uploads/urls.ts';

export const blueTickMessages = {
  submitted: 'Mavi tik başvurunuz alındı. Yetkili onayından sonra hesabınızda görünecektir.',
  alreadyApproved: 'Mavi tikiniz zaten onaylı.',
  defaultRejection: 'Gönderdiğiniz resimle hesabınız doğrulanamadı. Lütfen başka bir resim gönderiniz.',
} as const;

/** The multipart field of the verification image. */
const BLUE_TICK_FIELD = 'verification_image';

type BlueTickColumns = {
  verification_image: string | null;
  pending_verification_image: string | null;
  verification_rejected_reason: string | null;
};

async function columnsOf(deps: UploadDeps, userId: number): Promise<BlueTickColumns> {
  return deps.db
    .selectFrom('users')
    .select(['verification_image', 'pending_verification_image', 'verification_rejected_reason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Where the application stands, for its owner (the pending image as a signed address). */
export async function blueTickOf(deps: UploadDeps, userId: number): Promise<BlueTick> {
  const row = await columnsOf(deps, userId);
  if (row.verification_image) return { state: 'approved', image: row.verification_image, reason: null };
  if (row.pending_verification_image) {
    const image = await fileUrlForViewer(deps, row.pending_verification_image, userId);
    return { state: 'pending', image, reason: null };
  }
  if (row.verification_rejected_reason) {
    return { state: 'rejected', image: null, reason: row.verification_rejected_reason };
  }
  return { state: 'none', image: null, reason: null };
}

/** Deletes the user's own verification upload at that address (the row now, the bytes after commit). */
async function deleteUpload(
  trx: Transaction<Database>,
  userId: number,
  address: string | null,
): Promise<string[]> {
  const key = keyOfFileUrl(address);
  if (!key) return [];
  const deleted = await trx
    .deleteFrom('files')
    .where('storage_key', '=', key)
    .where('owner_id', '=', userId)
    .where('purpose', '=', 'verification')
    .returning('storage_key')
    .execute();
  return deleted.map((r) => r.storage_key);
}

/**
 * user/bluetick (POST): the image is stored private to its owner and waits for an operator; a
 * newer one replaces (and deletes) an image still waiting, and clears an earlier refusal.
 */
export async function submitBlueTick(
  deps: UploadDeps,
  read: UploadReader,
  userId: number,
): Promise<BlueTick> {
  if ((await columnsOf(deps, userId)).verification_image) {
    throw new HttpError(422, blueTickMessages.alreadyApproved, {
      errors: { [BLUE_TICK_FIELD]: [blueTickMessages.alreadyApproved] },
    });
  }
  const replaced: string[] = [];
  const { files } = await saveUploadedImages(
    deps,
    read,
    { field: BLUE_TICK_FIELD, maxFiles: 1, purpose: 'verification', visibility: 'private', ownerId: userId },
    async (trx, [saved]) => {
      if (!saved) throw new Error('a blue tick upload stored no file');
      const before = await trx
        .selectFrom('users')
        .select('pending_verification_image')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set({
          pending_verification_image: saved.path,
          verification_rejected_reason: null,
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', userId)
        .execute();
      replaced.push(...(await deleteUpload(trx, userId, before.pending_verification_image)));
    },
  );
  await Promise.allSettled(replaced.map((key) => deps.storage.delete(key)));
  return { state: 'pending', image: files[0]?.url ?? null, reason: null };
}

type BlueTickDecision = 'approved' | 'rejected' | 'changed';

/**
 * The operator's decision on the image he looked at (`pendingImage`); when a newer one arrived
 * meanwhile nothing changes ('changed'). Either way the uploaded proof is deleted once decided:
 * approval shows the app's badge (BLUE_TICK_BADGE), never the proof.
 */
async function decide(
  deps: UploadDeps,
  userId: number,
  pendingImage: string,
  columns: Partial<BlueTickColumns>,
  result: 'approved' | 'rejected',
  alongside?: InTransaction,
): Promise<BlueTickDecision> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ ...columns, pending_verification_image: null, updated_at: deps.now().toISOString() })
      .where('id', '=', userId)
      .where('pending_verification_image', '=', pendingImage)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { result: 'changed' as const, removed: [] };
    await alongside?.(trx);
    return { result, removed: await deleteUpload(trx, userId, pendingImage) };
  });
  await Promise.allSettled(outcome.removed.map((key) => deps.storage.delete(key)));
  return outcome.result;
}

export function approveBlueTick(
  deps: UploadDeps,
  userId: number,
  pendingImage: string,
  alongside?: InTransaction,
): Promise<BlueTickDecision> {
  const columns = { verification_image: BLUE_TICK_BADGE, verification_rejected_reason: null };
  return decide(deps, userId, pendingImage, columns, 'approved', alongside);
}

export function rejectBlueTick(
  deps: UploadDeps,
  userId: number,
  pendingImage: string,
  reason: string,
  alongside?: InTransaction,
): Promise<BlueTickDecision> {
  const columns = { verification_rejected_reason: reason.trim() || blueTickMessages.defaultRejection };
  return decide(deps, userId, pendingImage, columns, 'rejected', alongside);
}
