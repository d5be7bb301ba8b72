import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * A lawyer's private calendar feed: one a lawyer. Only the SHA-256 of the token is kept, so the
 * address is shown once when it is made (renewing makes a new one); revoking deletes the row, and
 * the old address answers 404 from the next request on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('calendar_feeds'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    // Hex SHA-256 of the token; the feed is found by it.
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
