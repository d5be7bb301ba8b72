import { consolePaths } from '@meslektas/domain';
import { countWhere } from './count.ts';
import type { QueueSource } from './index.ts';

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
