import type { Kysely } from 'kysely';

/**
 * The blue tick application: the uploaded verification image waits in `pending_verification_image`
 * until an operator approves it (it becomes `verification_image`) or refuses it with a reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pending_verification_image', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('verification_rejected_reason', 'varchar(500)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('verification_rejected_reason').execute();
  await db.schema.alterTable('users').dropColumn('pending_verification_image').execute();
}
