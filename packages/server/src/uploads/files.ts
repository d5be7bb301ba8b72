import type { ImagePurpose } from '@meslektas/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, FileRow, FileVisibility } from '../db/schema.ts';
import type { UploadDeps } from './deps.ts';
import type { ProcessedImage } from './images.ts';
import { type ReadImagesOptions, type UploadReader, uploadReader } from './multipart.ts';
import { type StoredObject, newStorageKey } from './storage.ts';
import { keyOfFileUrl } from './urls.ts';

export interface StoreImagesOptions {
  purpose: ImagePurpose;
  visibility: FileVisibility;
  ownerId: number;
  /** Links the file to a task: its owner and assigned lawyer may then see it too. */
  missionId?: number | null;
}

/**
 * A stored file: its row, the stable `path` to keep in other rows, and a `url` the uploader can
 * load right away (the path when public, a signed URL when private).
 */
export type SavedFile = FileRow & { path: string; url: string };

/**
 * Writes the images to the storage and their rows to the database. `within` runs in the same
 * transaction as the inserts (set a column to the new path, insert the dispute…); when anything
 * fails, the bytes already written are deleted again.
 */
export async function storeImages(
  deps: UploadDeps,
  images: readonly ProcessedImage[],
  options: StoreImagesOptions,
  within?: (trx: Transaction<Database>, files: SavedFile[]) => Promise<void>,
): Promise<SavedFile[]> {
  const now = deps.now();
  const written: string[] = [];
  try {
    for (const image of images) {
      const key = newStorageKey(image.contentType);
      await deps.storage.put(key, image.bytes, image.contentType);
      written.push(key);
    }
    return await deps.db.transaction().execute(async (trx) => {
      const rows =
        images.length === 0
          ? []
          : await trx
              .insertInto('files')
              .values(
                images.map((image, i) => ({
                  storage_key: written[i] as string,
                  owner_id: options.ownerId,
                  purpose: options.purpose,
                  visibility: options.visibility,
                  mission_id: options.missionId ?? null,
                  content_type: image.contentType,
                  byte_size: image.bytes.length,
                  width: image.width,
                  height: image.height,
                  created_at: now.toISOString(),
                })),
              )
              .returningAll()
              .execute();
      const files = rows
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          ...row,
          path: deps.urls.pathOf(row.storage_key),
          url: deps.urls.forViewer(row, now),
        }));
      await within?.(trx, files);
      return files;
    });
  } catch (err) {
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    throw err;
  }
}

/** A lawyer's evidence (a dispute's or a complaint's images): private files stored with their record. */
export function storePrivateImages(
  deps: UploadDeps,
  images: readonly ProcessedImage[],
  purpose: ImagePurpose,
  ownerId: number,
  within: (trx: Transaction<Database>, files: SavedFile[]) => Promise<void>,
): Promise<SavedFile[]> {
  return storeImages(deps, images, { purpose, visibility: 'private', ownerId }, within);
}

export type SaveImagesOptions = ReadImagesOptions & StoreImagesOptions;

/**
 * The whole upload for routes that know everything up front: read and check the form (from the
 * request, or a service's reader of it), then store the images (`within` as in storeImages). Routes that must first validate a text field (a task
 * id) call `readUploadedImages` and `storeImages` themselves.
 */
export async function saveUploadedImages(
  deps: UploadDeps,
  from: FastifyRequest | UploadReader,
  options: SaveImagesOptions,
  within?: (trx: Transaction<Database>, files: SavedFile[]) => Promise<void>,
): Promise<{ fields: Record<string, string | string[]>; files: SavedFile[] }> {
  const read = typeof from === 'function' ? from : uploadReader(from);
  const { fields, images } = await read(options);
  const files = await storeImages(deps, images, options, within);
  return { fields, files };
}

/**
 * Who may see a private file: its owner, and for a file linked to a task that task's owner and
 * assigned lawyer.
 */
async function isEntitledToFile(
  db: Kysely<Database>,
  file: Pick<FileRow, 'owner_id' | 'mission_id'>,
  userId: number,
): Promise<boolean> {
  if (file.owner_id === userId) return true;
  if (file.mission_id === null) return false;
  const party = await db
    .selectFrom('missions')
    .select('id')
    .where('id', '=', file.mission_id)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('user_id', '=', userId)]))
    .executeTakeFirst();
  return party !== undefined;
}

export interface FileViewer {
  /** The signed-in user, when the request carried a valid token. */
  userId: number | undefined;
  /** The request carried a live signature for this key. */
  signed: boolean;
}

/**
 * The file and its bytes when the viewer may see it; undefined otherwise, whether the file is
 * missing or only hidden, so a stranger cannot tell the two apart.
 */
export async function openViewableFile(
  deps: UploadDeps,
  key: string,
  viewer: FileViewer,
): Promise<{ file: FileRow; object: StoredObject } | undefined> {
  const file = await deps.db
    .selectFrom('files')
    .selectAll()
    .where('storage_key', '=', key)
    .executeTakeFirst();
  if (!file) return undefined;
  const allowed =
    file.visibility === 'public' ||
    viewer.signed ||
    (viewer.userId !== undefined && (await isEntitledToFile(deps.db, file, viewer.userId)));
  if (!allowed) return undefined;
  const object = await deps.storage.get(file.storage_key);
  if (!object) throw new Error(`file ${file.id} has a row but no bytes under ${file.storage_key}`);
  return { file, object };
}

/**
 * The address to put in a response for a stored file address (`users.pending_avatar`, say): the
 * path of a public file, a signed URL of a private one the viewer is entitled to, null for one
 * they are not (or that is gone). Addresses that are not uploaded files pass through unchanged.
 */
export async function fileUrlForViewer(
  deps: UploadDeps,
  stored: string | null,
  viewerId: number,
): Promise<string | null> {
  const key = keyOfFileUrl(stored);
  if (!key) return stored;
  const file = await deps.db
    .selectFrom('files')
    .select(['storage_key', 'visibility', 'owner_id', 'mission_id'])
    .where('storage_key', '=', key)
    .executeTakeFirst();
  if (!file) return null;
  if (file.visibility === 'private' && !(await isEntitledToFile(deps.db, file, viewerId))) return null;
  return deps.urls.forViewer(file, deps.now());
}
