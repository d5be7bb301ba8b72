import type { Kysely } from 'kysely';
import { timestamp } from './helpers.ts';

/**
 * The reliability record:
 * - `lawyer_records`: each lawyer's counts, refreshed where their inputs change, so a profile or an
 *   applicants page reads one row per lawyer instead of his whole history. `stale_at` is the earliest
 *   future time the counts change by time alone (a missing report becoming late); a reader past it
 *   recomputes the row.
 * - on `disputes`: against whom the operator decided it (none | owner | assignee), set on resolving.
 * - `app_meta.reports_since`: from when outcome reports can be filed; a task that fell due before
 *   it has no report through nobody's fault and is not counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lawyer_records')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reports_counted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reports_on_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('late_cancels', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disputes_lost', 'integer', (c) => c.notNull().defaultTo(0))
    // Whole minutes; NULL before his first application.
    .addColumn('median_apply_minutes', 'integer')
    // The report hours the row was computed with: an edit of the constant recomputes it on read.
    .addColumn('report_hours', 'integer', (c) => c.notNull())
    .addColumn('refreshed_at', timestamp, (c) => c.notNull())
    .addColumn('stale_at', timestamp)
    .execute();
  await db.schema.alterTable('disputes').addColumn('decided_against', 'varchar(10)').execute();
  const at = new Date().toISOString();
  await (db as Kysely<{ app_meta: { key: string; value: string; updated_at: string } }>)
    .insertInto('app_meta')
    // The key services/reliability/record.ts reads (REPORTS_SINCE_KEY).
    .values({ key: 'reports_since', value: at, updated_at: at })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ app_meta: { key: string } }>)
    .deleteFrom('app_meta')
    .where('key', '=', 'reports_since')
    .execute();
  await db.schema.alterTable('disputes').dropColumn('decided_against').execute();
  await db.schema.dropTable('lawyer_records').execute();
}
