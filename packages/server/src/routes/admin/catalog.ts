import { api } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contract.ts';
import type { Actor } from '../../services/admin/accounts.ts';
import * as catalog from '../../services/admin/catalog.ts';
import * as courthouses from '../../services/admin/catalog-courthouses.ts';
import {
  listSpecialNotifications,
  sendSpecialNotification,
  specialMessages,
} from '../../services/admin/special-notifications.ts';

/** The console's catalogue: special notifications, categories, ready descriptions, courthouses. */
export function catalogRoutes(app: FastifyInstance): void {
  const actor = (request: FastifyRequest): Actor => ({ operatorId: request.user.id, now: app.now() });
  const m = catalog.catalogMessages;

  route(app, api.admin.specialNotifications, ({ query }) => listSpecialNotifications(app.db, query.page));
  route(app, api.admin.sendSpecialNotification, async ({ body }, request) => {
    const { events, ...data } = await sendSpecialNotification(app.db, actor(request), body);
    await app.deps.publish(events);
    return { message: specialMessages.sent(data.recipients), data };
  });
  route(app, api.admin.catalogBars, async () => ({ data: await catalog.listBars(app.db) }));

  route(app, api.admin.categories, async () => ({ data: await catalog.listCategories(app.db) }));
  route(app, api.admin.createCategory, async ({ body }, request) => ({
    message: m.categoryCreated,
    data: await catalog.createCategory(app.db, actor(request), body),
  }));
  route(app, api.admin.updateCategory, async ({ params, body }, request) => ({
    message: m.categorySaved,
    data: await catalog.updateCategory(app.db, actor(request), params.id, body),
  }));
  route(app, api.admin.setCategoryActive, async ({ params, body }, request) => ({
    message: body.active === 1 ? m.categoryActivated : m.categoryDeactivated,
    data: await catalog.setCategoryActive(app.db, actor(request), params.id, body.active),
  }));
  route(app, api.admin.reorderCategories, async ({ body }, request) => ({
    message: m.orderSaved,
    data: await catalog.reorderCategories(app.db, actor(request), body.ids),
  }));

  route(app, api.admin.systemDescriptions, async () => ({
    data: await catalog.listSystemDescriptions(app.db),
  }));
  route(app, api.admin.createSystemDescription, async ({ body }, request) => ({
    message: m.descriptionCreated,
    data: await catalog.createSystemDescription(app.db, actor(request), body.description),
  }));
  route(app, api.admin.updateSystemDescription, async ({ params, body }, request) => ({
    message: m.descriptionSaved,
    data: await catalog.updateSystemDescription(app.db, actor(request), params.id, body.description),
  }));
  route(app, api.admin.deleteSystemDescription, async ({ params }, request) => {
    await catalog.deleteSystemDescription(app.db, actor(request), params.id);
    return { message: m.descriptionDeleted };
  });

  const c = courthouses.courthouseMessages;
  route(app, api.admin.courthouses, ({ query }) => courthouses.listCourthouses(app.db, query));
  route(app, api.admin.createCourthouse, async ({ body }, request) => ({
    message: c.created,
    data: await courthouses.createCourthouse(app.db, actor(request), body),
  }));
  route(app, api.admin.updateCourthouse, async ({ params, body }, request) => ({
    message: c.saved,
    data: await courthouses.updateCourthouse(app.db, actor(request), params.id, body),
  }));
  route(app, api.admin.deleteCourthouse, async ({ params }, request) => {
    await courthouses.deleteCourthouse(app.db, actor(request), params.id);
    return { message: c.deleted };
  });
}
