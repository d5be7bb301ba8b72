import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from './schema.ts';

/** Whether `table` holds a row whose columns named in `where` equal their values. */
export async function hasRow<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  where: Partial<Selectable<Database[T]>>,
): Promise<boolean> {
  let query = db.selectFrom(table as never).select(sql<number>`1`.as('one'));
  for (const [column, value] of Object.entries(where))
    query = query.where(column as never, '=', value as never);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
