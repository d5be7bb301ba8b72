import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * What happened at the errand: the assigned lawyer's outcome report on a task (one a task), the
 * owner's single follow-up question and its answer, and the owner's acceptance. `due_at` (planned
 * time + the report hours, as they were when it was filed) is kept so whether it came on time never
 * changes when a constant is edited later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('mission_reports'))
    .addColumn('mission_id', 'integer', (c) => c.notNull().unique().references('missions.id'))
    // The lawyer who filed it (the task's assignee when it was filed).
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // JSON text: the chosen outcome codes, e.g. ["attended","postponed"].
    .addColumn('outcomes', 'text', (c) => c.notNull())
    // Sanitised free text.
    .addColumn('note', 'text')
    .addColumn('next_hearing_at', timestamp)
    .addColumn('filed_at', timestamp, (c) => c.notNull())
    .addColumn('due_at', timestamp, (c) => c.notNull())
    .addColumn('question', 'text')
    .addColumn('questioned_at', timestamp)
    .addColumn('answer', 'text')
    .addColumn('answered_at', timestamp)
    .addColumn('accepted_at', timestamp)
    .execute();
  await db.schema
    .createIndex('mission_reports_user_idx')
    .on('mission_reports')
    .columns(['user_id', 'filed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mission_reports').execute();
}
