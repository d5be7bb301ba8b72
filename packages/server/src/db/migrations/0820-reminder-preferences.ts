import type { Kysely } from 'kysely';

/**
 * A lawyer's reminder channels: whether his tasks' reminders (before the planned time, and the
 * outcome report's after it) also go by push and by SMS. Both on until he turns them off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('reminder_push', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('reminder_sms', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('reminder_sms').execute();
  await db.schema.alterTable('users').dropColumn('reminder_push').execute();
}
