import { type Kysely, sql } from 'kysely';
import { flag, isPostgres, timestamp, withSerialId } from './helpers.ts';

/**
 * Güvenceli ödeme (docs/decisions/016-guaranteed-payments.md). A task opts in with
 * `missions.guaranteed`. Its payment is one row (unique per task) with a state machine: created →
 * pending_3ds → held → released | refunded | split, or failed / abandoned before held (a new
 * attempt starts the row again with a new provider reference). Amounts are integer kuruş, fixed
 * at each attempt's start. Every movement of the held money is a line of its own append-only
 * ledger; money released to the assignee's wallet is a wallet entry tied to the payment, at most
 * one per payment and kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('missions').addColumn('guaranteed', 'integer', flag(0)).execute();

  await withSerialId(db, db.schema.createTable('guaranteed_payments'))
    .addColumn('mission_id', 'integer', (c) => c.notNull().unique().references('missions.id'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    // The applicant the current attempt pays for (reserved while it is pending; assigned when held).
    .addColumn('assignee_id', 'integer', (c) => c.notNull().references('users.id'))
    // sandbox | iyzico
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    // The current attempt's reference at the provider (the sandbox's uuid, iyzico's token).
    .addColumn('provider_ref', 'varchar(100)', (c) => c.notNull())
    // iyzico's paymentTransactionId of the held item (release = its approval, refunds on it).
    .addColumn('provider_item_ref', 'varchar(100)')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    // created | pending_3ds | held | released | refunded | split | failed | abandoned
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('budget', 'integer', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // At the end: what went to the assignee, to the platform (the fee) and back to the owner.
    .addColumn('released', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_kept', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved_until', timestamp)
    .addColumn('auto_release_at', timestamp)
    // 1: a cancellation confirmed at or after the planned time; only an operator moves it.
    .addColumn('frozen', 'integer', flag(0))
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('failure_reason', 'varchar(255)')
    // release | refund | split, and who ended the hold: owner | report | auto | cancel | operator
    .addColumn('ended_by', 'varchar(20)')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('reason', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('held_at', timestamp)
    .addColumn('ended_at', timestamp)
    .execute();
  await db.schema
    .createIndex('guaranteed_payments_ref_uq')
    .unique()
    .on('guaranteed_payments')
    .columns(['provider', 'provider_ref'])
    .execute();
  await db.schema
    .createIndex('guaranteed_payments_state_idx')
    .on('guaranteed_payments')
    .column('state')
    .execute();

  await withSerialId(db, db.schema.createTable('guaranteed_payment_entries'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('guaranteed_payments.id'))
    // held (+total) | released (−to the assignee) | fee (−to the platform) | refunded (−to the owner)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // Signed kuruş: what the entry adds to the money held; a payment's sum is what is still held.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(100)')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  // Money enters the hold once and leaves it once per way.
  await db.schema
    .createIndex('guaranteed_payment_entries_kind_uq')
    .unique()
    .on('guaranteed_payment_entries')
    .columns(['payment_id', 'kind'])
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER guaranteed_payment_entries_append_only BEFORE UPDATE OR DELETE
      ON guaranteed_payment_entries FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER guaranteed_payment_entries_no_update BEFORE UPDATE ON guaranteed_payment_entries
      BEGIN SELECT RAISE(ABORT, 'guaranteed_payment_entries is append-only'); END`.execute(db);
    await sql`CREATE TRIGGER guaranteed_payment_entries_no_delete BEFORE DELETE ON guaranteed_payment_entries
      BEGIN SELECT RAISE(ABORT, 'guaranteed_payment_entries is append-only'); END`.execute(db);
  }

  await db.schema
    .alterTable('wallet_entries')
    .addColumn('guaranteed_payment_id', 'integer', (c) => c.references('guaranteed_payments.id'))
    .execute();
  // A payment credits the assignee's wallet at most once.
  await db.schema
    .createIndex('wallet_entries_guarantee_kind_uq')
    .unique()
    .on('wallet_entries')
    .columns(['guaranteed_payment_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wallet_entries_guarantee_kind_uq').execute();
  await db.schema.alterTable('wallet_entries').dropColumn('guaranteed_payment_id').execute();
  if (isPostgres(db)) {
    await sql`DROP TRIGGER guaranteed_payment_entries_append_only ON guaranteed_payment_entries`.execute(db);
  }
  await db.schema.dropTable('guaranteed_payment_entries').execute();
  await db.schema.dropTable('guaranteed_payments').execute();
  await db.schema.alterTable('missions').dropColumn('guaranteed').execute();
}
