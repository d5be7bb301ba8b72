import { type Kysely, sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { isPostgres } from './migrations/helpers.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the newest schema; throws with the failing migration's error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: with several
  // schemas in one PostgreSQL database (one per test file) it would find another schema's table.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
