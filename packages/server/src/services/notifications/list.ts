import { type AppNotification, type LaravelPage, NOTIFICATION_NOT_FOUND } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { toAppNotification } from './format.ts';

export const NOTIFICATIONS_PER_PAGE = 15;

/** The count the header bell shows (User.new_notifications_count). */
export async function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page in the shape of Laravel's paginator; a page past the end is empty, not an error. */
export async function notificationPage(
  db: Kysely<Database>,
  userId: number,
  page: number,
  onlyUnread: boolean,
  now: Date,
): Promise<LaravelPage<AppNotification>> {
  let base = db.selectFrom('notifications').where('user_id', '=', userId);
  if (onlyUnread) base = base.where('read_at', 'is', null);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATIONS_PER_PAGE)
    .offset((page - 1) * NOTIFICATIONS_PER_PAGE)
    .execute();
  return {
    data: rows.map((r) => toAppNotification(r, now)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE)),
    per_page: NOTIFICATIONS_PER_PAGE,
    total,
  };
}

export async function markAllRead(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks one of the lawyer's own notifications read (opening it from the list or the bell). One
 * already read keeps its first reading time; another lawyer's id answers 404 like an unknown one.
 * Returns the unread count left, for the bell.
 */
export async function markOneRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: Date,
): Promise<number> {
  const own = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) throw new HttpError(404, NOTIFICATION_NOT_FOUND);
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return unreadCount(db, userId);
}

/** The pending page clears the "new task" notifications once the lawyer has seen the list. */
export async function markMissionCreatedRead(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('type', '=', 'mission_created')
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
