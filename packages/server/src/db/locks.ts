import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Serialises the changes of one user inside a transaction. On PostgreSQL the user's row is locked
 * until the transaction ends, so a second request reads what the first one wrote only after its
 * commit. SQLite has one writer at a time: the process's transactions run one after another on its
 * single connection, and another process's write makes this one's commit fail rather than
 * interleave. Answers whether the user exists.
 */
export async function lockUser(
  trx: Transaction<Database> | Kysely<Database>,
  userId: number,
): Promise<boolean> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(postgres, (qb) => qb.forNoKeyUpdate())
    .executeTakeFirst();
  return row !== undefined;
}
