import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Both dialects store the same shapes: integer kuruş, 0/1 flags, ISO-8601 text timestamps. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

type Table = CreateTableBuilder<string, never>;

/** An auto-numbered primary key: SERIAL on PostgreSQL, the rowid alias on SQLite. */
export function withSerialId(db: Kysely<unknown>, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const flag =
  (value: 0 | 1) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().defaultTo(value);

/** ISO-8601 text; the application writes it, so both dialects sort and compare it the same way. */
export const timestamp = 'varchar(40)' as const;
