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
import { consoleWrites } from './writes.ts';

/** The console's catalogue: special notifications, categories, ready descriptions, courthouses. */
export function catalogRoutes(app: FastifyInstance, actor: (request: FastifyRequest) => Actor): void {
  const m = catalog.catalogMessages;

  route(app, api.admin.specialNotifications, ({ query }) => listSpecialNotifications(app.db, query.page));
  route(app, api.admin.sendSpecialNotification, async ({ body }, request) => {
    const { events, ...data } = await sendSpecialNotification(app.db, actor(request), body);
    await app.deps.publish(events);
    return { message: specialMessages.sent(data.recipients), data };
  });
  route(app, api.admin.catalogBars, async () => ({ data: await catalog.listBars(app.db) }));

  const { saves, removes } = consoleWrites(app, actor);
  route(app, api.admin.categories, async () => ({ data: await catalog.listCategories(app.db) }));
  saves(api.admin.createCategory, m.categoryCreated, ({ body }, by) =>
    catalog.createCategory(app.db, by, body),
  );
  saves(api.admin.updateCategory, m.categorySaved, ({ params, body }, by) =>
    catalog.updateCategory(app.db, by, params.id, body),
  );
  saves(
    api.admin.setCategoryActive,
    ({ body }) => (body.active === 1 ? m.categoryActivated : m.categoryDeactivated),
    ({ params, body }, by) => catalog.setCategoryActive(app.db, by, params.id, body.active),
  );
  saves(api.admin.reorderCategories, m.orderSaved, ({ body }, by) =>
    catalog.reorderCategories(app.db, by, body.ids),
  );

  route(app, api.admin.systemDescriptions, async () => ({
    data: await catalog.listSystemDescriptions(app.db),
  }));
  saves(api.admin.createSystemDescription, m.descriptionCreated, ({ body }, by) =>
    catalog.createSystemDescription(app.db, by, body.description),
  );
  saves(api.admin.updateSystemDescription, m.descriptionSaved, ({ params, body }, by) =>
    catalog.updateSystemDescription(app.db, by, params.id, body.description),
  );
  removes(api.admin.deleteSystemDescription, m.descriptionDeleted, ({ params }, by) =>
    catalog.deleteSystemDescription(app.db, by, params.id),
  );

  const c = courthouses.courthouseMessages;
  route(app, api.admin.courthouses, ({ query }) => courthouses.listCourthouses(app.db, query));
  saves(api.admin.createCourthouse, c.created, ({ body }, by) =>
    courthouses.createCourthouse(app.db, by, body),
  );
  saves(api.admin.updateCourthouse, c.saved, ({ params, body }, by) =>
    courthouses.updateCourthouse(app.db, by, params.id, body),
  );
  removes(api.admin.deleteCourthouse, c.deleted, ({ params }, by) =>
    courthouses.deleteCourthouse(app.db, by, params.id),
  );
}
