import { type Kysely, sql } from 'kysely';
import { flag, timestamp, withSerialId } from './helpers.ts';

/**
 * Cancel requests: the problem types a request names (reference data, editable by operators) and
 * the requests themselves. At most one request per task waits for an answer at a time, held by a
 * partial unique index so two requests sent at once cannot both be stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cancel_request_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('value', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('text', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withSerialId(db, db.schema.createTable('cancel_requests'))
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id').onDelete('cascade'))
    .addColumn('requester_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type_value', 'varchar(60)', (c) => c.notNull())
    // The type's text when the request was made, so an operator's later rewording changes no request.
    .addColumn('type_text', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    // pending | confirmed | rejected
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    // Made less than a day before the task's planned time: counted later in reliability.
    .addColumn('late', 'integer', flag(0))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('answered_at', timestamp)
    .execute();
  await db.schema
    .createIndex('cancel_requests_one_pending')
    .on('cancel_requests')
    .column('mission_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('cancel_requests_requester_idx')
    .on('cancel_requests')
    .columns(['requester_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('cancel_requests_recipient_idx')
    .on('cancel_requests')
    .column('recipient_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cancel_requests').execute();
  await db.schema.dropTable('cancel_request_types').execute();
}
