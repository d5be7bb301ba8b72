import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Broadcaster } from '../../src/realtime/broadcaster.ts';
import { loadReferenceData } from '../../src/seed/reference.ts';
import { type People, suite } from './suite.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  close: () => Promise<void>;
}

// Any number.
const SCHEMA_LOCK = 720_431;

/**
 * Runs fn while holding the schema lock: shared for work that reads the catalogue (migrations and
 * introspection list every schema), exclusive for dropping a schema. Without it, one test file
 * dropping its schema breaks another file's catalogue query mid-flight.
 */
export async function withSchemaLock<T>(mode: 'shared' | 'exclusive', fn: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return fn();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const suffix = mode === 'shared' ? '_shared' : '';
  try {
    await client.query(`SELECT pg_advisory_lock${suffix}($1)`, [SCHEMA_LOCK]);
    return await fn();
  } finally {
    await client.query(`SELECT pg_advisory_unlock${suffix}($1)`, [SCHEMA_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** One statement on its own connection (CREATE and DROP DATABASE must run outside a transaction). */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database with the reference data (bars, courthouses, categories, answers,
 * constants…) for one test file: in-memory SQLite by default, or a throw-away
 * schema in TEST_DATABASE_URL's PostgreSQL, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(database.db);
    await loadReferenceData(database.db);
    return database;
  }
  const { database, drop } = await openTestSchema(url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fresh, migrated schema with the reference data, and how to drop it again. */
async function openTestSchema(
  url: string,
): Promise<{ database: DatabaseHandle; schema: string; drop(): Promise<void> }> {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const database = await withSchemaLock('shared', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const opened = openDatabase({ databaseUrl: url, pgSchema: schema });
    await migrateToLatest(opened.db);
    return opened;
  });
  await loadReferenceData(database.db);
  const drop = () =>
    withSchemaLock('exclusive', async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      await dropper.end();
    });
  return { database, schema, drop };
}

/** One test database that several handles open, as several server processes would. */
export interface SharedTestDatabase {
  /** A handle of its own on the database: another connection to the SQLite file, another pool. */
  open(): DatabaseHandle;
  /** Closes every handle opened and removes the database. */
  close(): Promise<void>;
}

/**
 * {@link openTestDatabase} for tests of several processes on one database: a SQLite file in a
 * fresh folder (WAL, as the server runs it), or a throw-away schema in TEST_DATABASE_URL's
 * PostgreSQL.
 */
export async function openSharedTestDatabase(): Promise<SharedTestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const handles: DatabaseHandle[] = [];
  let open: () => DatabaseHandle;
  let remove: () => Promise<void>;
  if (url) {
    const { database, schema, drop } = await openTestSchema(url);
    handles.push(database);
    open = () => openDatabase({ databaseUrl: url, pgSchema: schema });
    remove = drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-shared-'));
    const file = path.join(dir, 'app.db');
    const first = openDatabase({ sqlitePath: file });
    await migrateToLatest(first.db);
    await loadReferenceData(first.db);
    await first.close();
    open = () => openDatabase({ sqlitePath: file });
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  return {
    open: () => {
      const handle = open();
      handles.push(handle);
      return handle;
    },
    close: async () => {
      for (const h of handles.splice(0)) await h.close();
      await remove();
    },
  };
}

/** The app's clock in tests: real time until set, then frozen and moved by hand. */
export interface TestClock {
  now: () => Date;
  set: (instant: Date | string) => void;
  advance: (ms: number) => void;
  reset: () => void;
}

export function createClock(): TestClock {
  let frozen: Date | null = null;
  return {
    now: () => (frozen ? new Date(frozen) : new Date()),
    set: (instant) => {
      frozen = new Date(instant);
    },
    advance: (ms) => {
      frozen = new Date((frozen ?? new Date()).getTime() + ms);
    },
    reset: () => {
      frozen = null;
    },
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  broadcaster?: Broadcaster;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = createClock();
  const app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false, ...options.config },
    database,
    now: clock.now,
    ...(options.broadcaster ? { broadcaster: options.broadcaster } : {}),
  });
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * {@link createTestApp} for a test file (or the describe block it is called in), with `people` made
 * on it by name, in order: `const ctx = testAppSuite({}, { operator: signedInOperator })`, then
 * `ctx.app`, `ctx.operator` in the tests.
 */
export function testAppSuite<P extends object = Record<never, never>>(
  options: TestAppOptions = {},
  people: People<P> = {} as People<P>,
): TestContext & P {
  return suite(() => createTestApp(options), people);
}
