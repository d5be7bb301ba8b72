import type { AdminPage } from '@meslektas/domain';
import type { Selectable } from 'kysely';
import type { PagesTable } from '../../../db/schema.ts';
import { HttpError, fieldError } from '../../../errors.ts';
import { safeHtml } from '../../text.ts';
import type { Actor } from '../accounts.ts';
import { auditChange } from '../audit.ts';
import { type Db } from './shared.ts';

export const pageMessages = {
  notFound: 'Sayfa bulunamadı.',
  slugTaken: 'Bu kısa ad başka bir sayfada kullanılıyor.',
  bodyEmpty: 'Sayfa metni temizlendikten sonra boş kaldı; lütfen metin giriniz.',
  created: 'Duyuru sayfası eklendi.',
  saved: 'Duyuru sayfası kaydedildi.',
  deleted: 'Duyuru sayfası silindi.',
} as const;

export interface PageInput {
  title: string;
  slug: string;
  body: string;
  url: string | null;
  in_homepage: boolean;
}

const toAdminPage = (row: Selectable<PagesTable>): AdminPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  body: row.body,
  url: row.url,
  in_homepage: row.in_homepage === 1,
  created_at: row.created_at,
});

/** Every notice page, newest first: the order the header rotates them in. */
export async function listPages(db: Db): Promise<AdminPage[]> {
  const rows = await db
    .selectFrom('pages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAdminPage);
}

async function checked(db: Db, input: PageInput, id: number | null) {
  const body = safeHtml(input.body).trim();
  if (body === '') throw fieldError('body', pageMessages.bodyEmpty);
  let taken = db.selectFrom('pages').select('id').where('slug', '=', input.slug);
  if (id !== null) taken = taken.where('id', '!=', id);
  if (await taken.executeTakeFirst()) throw fieldError('slug', pageMessages.slugTaken);
  return {
    title: input.title,
    slug: input.slug,
    body,
    url: input.url,
    in_homepage: input.in_homepage ? 1 : 0,
  };
}

/** A new notice page; its date (the header's order) is now. */
export async function createPage(db: Db, actor: Actor, input: PageInput): Promise<AdminPage> {
  return db.transaction().execute(async (trx) => {
    const values = await checked(trx, input, null);
    const row = await trx
      .insertInto('pages')
      .values({ ...values, created_at: actor.now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const page = toAdminPage(row);
    await auditChange(trx, actor, 'page.create', { type: 'page', id: row.id }, null, page);
    return page;
  });
}

export async function updatePage(db: Db, actor: Actor, id: number, input: PageInput): Promise<AdminPage> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new HttpError(404, pageMessages.notFound);
    const values = await checked(trx, input, id);
    const row = await trx
      .updateTable('pages')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const page = toAdminPage(row);
    await auditChange(trx, actor, 'page.update', { type: 'page', id }, toAdminPage(before), page);
    return page;
  });
}

export async function deletePage(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new HttpError(404, pageMessages.notFound);
    await trx.deleteFrom('pages').where('id', '=', id).execute();
    await auditChange(trx, actor, 'page.delete', { type: 'page', id }, toAdminPage(before), null);
  });
}
