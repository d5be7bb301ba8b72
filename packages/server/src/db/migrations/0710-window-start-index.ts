import type { Kysely } from 'kysely';

/**
 * The pending list finds reopened tasks (a fallback's fresh window) by when their window started,
 * as it finds new ones by their creation time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('missions_window_started_idx')
    .on('missions')
    .column('window_started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('missions_window_started_idx').execute();
}
