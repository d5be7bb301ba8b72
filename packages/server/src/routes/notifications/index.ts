import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { markAllRead, markOneRead, notificationPage } from '../../services/notifications/list.ts';
import { readSpecialNotification } from '../../services/notifications/special.ts';

/**
 * The notification list (all or unread) in Laravel's paging shape, mark-all-read, marking one read
 * when it is opened, and the special notifications' pages.
 */
export default async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.notifications.list, ({ query }, request) =>
    notificationPage(app.db, request.user.id, query.page, false, app.now()),
  );
  route(app, api.notifications.unread, ({ query }, request) =>
    notificationPage(app.db, request.user.id, query.page, true, app.now()),
  );
  route(app, api.notifications.markAllRead, async (_input, request) => {
    const marked = await markAllRead(app.db, request.user.id, app.now());
    return { status: 'true' as const, message: 'Tüm bildirimler okundu olarak işaretlendi.', marked };
  });
  route(app, api.notifications.markRead, async ({ params }, request) => {
    const unread = await markOneRead(app.db, request.user.id, params.id, app.now());
    return { status: 'true' as const, message: 'Bildirim okundu olarak işaretlendi.', unread };
  });
  route(app, api.notifications.special, async ({ params }, request) => ({
    data: { data: await readSpecialNotification(app.db, request.user, params.id) },
  }));
}
