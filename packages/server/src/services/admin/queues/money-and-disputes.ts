import { consolePaths } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { QueueSource } from './index.ts';

async function countWhere(db: Kysely<Database>, table: 'disputes' | 'payouts', status: 'open' | 'pending') {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const disputesQueue: QueueSource = {
  key: 'disputes',
  title: 'Açık uyuşmazlıklar',
  path: consolePaths.disputes,
  count: (db) => countWhere(db, 'disputes', 'open'),
};

export const payoutsQueue: QueueSource = {
  key: 'payouts',
  title: 'Bekleyen ödeme talepleri',
  path: consolePaths.payouts,
  count: (db) => countWhere(db, 'payouts', 'pending'),
};
