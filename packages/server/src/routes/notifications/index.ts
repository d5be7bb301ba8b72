import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { markAllRead, notificationPage } from '../../services/notifications/list.ts';

/** The notification list (all or unread) in Laravel's paging shape, and mark-all-read. */
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
}
