import { NOTIFICATION_NOT_FOUND, type SpecialNotification, formatDottedDate } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { safeHtml } from '../text.ts';

/**
 * A special notification for the lawyer reading it: one for everyone, one for his bar or one for
 * him. Anyone else gets the same 404 as for an id that does not exist, so the ids of other bars'
 * and other lawyers' notifications reveal nothing. The body is operators' HTML, filtered like the
 * notice pages.
 */
export async function readSpecialNotification(
  db: Kysely<Database>,
  reader: Pick<UserRow, 'id' | 'baro_id'>,
  id: number,
): Promise<SpecialNotification> {
  const row = await db
    .selectFrom('special_notifications')
    .selectAll()
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('audience', '=', 'everyone'),
        eb.and([eb('audience', '=', 'bar'), eb('baro_id', '=', reader.baro_id ?? -1)]),
        eb.and([eb('audience', '=', 'lawyer'), eb('user_id', '=', reader.id)]),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new HttpError(404, NOTIFICATION_NOT_FOUND);
  return { id: row.id, title: row.title, body: safeHtml(row.body), date: formatDottedDate(row.created_at) };
}
