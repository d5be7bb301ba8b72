import type { Kysely } from 'kysely';
import { timestamp } from './helpers.ts';

/**
 * The console's support desk: a complaint is read and closed by an operator (status open | read |
 * closed), with when each happened and the note he may leave when closing it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column at a time.
  await db.schema.alterTable('complaints').addColumn('read_at', timestamp).execute();
  await db.schema.alterTable('complaints').addColumn('closed_at', timestamp).execute();
  await db.schema.alterTable('complaints').addColumn('note', 'text').execute();
  await db.schema.createIndex('complaints_status_idx').on('complaints').columns(['status', 'id']).execute();
  await db.schema.createIndex('tickets_status_idx').on('tickets').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_status_idx').execute();
  await db.schema.dropIndex('complaints_status_idx').execute();
  await db.schema.alterTable('complaints').dropColumn('note').execute();
  await db.schema.alterTable('complaints').dropColumn('closed_at').execute();
  await db.schema.alterTable('complaints').dropColumn('read_at').execute();
}
