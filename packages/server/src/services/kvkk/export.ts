import { buffer } from 'node:stream/consumers';
import {
  KVKK_EXPORT_FILES_DIR,
  KVKK_EXPORT_JSON,
  kvkkExportFilename,
  kvkkExportMessages,
  kvkkExportSchema,
} from '@meslektas/domain';
import { type Zippable, strToU8, zipSync } from 'fflate';
import { HttpError } from '../../errors.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { type ThrottleRule, recordHit } from '../throttle.ts';
import { exportData } from './export-data.ts';

/** One export a minute per account: each one reads every table and every uploaded file. */
const kvkkExportRule: ThrottleRule = { limit: 1, windowMs: 60_000 };

const exportKey = (userId: number) => `kvkk-export:user:${userId}`;

export interface KvkkExportFile {
  filename: string;
  bytes: Buffer;
}

/**
 * GET user/kvkk/export: `verilerim.json` (every record about the lawyer, parsed through domain's
 * schema so that only declared fields leave) and his own uploaded files under `dosyalar/`, in one
 * ZIP. The JSON is compressed; the images already are, so they are stored as they are.
 */
export async function buildKvkkExport(deps: UploadDeps, userId: number): Promise<KvkkExportFile> {
  const now = deps.now();
  const { hits } = await recordHit(deps.db, exportKey(userId), kvkkExportRule, now);
  if (hits > kvkkExportRule.limit) throw new HttpError(429, kvkkExportMessages.tooSoon);

  const rows = await deps.db
    .selectFrom('files')
    .select(['id', 'storage_key', 'purpose', 'content_type', 'byte_size', 'width', 'height', 'created_at'])
    .where('owner_id', '=', userId)
    .orderBy('id')
    .execute();
  const zip: Zippable = {};
  const files = [];
  for (const row of rows) {
    const stored = await deps.storage.get(row.storage_key);
    const path = `${KVKK_EXPORT_FILES_DIR}/${row.storage_key}`;
    if (stored) zip[path] = [await buffer(stored.body), { level: 0 }];
    files.push({ ...row, path: stored ? path : null });
  }
  const data = kvkkExportSchema.parse(await exportData(deps.db, userId, files, now));
  zip[KVKK_EXPORT_JSON] = strToU8(JSON.stringify(data, null, 2));
  return { filename: kvkkExportFilename(now), bytes: Buffer.from(zipSync(zip, { mtime: now })) };
}
