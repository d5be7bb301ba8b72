import { type Kysely, sql } from 'kysely';

/**
 * An assignment is the owner's step: rows written before this credited it to the assignee. The
 * owner of the task is known for every such row, so the feed can be corrected in place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE activity SET user_id = (SELECT owner_id FROM missions WHERE missions.id = activity.mission_id)
    WHERE type = 'assigned'
      AND mission_id IS NOT NULL
      AND user_id <> (SELECT owner_id FROM missions WHERE missions.id = activity.mission_id)
  `.execute(db);
}

export async function down(): Promise<void> {
  // The wrong attribution is not worth restoring.
}
