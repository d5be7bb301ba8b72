import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** A stored row of a table, as a query reads it. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;

/**
 * The rows of `table` whose columns equal those in `where` (every row without it), as stored: all
 * their columns, or only `columns`.
 */
export function rowsOf<T extends keyof Database, C extends keyof Row<T> = keyof Row<T>>(
  app: FastifyInstance,
  table: T,
  where: Partial<Row<T>> = {},
  columns?: readonly C[],
): Promise<Pick<Row<T>, C>[]> {
  const db = app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const from = db.selectFrom(table as string);
  let query = columns ? from.select(columns as readonly string[]) : from.selectAll();
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return query.execute() as Promise<Pick<Row<T>, C>[]>;
}

/** The first row {@link rowsOf} finds, or undefined. */
export async function findRow<T extends keyof Database, C extends keyof Row<T> = keyof Row<T>>(
  app: FastifyInstance,
  table: T,
  where: Partial<Row<T>>,
  columns?: readonly C[],
): Promise<Pick<Row<T>, C> | undefined> {
  return (await rowsOf(app, table, where, columns))[0];
}

/** The first row {@link rowsOf} finds; there must be one. */
export async function rowOf<T extends keyof Database, C extends keyof Row<T> = keyof Row<T>>(
  app: FastifyInstance,
  table: T,
  where: Partial<Row<T>>,
  columns?: readonly C[],
): Promise<Pick<Row<T>, C>> {
  const row = await findRow(app, table, where, columns);
  if (!row) throw new Error(`no ${table} row with ${JSON.stringify(where)}`);
  return row;
}
