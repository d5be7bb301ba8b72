import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * The smart support system: the subjects (reference data, two levels, editable by operators) and
 * the lawyers' tickets with the operators' answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_options')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('ticket_options.id').onDelete('cascade'))
    .addColumn('key', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('text', 'varchar(255)', (c) => c.notNull())
    // animation_modal_text | infoText | subselect | NULL (a written question)
    .addColumn('type', 'varchar(30)')
    // sss | baro_change | cancel_request | NULL
    .addColumn('redirect', 'varchar(30)')
    .addColumn('info', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withSerialId(db, db.schema.createTable('tickets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.references('ticket_options.id').onDelete('set null'))
    // The subject as the lawyer saw it ('Ödeme ve Pro üyelik › …'), kept if the option changes.
    .addColumn('subject', 'varchar(600)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    // pending | answered
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('answered_at', timestamp)
    .execute();
  await db.schema.createIndex('tickets_user_idx').on('tickets').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tickets').execute();
  await db.schema.dropTable('ticket_options').execute();
}
