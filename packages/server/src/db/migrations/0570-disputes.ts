import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * The dispute desk: one dispute per task between its creator and its assigned lawyer, the
 * messages the operators moderate, their images (private files of the sender), and when each
 * party last read the dispute (what the sidebar's waiting count compares against).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('disputes'))
    // Unique: both parties write in the same dispute, and two openings sent at once cannot both land.
    .addColumn('mission_id', 'integer', (c) =>
      c.notNull().unique().references('missions.id').onDelete('cascade'),
    )
    .addColumn('opener_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The task's creator and assigned lawyer when the dispute was opened: its two parties.
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assignee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // open | resolved
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    // The operator's result (plain text), set when resolved.
    .addColumn('result_message', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('resolved_at', timestamp)
    .execute();
  await db.schema.createIndex('disputes_owner_idx').on('disputes').column('owner_id').execute();
  await db.schema.createIndex('disputes_assignee_idx').on('disputes').column('assignee_id').execute();

  await withSerialId(db, db.schema.createTable('dispute_messages'))
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    // NULL: written by an operator for the desk (shown as the product).
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Plain text.
    .addColumn('body', 'text', (c) => c.notNull())
    // pending | approved | rejected
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    // When an operator approved or rejected it; what a party's read time is compared with.
    .addColumn('moderated_at', timestamp)
    .execute();
  await db.schema
    .createIndex('dispute_messages_dispute_idx')
    .on('dispute_messages')
    .columns(['dispute_id', 'status'])
    .execute();

  await db.schema
    .createTable('dispute_message_images')
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('dispute_messages.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addPrimaryKeyConstraint('dispute_message_images_pk', ['message_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('dispute_reads')
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('dispute_reads_pk', ['dispute_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dispute_reads').execute();
  await db.schema.dropTable('dispute_message_images').execute();
  await db.schema.dropTable('dispute_messages').execute();
  await db.schema.dropTable('disputes').execute();
}
