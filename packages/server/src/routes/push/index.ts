import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { deleteSubscription, saveSubscription } from '../../services/push/subscriptions.ts';

/** Web push: the public VAPID key, and the signed-in lawyer's browser subscriptions. */
export default async function pushRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.push.key, () => ({ publicKey: app.push.publicKey }));
  route(app, api.push.subscribe, async ({ body }, request) => {
    await saveSubscription(app.db, request.user.id, body, app.config.pushServiceHosts, app.now());
    return { status: 'true' as const, message: 'Anlık bildirimler açıldı.' };
  });
  route(app, api.push.unsubscribe, async ({ body }, request) => {
    const deleted = await deleteSubscription(app.db, request.user.id, body.endpoint);
    return { status: 'true' as const, message: 'Anlık bildirimler kapatıldı.', deleted };
  });
}
