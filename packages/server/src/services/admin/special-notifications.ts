import {
  ADMIN_PAGE_SIZE,
  type AdminSpecialNotification,
  SPECIAL_NOTIFICATION_TYPE,
  type SendSpecialNotificationPayload,
  notificationIcon,
  plainText,
  realtimeEvents,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { toAppNotification } from '../notifications/format.ts';
import { type OutgoingEvent, userChannel } from '../notifications/notify.ts';
import { safeHtml } from '../text.ts';
import type { Actor } from './accounts.ts';
import { writeAudit } from './audit.ts';
import { adminPage, adminPageOffset } from './page.ts';

export const specialMessages = {
  sent: (n: number) => `Özel bildirim ${n.toLocaleString('tr-TR')} avukata gönderildi.`,
  barNotFound: 'Baro bulunamadı.',
  lawyerNotFound: 'Avukat bulunamadı.',
  emptyBody: 'Lütfen bildirim metnini giriniz.',
  emptyTitle: 'Lütfen bir başlık giriniz.',
  /** What the lawyer's notification list shows; the page itself carries the title and body. */
  notice: 'Size özel bir bildirim var.',
} as const;

// Keeps each multi-row insert well below the bound-parameter limits of SQLite and PostgreSQL.
const CHUNK = 500;

function sent(db: Kysely<Database>) {
  return db
    .selectFrom('special_notifications as s')
    .leftJoin('bars as b', 'b.id', 's.baro_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.audience',
      's.baro_id',
      'b.name as bar_name',
      's.user_id',
      'u.name as user_name',
      's.title',
      's.body',
      's.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof sent>['executeTakeFirstOrThrow']>>;
const toAdmin = (row: Row): AdminSpecialNotification => ({ ...row, body: safeHtml(row.body) });

/** What was sent, newest first. */
export async function listSpecialNotifications(db: Kysely<Database>, page: number) {
  const { n } = await db
    .selectFrom('special_notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const rows = await sent(db)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset(adminPageOffset(page))
    .execute();
  return adminPage(rows.map(toAdmin), total, page);
}

/**
 * Stores the notification and tells its audience: the lawyers read special notifications through
 * an ordinary notification row pointing at them (their list, unread count and bell are per row), so
 * each addressee gets one row, written in the same transaction as the notification and its audit
 * line. The live copy goes out once to all their channels after the commit.
 */
export async function sendSpecialNotification(
  db: Kysely<Database>,
  actor: Actor,
  input: SendSpecialNotificationPayload,
): Promise<{ notification: AdminSpecialNotification; recipients: number; events: OutgoingEvent[] }> {
  const body = safeHtml(input.body).trim();
  if (plainText(body) === '' && !/<img\b/i.test(body)) throw fieldError('body', specialMessages.emptyBody);
  const title = plainText(input.title);
  if (title === '') throw fieldError('title', specialMessages.emptyTitle);
  const baroId = input.audience === 'bar' ? (input.baro_id ?? null) : null;
  const userId = input.audience === 'lawyer' ? (input.user_id ?? null) : null;

  return db.transaction().execute(async (trx) => {
    if (baroId !== null) {
      const bar = await trx.selectFrom('bars').select('id').where('id', '=', baroId).executeTakeFirst();
      if (!bar) throw fieldError('baro_id', specialMessages.barNotFound);
    }
    let audience = trx.selectFrom('users').select('id').where('role', '=', 'lawyer').where('deleted', '=', 0);
    if (baroId !== null) audience = audience.where('baro_id', '=', baroId);
    if (userId !== null) audience = audience.where('id', '=', userId);
    const userIds = (await audience.orderBy('id').execute()).map((r) => r.id);
    if (userId !== null && userIds.length === 0) throw fieldError('user_id', specialMessages.lawyerNotFound);

    const created_at = actor.now.toISOString();
    const { id } = await trx
      .insertInto('special_notifications')
      .values({ audience: input.audience, baro_id: baroId, user_id: userId, title, body, created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const data = JSON.stringify({
      type: SPECIAL_NOTIFICATION_TYPE,
      id,
      mission_id: null,
      icon: notificationIcon(SPECIAL_NOTIFICATION_TYPE),
      title,
      message: specialMessages.notice,
    });
    let firstRowId: number | undefined;
    for (let i = 0; i < userIds.length; i += CHUNK) {
      const rows = await trx
        .insertInto('notifications')
        .values(
          userIds
            .slice(i, i + CHUNK)
            .map((user_id) => ({ user_id, type: SPECIAL_NOTIFICATION_TYPE, data, created_at })),
        )
        .returning('id')
        .execute();
      firstRowId ??= rows[0]?.id;
    }
    await writeAudit(trx, {
      operatorId: actor.operatorId,
      action: 'special_notification.send',
      subjectType: 'special_notification',
      subjectId: id,
      before: null,
      after: {
        audience: input.audience,
        baro_id: baroId,
        user_id: userId,
        title,
        body,
        recipients: userIds.length,
      },
      now: actor.now,
    });

    const live = toAppNotification(
      { id: firstRowId ?? 0, user_id: 0, type: SPECIAL_NOTIFICATION_TYPE, data, read_at: null, created_at },
      actor.now,
    );
    // One lawyer's copy carries his row's id; a shared copy an id of its own (as task notifications do).
    if (userIds.length !== 1) live.id = `${SPECIAL_NOTIFICATION_TYPE}.${id}`;
    const events: OutgoingEvent[] =
      userIds.length > 0
        ? [{ channels: userIds.map(userChannel), event: realtimeEvents.notification, data: live }]
        : [];
    const notification = toAdmin(await sent(trx).where('s.id', '=', id).executeTakeFirstOrThrow());
    return { notification, recipients: userIds.length, events };
  });
}
