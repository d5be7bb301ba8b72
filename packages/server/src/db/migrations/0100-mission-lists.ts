import type { Kysely } from 'kysely';

/**
 * Indexes the lifecycle queries lean on: urgent tasks still open today (pending list), tasks
 * without a courthouse by bar (pending list, audience), and applications per user and day (free tier).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('missions_fast_status_date_idx')
    .on('missions')
    .columns(['fast', 'status', 'plan_date'])
    .execute();
  await db.schema
    .createIndex('missions_baro_status_created_idx')
    .on('missions')
    .columns(['baro_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_user_created_idx')
    .on('applications')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'applications_user_created_idx',
    'missions_baro_status_created_idx',
    'missions_fast_status_date_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
