import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { homeFeed } from '../../services/reference/activity.ts';
import { activeCategories } from '../../services/reference/categories.ts';

/** The home feed (auth/homeNotifications) and the category list. */
export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.reference.homeNotifications, async (_input, request) => ({
    data: await homeFeed(app.db, request.user.baro_id),
  }));
  route(app, api.reference.categories, async () => ({ data: await activeCategories(app.db) }));
}
