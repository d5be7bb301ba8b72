import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** How many rows of a queue's table wait in the given status. */
export async function countWhere(
  db: Kysely<Database>,
  table: 'disputes' | 'payouts' | 'tickets' | 'complaints',
  status: 'open' | 'pending',
): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(n);
}
