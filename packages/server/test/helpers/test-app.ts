import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory SQLite by default, or a throw-away
 * schema in TEST_DATABASE_URL's PostgreSQL, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(database.db);
    return database;
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = openDatabase({ databaseUrl: url, pgSchema: schema });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      await dropper.end();
    },
  };
}

export async function createTestApp(): Promise<TestContext> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: { staticDir: '/nonexistent', seedDemo: false }, database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
