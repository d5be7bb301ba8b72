import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Every task's application window has a start: its creation, until a fallback opens a fresh one. The
 * tasks created before are given theirs, so the pending list finds every task inside its window with
 * one indexed condition (`missions_window_started_idx`). PostgreSQL also refuses a task without it;
 * SQLite cannot add the constraint to an existing column, and the insert type requires it there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update missions set window_started_at = created_at where window_started_at is null`.execute(db);
  if (isPostgres(db)) await sql`alter table missions alter column window_started_at set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db))
    await sql`alter table missions alter column window_started_at drop not null`.execute(db);
}
