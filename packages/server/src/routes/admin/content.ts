import { api } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contract.ts';
import type { Actor } from '../../services/admin/accounts.ts';
import * as constants from '../../services/admin/content/constants.ts';
import * as faqs from '../../services/admin/content/faqs.ts';
import * as pages from '../../services/admin/content/pages.ts';
import * as popups from '../../services/admin/content/popups.ts';

/**
 * The console's content calls. Lawyers' content calls read the tables on every request (no cache
 * in between), so what an operator saves is what the next lawyer request answers.
 */
export function contentRoutes(app: FastifyInstance, actor: (request: FastifyRequest) => Actor): void {
  route(app, api.admin.contentConstants, async () => ({ data: await constants.listConstants(app.db) }));
  route(app, api.admin.updateConstant, async ({ params, body }, request) => ({
    message: constants.constantMessages.saved,
    data: await constants.updateConstant(app.db, actor(request), params.name, body.description),
  }));

  route(app, api.admin.contentPages, async () => ({ data: await pages.listPages(app.db) }));
  route(app, api.admin.createPage, async ({ body }, request) => ({
    message: pages.pageMessages.created,
    data: await pages.createPage(app.db, actor(request), body),
  }));
  route(app, api.admin.updatePage, async ({ params, body }, request) => ({
    message: pages.pageMessages.saved,
    data: await pages.updatePage(app.db, actor(request), params.id, body),
  }));
  route(app, api.admin.deletePage, async ({ params }, request) => {
    await pages.deletePage(app.db, actor(request), params.id);
    return { message: pages.pageMessages.deleted };
  });

  route(app, api.admin.contentFaqs, async ({ query }) => ({ data: await faqs.listFaqs(app.db, query.kind) }));
  route(app, api.admin.createFaq, async ({ body }, request) => ({
    message: faqs.faqMessages.created,
    data: await faqs.createFaq(app.db, actor(request), body),
  }));
  route(app, api.admin.updateFaq, async ({ params, body }, request) => ({
    message: faqs.faqMessages.saved,
    data: await faqs.updateFaq(app.db, actor(request), params.id, body),
  }));
  route(app, api.admin.deleteFaq, async ({ params }, request) => {
    await faqs.deleteFaq(app.db, actor(request), params.id);
    return { message: faqs.faqMessages.deleted };
  });
  route(app, api.admin.reorderFaqs, async ({ body }, request) => ({
    message: faqs.faqMessages.reordered,
    data: await faqs.reorderFaqs(app.db, actor(request), body.kind, body.ids),
  }));

  route(app, api.admin.contentPopups, async () => ({ data: await popups.listPopups(app.db) }));
  route(app, api.admin.createPopup, async ({ body }, request) => ({
    message: popups.popupMessages.created,
    data: await popups.createPopup(app.db, actor(request), body),
  }));
  route(app, api.admin.updatePopup, async ({ params, body }, request) => ({
    message: popups.popupMessages.saved,
    data: await popups.updatePopup(app.db, actor(request), params.id, body),
  }));
  route(app, api.admin.setPopupActive, async ({ params, body }, request) => ({
    message: body.active ? popups.popupMessages.activated : popups.popupMessages.deactivated,
    data: await popups.setPopupActive(app.db, actor(request), params.id, body.active),
  }));
  route(app, api.admin.deletePopup, async ({ params }, request) => {
    await popups.deletePopup(app.db, actor(request), params.id);
    return { message: popups.popupMessages.deleted };
  });
}
