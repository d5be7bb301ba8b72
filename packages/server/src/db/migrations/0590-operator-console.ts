import { type Kysely, sql } from 'kysely';
import { isPostgres, timestamp, withSerialId } from './helpers.ts';

/**
 * The operator console: a role on accounts ('lawyer' or 'operator') and the audit log of every
 * operator action. The log is append-only: the database itself refuses UPDATE and DELETE on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('lawyer'))
    .execute();
  await withSerialId(db, db.schema.createTable('audit_log'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    // 'account.approve', 'account.ban', …: domain's auditActionLabels names them.
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    // JSON text of the record's fields the action touched, before and after it.
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id'])
    .execute();
  if (isPostgres(db)) {
    await sql`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only';
      END;
      $$`.execute(db);
    await sql`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  } else {
    await sql`
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    await sql`
      CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();
}
