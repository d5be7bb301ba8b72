import type { Kysely } from 'kysely';
import { flag } from './helpers.ts';

/**
 * The right to change bars becomes a counter: a paid bar change adds one, choosing another bar
 * spends one. It replaces the `baro_change` flag, which nothing had set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('bar_change_rights', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').dropColumn('baro_change').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('baro_change', 'integer', flag(0)).execute();
  await db.schema.alterTable('users').dropColumn('bar_change_rights').execute();
}
