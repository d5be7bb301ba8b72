import {
  type Constant,
  type FaqItem,
  type NoticePage,
  type WebPopup,
  formatDottedDate,
} from '@meslektas/domain';
import type { Selectable } from 'kysely';
import type { PagesTable } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { constantText } from '../constants.ts';
import type { Db } from '../deps.ts';
import { safeHtml } from '../text.ts';

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

/** Every server constant, by name. */
export async function allConstants(db: Db): Promise<Constant[]> {
  const rows = await db.selectFrom('constants').selectAll().orderBy('name').execute();
  return rows.map((r) => ({ name: r.name, description: r.description }));
}

/** The questions of one FAQ page in their order, their answers as safe HTML. */
export async function faqOf(db: Db, kind: 'general' | 'partnership'): Promise<FaqItem[]> {
  const rows = await db
    .selectFrom('faqs')
    .select(['title', 'content'])
    .where('kind', '=', kind)
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => {
    const content = safeHtml(r.content);
    return { title: r.title, content, description: content };
  });
}

/** The partnership FAQ and the text under it. */
export async function partnershipFaq(db: Db): Promise<{ data: FaqItem[]; bottom_text: string }> {
  const [data, bottom] = await Promise.all([
    faqOf(db, 'partnership'),
    constantText(db, 'partnership_faq_bottom', ''),
  ]);
  return { data, bottom_text: safeHtml(bottom) };
}

/**
 * The header's announcements: the pages marked to be shown (in_homepage). The legal pages (terms,
 * KVKK notice) are pages too, opened from their links, but they are not announcements.
 */
export async function notices(db: Db): Promise<NoticePage[]> {
  const pages = await db
    .selectFrom('pages')
    .where('in_homepage', '=', 1)
    .selectAll()
    .orderBy('created_at', 'desc')
    .execute();
  return pages.map((p) => toNotice(p));
}

/** The pop-up shown now (the latest switched on), or a switched-off one. */
export async function currentWebPopup(db: Db): Promise<WebPopup> {
  const popup = await db
    .selectFrom('web_popups')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return popup
    ? { status: true, url: popup.url, link: popup.link, audience: popup.audience }
    : { status: false, url: null, link: null, audience: 'all' };
}

/** A page by id or by slug (the route table links both). */
export async function pageOf(db: Db, key: string): Promise<NoticePage & { body: string }> {
  const query = db.selectFrom('pages').selectAll();
  const page = /^\d{1,9}$/.test(key)
    ? await query.where('id', '=', Number(key)).executeTakeFirst()
    : await query.where('slug', '=', key).executeTakeFirst();
  if (!page) throw new HttpError(404, PAGE_NOT_FOUND);
  return { ...toNotice(page), body: safeHtml(page.body) };
}
