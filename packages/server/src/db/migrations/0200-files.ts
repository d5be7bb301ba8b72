import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * Uploaded files (re-encoded images). The bytes live in the file storage under `storage_key`;
 * the row says whose they are, what for, and who may see them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('files'))
    // Random, server-chosen; the public name of the file in its URL.
    .addColumn('storage_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    // avatar | verification | dispute | complaint
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    // public | private
    .addColumn('visibility', 'varchar(10)', (c) => c.notNull())
    // Set for files a task's two parties may both see (dispute images).
    .addColumn('mission_id', 'integer', (c) => c.references('missions.id'))
    .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_owner_idx').on('files').columns(['owner_id', 'purpose']).execute();
  await db.schema.createIndex('files_mission_idx').on('files').column('mission_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
