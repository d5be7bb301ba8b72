import { consolePaths } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { QueueSource } from './index.ts';

async function countWhere(db: Kysely<Database>, table: 'tickets' | 'complaints', status: 'pending' | 'open') {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const ticketsQueue: QueueSource = {
  key: 'tickets',
  title: 'Yanıt bekleyen destek talepleri',
  path: consolePaths.tickets,
  count: (db) => countWhere(db, 'tickets', 'pending'),
};

/** New suggestions, bug reports and complaints nobody has read yet. */
export const complaintsQueue: QueueSource = {
  key: 'complaints',
  title: 'Yeni şikayet ve öneriler',
  path: consolePaths.complaints,
  count: (db) => countWhere(db, 'complaints', 'open'),
};
