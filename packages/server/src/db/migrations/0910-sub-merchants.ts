import type { Kysely } from 'kysely';
import { timestamp } from './helpers.ts';

/**
 * iyzico marketplace sub-merchants (docs/decisions/016-guaranteed-payments.md): a lawyer paid
 * through a guaranteed payment becomes iyzico's sub-merchant once, from the IBAN and name of his
 * payout details; his `subMerchantKey` is kept here and reused for every later task. The IBAN it
 * was created with is kept beside it, so a different one later is visible. A guaranteed payment
 * through iyzico also keeps iyzico's paymentId (a same-day refund of everything is its cancel).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sub_merchants')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('sub_merchant_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('iban', 'varchar(34)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('guaranteed_payments')
    .addColumn('provider_payment_ref', 'varchar(100)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guaranteed_payments').dropColumn('provider_payment_ref').execute();
  await db.schema.dropTable('sub_merchants').execute();
}
