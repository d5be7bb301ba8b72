import { consolePaths } from '@meslektas/domain';
import { countWhere } from './count.ts';
import type { QueueSource } from './index.ts';

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
