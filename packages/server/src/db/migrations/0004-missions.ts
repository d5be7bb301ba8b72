import type { Kysely } from 'kysely';
import { flag, timestamp, withSerialId } from './helpers.ts';

/** Tasks, applications, comments, notifications and the home activity feed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('missions'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    // The selected applicant; NULL until assignment.
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('baro_id', 'integer', (c) => c.notNull().references('bars.id'))
    .addColumn('adliye_id', 'integer', (c) => c.references('courthouses.id'))
    .addColumn('out_adliye', 'integer', flag(0))
    .addColumn('address_name', 'text')
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('plan_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('plan_time', 'varchar(5)')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('fast', 'integer', flag(0))
    // 0 open, 1 assigned, 2 completed, 4 cancelled.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_text', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('assigned_at', timestamp)
    .addColumn('completed_at', timestamp)
    .addColumn('completed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('cancelled_at', timestamp)
    .execute();
  await db.schema
    .createIndex('missions_adliye_status_created_idx')
    .on('missions')
    .columns(['adliye_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('missions_owner_idx').on('missions').columns(['owner_id', 'status']).execute();
  await db.schema.createIndex('missions_user_idx').on('missions').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('missions_created_idx').on('missions').column('created_at').execute();

  await withSerialId(db, db.schema.createTable('applications'))
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Index into mission_answers ordered by sort_order, as the client sends it.
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addUniqueConstraint('applications_mission_user_uq', ['mission_id', 'user_id'])
    .execute();
  await db.schema.createIndex('applications_user_idx').on('applications').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('comments'))
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id').onDelete('cascade'))
    // The author; target_user_id is the counterpart the comment is about.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addUniqueConstraint('comments_mission_user_uq', ['mission_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comments_target_idx').on('comments').column('target_user_id').execute();

  await withSerialId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    // JSON text: {type, id, mission_id, icon, title, message}.
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('read_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_user_read_idx')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();

  await withSerialId(db, db.schema.createTable('activity'))
    // created, assigned, completed, cancelled, joined.
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mission_id', 'integer', (c) => c.references('missions.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_created_idx').on('activity').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity', 'notifications', 'comments', 'applications', 'missions']) {
    await db.schema.dropTable(table).execute();
  }
}
