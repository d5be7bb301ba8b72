import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PostgreSQL's connection pool, for its use in the metrics; SQLite has one connection and none. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
}

export interface OpenOptions {
  /** postgres://… for PostgreSQL; otherwise the SQLite file at sqlitePath. */
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL schema to use (created when missing); tests give each file its own. */
  pgSchema?: string;
}

export function openDatabase(options: OpenOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const schema = options.pgSchema;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // BIGINT and NUMERIC come back as strings by default; our ids and money fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/** More distinct statements than the code writes (lists of ids vary their placeholders). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query afresh; compiling the SQL again is a large share of a short read.
 * Statements are kept by their text and reused (one connection runs one query at a time, so a
 * statement is never busy twice); past the bound the cache starts over.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
