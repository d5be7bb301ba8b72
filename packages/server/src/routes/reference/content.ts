import {
  type Constant,
  type FaqItem,
  type NoticePage,
  type WebPopup,
  api,
  formatDottedDate,
} from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { PagesTable } from '../../db/schema.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../errors.ts';
import { safeHtml } from '../../services/text.ts';

const PAGE_NOT_FOUND = 'Aradığınız sayfa bulunamadı.';

function toNotice(page: Selectable<PagesTable>): NoticePage {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    date: formatDottedDate(page.created_at),
    url: page.url ?? `/pages/${page.slug}`,
    in_homepage: page.in_homepage === 1,
  };
}

/**
 * Public content: constants, FAQ, notices, the pop-up and notice pages. No login needed: the
 * banned and passive pages read constants, and the login screen may show notices.
 */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.reference.constants, async () => {
    const rows = await app.db.selectFrom('constants').selectAll().orderBy('name').execute();
    const data: Constant[] = rows.map((r) => ({ name: r.name, description: r.description }));
    return { data };
  });

  const faq = async (kind: 'general' | 'partnership'): Promise<FaqItem[]> => {
    const rows = await app.db
      .selectFrom('faqs')
      .select(['title', 'content'])
      .where('kind', '=', kind)
      .orderBy('sort_order')
      .execute();
    return rows.map((r) => {
      const content = safeHtml(r.content);
      return { title: r.title, content, description: content };
    });
  };

  route(app, api.reference.faq, async () => ({ data: await faq('general') }));

  route(app, api.reference.partnershipFaq, async () => {
    const bottom = await app.db
      .selectFrom('constants')
      .select('description')
      .where('name', '=', 'partnership_faq_bottom')
      .executeTakeFirst();
    return { data: await faq('partnership'), bottom_text: safeHtml(bottom?.description ?? '') };
  });

  // The header's announcements: the pages marked to be shown (in_homepage). The legal pages
  // (terms, KVKK notice) are pages too, opened from their links, but they are not announcements.
  route(app, api.reference.notices, async () => {
    const pages = await app.db
      .selectFrom('pages')
      .where('in_homepage', '=', 1)
      .selectAll()
      .orderBy('created_at', 'desc')
      .execute();
    return { data: pages.map((p) => toNotice(p)) };
  });

  route(app, api.reference.webPopup, async () => {
    const popup = await app.db
      .selectFrom('web_popups')
      .selectAll()
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const data: WebPopup = popup
      ? { status: true, url: popup.url, link: popup.link, audience: popup.audience }
      : { status: false, url: null, link: null, audience: 'all' };
    return { data };
  });

  // The route table links pages by id and by slug; both are accepted.
  route(app, api.reference.page, async ({ params: { id: key } }) => {
    const query = app.db.selectFrom('pages').selectAll();
    const page = /^\d{1,9}$/.test(key)
      ? await query.where('id', '=', Number(key)).executeTakeFirst()
      : await query.where('slug', '=', key).executeTakeFirst();
    if (!page) throw new HttpError(404, PAGE_NOT_FOUND);
    return { page: { ...toNotice(page), body: safeHtml(page.body) } };
  });
}
