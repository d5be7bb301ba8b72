import type { Kysely } from 'kysely';
import { timestamp } from './helpers.ts';

/**
 * The lawyer's own documents: when his T.C. kimlik number was locked (first authority-document save,
 * or an operator), and the district his invoices are written for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('tc_locked_at', timestamp).execute();
  await db.schema
    .alterTable('users')
    .addColumn('invoice_district_id', 'integer', (c) => c.references('districts.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('invoice_district_id').execute();
  await db.schema.alterTable('users').dropColumn('tc_locked_at').execute();
}
