import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from './storage.ts';
import type { FileUrls } from './urls.ts';

/** What the upload services take. */
export interface UploadDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  urls: FileUrls;
  now: () => Date;
}
