import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * Deliveries that leave the request: a new task's notification to its audience (thousands of
 * lawyers) is one row here, written with the task, and delivered after the answer in chunks; the
 * cursor (the last lawyer id written) moves in the same transaction as each chunk's notifications,
 * so a restart resumes where it stopped without writing anyone twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('deliveries'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id'))
    // JSON text: who receives it (the audience rule's input) and what they receive.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('cursor', 'integer', (c) => c.notNull().defaultTo(0))
    // pending | running | done | failed
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('done_at', timestamp)
    .execute();
  await db.schema.createIndex('deliveries_state_idx').on('deliveries').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deliveries').execute();
}
