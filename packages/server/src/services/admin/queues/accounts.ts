import { consolePaths } from '@meslektas/domain';
import { sql } from 'kysely';
import type { QueueSource } from './index.ts';

/** Registrations waiting for approval: passive, not rejected, not deleted lawyers. */
export const accountsQueue: QueueSource = {
  key: 'accounts',
  title: 'Onay bekleyen hesaplar',
  path: consolePaths.accounts,
  count: async (db) => {
    const { n } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'lawyer')
      .where('deleted', '=', 0)
      .where('status', '=', 'passive')
      .where(sql<boolean>`(ban_message IS NULL OR TRIM(ban_message) = '')`)
      .executeTakeFirstOrThrow();
    return Number(n);
  },
};
