import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * Special notifications: an announcement with a title and an HTML body, written by the operators
 * for everyone, for the members of one bar or for one lawyer. Who is told gets an ordinary
 * notification row of type 'special_notification' pointing at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('special_notifications'))
    // 'everyone', 'bar' (baro_id) or 'lawyer' (user_id).
    .addColumn('audience', 'varchar(10)', (c) => c.notNull())
    .addColumn('baro_id', 'integer', (c) => c.references('bars.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('special_notifications').execute();
}
