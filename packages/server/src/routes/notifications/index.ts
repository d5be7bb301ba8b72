import { pageQuerySchema } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../plugins/errors.ts';
import { markAllRead, notificationPage } from '../../services/notifications/list.ts';

/** The notification list (all or unread) in Laravel's paging shape, and mark-all-read. */
export default async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  app.get('/notifications', async (request) => {
    const { page } = parsePayload(pageQuerySchema, request.query);
    return notificationPage(app.db, request.user.id, page, false, app.now());
  });

  app.get('/notifications/unread', async (request) => {
    const { page } = parsePayload(pageQuerySchema, request.query);
    return notificationPage(app.db, request.user.id, page, true, app.now());
  });

  app.post('/notifications', async (request) => {
    const marked = await markAllRead(app.db, request.user.id, app.now());
    return { status: 'true', message: 'Tüm bildirimler okundu olarak işaretlendi.', marked };
  });
}
