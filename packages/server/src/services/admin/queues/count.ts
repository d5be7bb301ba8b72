import { consolePaths } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { QueueSource } from './index.ts';

type QueueTable = 'disputes' | 'payouts' | 'tickets' | 'complaints';

/** How many rows of a queue's table wait in the given status. */
async function countWhere(
  db: Kysely<Database>,
  table: QueueTable,
  status: 'open' | 'pending',
): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A queue that is the rows of one table waiting in one status, worked on the console page of that name. */
export const statusQueue = (table: QueueTable, status: 'open' | 'pending', title: string): QueueSource => ({
  key: table,
  title,
  path: consolePaths[table],
  count: (db) => countWhere(db, table, status),
});
