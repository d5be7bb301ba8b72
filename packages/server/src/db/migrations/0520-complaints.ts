import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * Suggestions, bug reports and complaints sent from the form, and the images of a bug report
 * (private files of their sender, read by the operators).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('complaints'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // oneri-istek | hata-bildirimi | diger
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('is_web', 'integer', (c) => c.notNull())
    // open | closed
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('complaints_user_idx').on('complaints').column('user_id').execute();
  await db.schema
    .createTable('complaint_images')
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addPrimaryKeyConstraint('complaint_images_pk', ['complaint_id', 'file_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('complaint_images').execute();
  await db.schema.dropTable('complaints').execute();
}
