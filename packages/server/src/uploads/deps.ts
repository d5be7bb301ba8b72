import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from './storage.ts';
import type { FileUrls } from './urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file storage and URL signer every upload route shares (set by the uploads plugin). */
    uploads: { storage: FileStorage; urls: FileUrls };
  }
}

/** What the upload services take. */
export interface UploadDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  urls: FileUrls;
  now: () => Date;
}

export function uploadDeps(app: FastifyInstance): UploadDeps {
  return { db: app.db, storage: app.uploads.storage, urls: app.uploads.urls, now: () => app.now() };
}
