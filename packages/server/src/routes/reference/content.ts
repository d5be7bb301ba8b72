import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  allConstants,
  currentWebPopup,
  faqOf,
  notices,
  pageOf,
  partnershipFaq,
} from '../../services/reference/content.ts';

/**
 * Public content: constants, FAQ, notices, the pop-up and notice pages. No login needed: the
 * banned and passive pages read constants, and the login screen may show notices.
 */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.reference.constants, async () => ({ data: await allConstants(app.db) }));
  route(app, api.reference.faq, async () => ({ data: await faqOf(app.db, 'general') }));
  route(app, api.reference.partnershipFaq, () => partnershipFaq(app.db));
  route(app, api.reference.notices, async () => ({ data: await notices(app.db) }));
  route(app, api.reference.webPopup, async () => ({ data: await currentWebPopup(app.db) }));
  route(app, api.reference.page, async ({ params }) => ({ page: await pageOf(app.db, params.id) }));
}
