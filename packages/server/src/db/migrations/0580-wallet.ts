import { type Kysely, sql } from 'kysely';
import { isPostgres, timestamp, withSerialId } from './helpers.ts';

/**
 * The wallet: an append-only ledger of kuruş entries whose sum is the lawyer's balance, the payout
 * requests that hold part of it, and the referral rewards that credit it (one per invitee, and one
 * per telephone and per T.C. number ever rewarded, so a re-registered person earns nobody twice).
 * A balance kept in `users.cash` moves into the ledger as an operator adjustment, and the column
 * goes: nothing can update a balance in place any more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('payouts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('iban', 'varchar(34)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    // pending | paid | rejected
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(100)')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('decided_at', timestamp)
    .execute();
  await db.schema
    .createIndex('payouts_user_key_unique')
    .on('payouts')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('payouts_status_idx').on('payouts').column('status').execute();

  await withSerialId(db, db.schema.createTable('referral_rewards'))
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('invitee_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('telephone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('tc', 'varchar(11)', (c) => c.unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('wallet_entries'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // referral_credit | payout_hold | payout_release | payout_paid | adjustment
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // Signed kuruş: what the entry adds to the balance.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('payout_id', 'integer', (c) => c.references('payouts.id'))
    .addColumn('referral_reward_id', 'integer', (c) => c.unique().references('referral_rewards.id'))
    .addColumn('note', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_entries_user_idx').on('wallet_entries').column('user_id').execute();
  // A payout is held, released and paid at most once each.
  await db.schema
    .createIndex('wallet_entries_payout_kind_unique')
    .on('wallet_entries')
    .columns(['payout_id', 'kind'])
    .unique()
    .execute();

  // Append-only: an entry is never changed or removed; a correction is a new entry.
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION wallet_entries_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'wallet_entries is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
      FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER wallet_entries_no_update BEFORE UPDATE ON wallet_entries
      BEGIN SELECT RAISE(ABORT, 'wallet_entries is append-only'); END`.execute(db);
    await sql`CREATE TRIGGER wallet_entries_no_delete BEFORE DELETE ON wallet_entries
      BEGIN SELECT RAISE(ABORT, 'wallet_entries is append-only'); END`.execute(db);
  }

  const now = new Date().toISOString();
  await sql`INSERT INTO wallet_entries (user_id, kind, amount, note, created_at)
    SELECT id, 'adjustment', cash, 'Önceki bakiye', ${now} FROM users WHERE cash <> 0`.execute(db);
  await db.schema.alterTable('users').dropColumn('cash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('cash', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE users SET cash = COALESCE((SELECT SUM(amount) FROM wallet_entries w WHERE w.user_id = users.id), 0)`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql`DROP TRIGGER wallet_entries_append_only ON wallet_entries`.execute(db);
    await sql`DROP FUNCTION wallet_entries_append_only()`.execute(db);
  }
  await db.schema.dropTable('wallet_entries').execute();
  await db.schema.dropTable('referral_rewards').execute();
  await db.schema.dropTable('payouts').execute();
}
