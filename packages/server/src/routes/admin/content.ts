import { api } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contract.ts';
import type { Actor } from '../../services/admin/accounts.ts';
import * as constants from '../../services/admin/content/constants.ts';
import * as faqs from '../../services/admin/content/faqs.ts';
import * as pages from '../../services/admin/content/pages.ts';
import * as popups from '../../services/admin/content/popups.ts';
import { consoleWrites } from './writes.ts';

/**
 * The console's content calls. Lawyers' content calls read the tables on every request (no cache
 * in between), so what an operator saves is what the next lawyer request answers.
 */
export function contentRoutes(app: FastifyInstance, actor: (request: FastifyRequest) => Actor): void {
  const { saves, removes } = consoleWrites(app, actor);

  route(app, api.admin.contentConstants, async () => ({ data: await constants.listConstants(app.db) }));
  saves(api.admin.updateConstant, constants.constantMessages.saved, ({ params, body }, by) =>
    constants.updateConstant(app.db, by, params.name, body.description),
  );

  const p = pages.pageMessages;
  route(app, api.admin.contentPages, async () => ({ data: await pages.listPages(app.db) }));
  saves(api.admin.createPage, p.created, ({ body }, by) => pages.createPage(app.db, by, body));
  saves(api.admin.updatePage, p.saved, ({ params, body }, by) =>
    pages.updatePage(app.db, by, params.id, body),
  );
  removes(api.admin.deletePage, p.deleted, ({ params }, by) => pages.deletePage(app.db, by, params.id));

  const f = faqs.faqMessages;
  route(app, api.admin.contentFaqs, async ({ query }) => ({ data: await faqs.listFaqs(app.db, query.kind) }));
  saves(api.admin.createFaq, f.created, ({ body }, by) => faqs.createFaq(app.db, by, body));
  saves(api.admin.updateFaq, f.saved, ({ params, body }, by) => faqs.updateFaq(app.db, by, params.id, body));
  removes(api.admin.deleteFaq, f.deleted, ({ params }, by) => faqs.deleteFaq(app.db, by, params.id));
  saves(api.admin.reorderFaqs, f.reordered, ({ body }, by) =>
    faqs.reorderFaqs(app.db, by, body.kind, body.ids),
  );

  const u = popups.popupMessages;
  route(app, api.admin.contentPopups, async () => ({ data: await popups.listPopups(app.db) }));
  saves(api.admin.createPopup, u.created, ({ body }, by) => popups.createPopup(app.db, by, body));
  saves(
    api.admin.setPopupActive,
    ({ body }) => (body.active ? u.activated : u.deactivated),
    ({ params, body }, by) => popups.setPopupActive(app.db, by, params.id, body.active),
  );
  saves(api.admin.updatePopup, u.saved, ({ params, body }, by) =>
    popups.updatePopup(app.db, by, params.id, body),
  );
  removes(api.admin.deletePopup, u.deleted, ({ params }, by) => popups.deletePopup(app.db, by, params.id));
}
