import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * Card payment attempts: one row per attempt, its amount fixed by the server at creation (integer
 * kuruş), its provider's reference, and a status machine created → pending_3ds → paid | failed.
 * The unique (provider, provider_ref) lets a provider's callback find its attempt exactly once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('payments'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // vip | baro_change
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // sandbox | iyzico
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(100)')
    // created | pending_3ds | paid | failed
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('failure_reason', 'varchar(255)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('invoice_district_id', 'integer', (c) => c.references('districts.id'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('paid_at', timestamp)
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').column('user_id').execute();
  await db.schema
    .createIndex('payments_provider_ref_uq')
    .unique()
    .on('payments')
    .columns(['provider', 'provider_ref'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
}
