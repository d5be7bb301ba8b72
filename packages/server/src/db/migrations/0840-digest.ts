import { type Kysely, sql } from 'kysely';
import { flag, isPostgres, timestamp } from './helpers.ts';

/**
 * The daily digest e-mail:
 * - on `users`: whether the lawyer wants it and at what Istanbul time (HH:mm; kept while it is off,
 *   so turning it on again offers the last time);
 * - on `outbox`: an e-mail's HTML part and its extra headers (List-Unsubscribe), beside the text;
 * - on `deliveries`: a job may be about a lawyer rather than a task (`mission_id` null,
 *   `user_id` set), and `job_key` is unique, so one digest a lawyer a day is stored at most once
 *   however many processes schedule it. SQLite cannot drop a NOT NULL, so there the table is
 *   copied into a new one with the same columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('digest_enabled', 'integer', flag(0)).execute();
  await db.schema.alterTable('users').addColumn('digest_time', 'varchar(5)').execute();
  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();

  if (isPostgres(db)) {
    await sql`alter table deliveries alter column mission_id drop not null`.execute(db);
    await db.schema
      .alterTable('deliveries')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema.alterTable('deliveries').addColumn('job_key', 'varchar(80)').execute();
  } else {
    await db.schema
      .createTable('deliveries_new')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('mission_id', 'integer', (c) => c.references('missions.id'))
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('cursor', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('done_at', timestamp)
      .addColumn('due_at', timestamp)
      .addColumn('claimed_by', 'varchar(80)')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('job_key', 'varchar(80)')
      .execute();
    await sql`insert into deliveries_new (id, kind, mission_id, payload, cursor, state, attempts,
      claimed_at, created_at, done_at, due_at, claimed_by)
      select id, kind, mission_id, payload, cursor, state, attempts, claimed_at, created_at, done_at,
      due_at, claimed_by from deliveries`.execute(db);
    await db.schema.dropTable('deliveries').execute();
    await db.schema.alterTable('deliveries_new').renameTo('deliveries').execute();
    await db.schema.createIndex('deliveries_state_idx').on('deliveries').columns(['state', 'id']).execute();
  }
  await db.schema.createIndex('deliveries_job_key_idx').on('deliveries').column('job_key').unique().execute();
  await db.schema.createIndex('deliveries_user_idx').on('deliveries').columns(['user_id', 'state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('deliveries_user_idx').execute();
  await db.schema.dropIndex('deliveries_job_key_idx').execute();
  await db
    .deleteFrom('deliveries' as never)
    .where('mission_id' as never, 'is', null)
    .execute();
  await db.schema.alterTable('deliveries').dropColumn('job_key').execute();
  await db.schema.alterTable('deliveries').dropColumn('user_id').execute();
  if (isPostgres(db)) await sql`alter table deliveries alter column mission_id set not null`.execute(db);
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  await db.schema.alterTable('outbox').dropColumn('html').execute();
  await db.schema.alterTable('users').dropColumn('digest_time').execute();
  await db.schema.alterTable('users').dropColumn('digest_enabled').execute();
}
