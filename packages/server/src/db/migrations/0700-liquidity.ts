import type { Kysely } from 'kysely';
import { timestamp, withSerialId } from './helpers.ts';

/**
 * What lets every task find its lawyer:
 * - `presences`: a lawyer's "Adliyedeyim" at one courthouse, until it expires (one row a lawyer; only
 *   the courthouse and the times are kept, never where he stood);
 * - on `missions`: when the first wave (the present lawyers only) gives way to the whole audience, when
 *   the current application window started (a fallback opens a fresh one), how many times the window
 *   was extended, and the radius the task was widened to;
 * - `mission_reach`: the neighbouring courthouses a widened task is offered at, with their distance;
 * - `mission_fallbacks`: every choice an owner made for a task nobody applied to (the console's
 *   figures of how often each was used and worked);
 * - on `deliveries`: a time before which a delivery is not started (the second wave's notice), and
 *   which process holds a claim.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('presences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('adliye_id', 'integer', (c) => c.notNull().references('courthouses.id'))
    .addColumn('started_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('presences_adliye_idx')
    .on('presences')
    .columns(['adliye_id', 'expires_at'])
    .execute();

  await db.schema.alterTable('missions').addColumn('opens_to_all_at', timestamp).execute();
  await db.schema.alterTable('missions').addColumn('window_started_at', timestamp).execute();
  await db.schema
    .alterTable('missions')
    .addColumn('extensions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('missions').addColumn('widened_km', 'integer').execute();

  await db.schema
    .createTable('mission_reach')
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id'))
    .addColumn('adliye_id', 'integer', (c) => c.notNull().references('courthouses.id'))
    .addColumn('distance_m', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('mission_reach_pk', ['mission_id', 'adliye_id'])
    .execute();
  await db.schema
    .createIndex('mission_reach_adliye_idx')
    .on('mission_reach')
    .columns(['adliye_id'])
    .execute();

  await withSerialId(db, db.schema.createTable('mission_fallbacks'))
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id'))
    // extend | widen | raise | cancel
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    // JSON text: what changed (the new radius, the old and new budget in kuruş).
    .addColumn('detail', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mission_fallbacks_mission_idx')
    .on('mission_fallbacks')
    .columns(['mission_id'])
    .execute();

  await db.schema.alterTable('deliveries').addColumn('due_at', timestamp).execute();
  await db.schema.alterTable('deliveries').addColumn('claimed_by', 'varchar(80)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deliveries').dropColumn('claimed_by').execute();
  await db.schema.alterTable('deliveries').dropColumn('due_at').execute();
  await db.schema.dropTable('mission_fallbacks').execute();
  await db.schema.dropTable('mission_reach').execute();
  for (const column of ['widened_km', 'extensions', 'window_started_at', 'opens_to_all_at'])
    await db.schema.alterTable('missions').dropColumn(column).execute();
  await db.schema.dropTable('presences').execute();
}
