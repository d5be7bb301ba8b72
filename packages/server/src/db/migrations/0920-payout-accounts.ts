import type { Kysely } from 'kysely';
import { timestamp } from './helpers.ts';

/**
 * The payout account (docs/decisions/016-guaranteed-payments.md): the IBAN and holder's name a
 * lawyer is paid to, given once on the payout page without asking for a payout. Onboarding to
 * iyzico prefers it over his latest payout request, and the payout form starts from it. The
 * sub-merchant keeps the name it was last sent with, so a change of either is sent to iyzico. An
 * attempt opened on iyzico's checkout form keeps the form's address, so the owner can open the
 * same form again while the reservation lasts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('iban', 'varchar(34)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sub_merchants').addColumn('name', 'varchar(255)').execute();
  await db.schema.alterTable('guaranteed_payments').addColumn('checkout_url', 'varchar(1000)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guaranteed_payments').dropColumn('checkout_url').execute();
  await db.schema.alterTable('sub_merchants').dropColumn('name').execute();
  await db.schema.dropTable('payout_accounts').execute();
}
