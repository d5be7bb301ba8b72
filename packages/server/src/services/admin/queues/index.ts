import type { AdminQueue } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { accountsQueue } from './accounts.ts';
import { moderationQueues } from './moderation.ts';
import { disputesQueue, payoutsQueue } from './money-and-disputes.ts';
import { complaintsQueue, ticketsQueue } from './support.ts';

/**
 * One work queue of the console: what the dashboard shows of it. A queue is one file in this
 * folder exporting a QueueSource, listed once below; the dashboard needs nothing else.
 */
export interface QueueSource {
  key: string;
  title: string;
  /** The console page that works the queue. */
  path: string;
  count: (db: Kysely<Database>) => Promise<number>;
}

const queueSources: readonly QueueSource[] = [
  accountsQueue,
  ...moderationQueues,
  disputesQueue,
  payoutsQueue,
  ticketsQueue,
  complaintsQueue,
];

export async function queueSizes(db: Kysely<Database>): Promise<AdminQueue[]> {
  return Promise.all(
    queueSources.map(async ({ key, title, path, count }) => ({ key, title, path, count: await count(db) })),
  );
}
