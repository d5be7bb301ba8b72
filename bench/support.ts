import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app.ts';
import { type DatabaseHandle, openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { loadReferenceData } from '../packages/server/src/seed/reference.ts';
import { runStatement } from '../packages/server/test/helpers/test-app.ts';

/**
 * What the database benches share: their whole-number options, a database of their own (a SQLite
 * file or a PostgreSQL schema) and the app on it.
 */

/** `--name=N` from the command line: a positive whole number, or the fallback. */
export function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** Creates `schema` in the PostgreSQL at `url` and opens the app's database in it. */
export async function openNewSchema(url: string, schema: string): Promise<DatabaseHandle> {
  await runStatement(url, `CREATE SCHEMA ${schema}`);
  return openDatabase({ databaseUrl: url, pgSchema: schema });
}

/** Drops a bench's schema with everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  await runStatement(url, `DROP SCHEMA ${schema} CASCADE`);
}

/** Runs `fn` on a database in a fresh schema of the PostgreSQL at `url`, dropped again after. */
export async function withNewSchema<T>(
  url: string,
  fn: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const schema = `bench_${crypto.randomBytes(6).toString('hex')}`;
  const database = await openNewSchema(url, schema);
  try {
    return await fn(database);
  } finally {
    await database.close();
    await dropSchema(url, schema);
  }
}

/** Runs `fn` on a database in a SQLite file of a fresh folder, removed again after. */
export async function withSqliteFile<T>(
  prefix: string,
  fn: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = openDatabase({ sqlitePath: path.join(dir, 'bench.db') });
  try {
    return await fn(database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The app, without its log, on `database` migrated and loaded with the reference data. */
export async function benchApp(database: DatabaseHandle) {
  await migrateToLatest(database.db);
  await loadReferenceData(database.db);
  return buildApp({ config: { staticDir: '/nonexistent', seedDemo: false }, database, logger: false });
}
