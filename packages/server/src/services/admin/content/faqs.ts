import type { AdminFaq, FaqKind } from '@meslektas/domain';
import type { Selectable } from 'kysely';
import type { FaqsTable } from '../../../db/schema.ts';
import { HttpError, fieldError } from '../../../errors.ts';
import { safeHtml } from '../../text.ts';
import type { Actor } from '../accounts.ts';
import { auditChange } from '../audit.ts';
import { type Db } from './shared.ts';

export const faqMessages = {
  notFound: 'Soru bulunamadı.',
  contentEmpty: 'Cevap temizlendikten sonra boş kaldı; lütfen metin giriniz.',
  orderMismatch: 'Sıra, listedeki bütün soruları birer kez içermelidir. Sayfayı yenileyip tekrar deneyiniz.',
  created: 'Soru eklendi.',
  saved: 'Soru kaydedildi.',
  deleted: 'Soru silindi.',
  reordered: 'Sıra kaydedildi.',
} as const;

const toAdminFaq = (row: Selectable<FaqsTable>): AdminFaq => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  content: row.content,
  sort_order: row.sort_order,
});

/** One FAQ in the order lawyers read it. */
export async function listFaqs(db: Db, kind: FaqKind): Promise<AdminFaq[]> {
  const rows = await db
    .selectFrom('faqs')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toAdminFaq);
}

function cleanContent(content: string): string {
  const clean = safeHtml(content).trim();
  if (clean === '') throw fieldError('content', faqMessages.contentEmpty);
  return clean;
}

/** A new question at the end of its list; the answer is stored sanitised. */
export async function createFaq(
  db: Db,
  actor: Actor,
  input: { kind: FaqKind; title: string; content: string },
): Promise<AdminFaq> {
  const content = cleanContent(input.content);
  return db.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('faqs')
      .where('kind', '=', input.kind)
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('faqs')
      .values({ kind: input.kind, title: input.title, content, sort_order: Number(last ?? 0) + 1 })
      .returningAll()
      .executeTakeFirstOrThrow();
    const faq = toAdminFaq(row);
    await auditChange(trx, actor, 'faq.create', { type: 'faq', id: row.id }, null, faq);
    return faq;
  });
}

export async function updateFaq(
  db: Db,
  actor: Actor,
  id: number,
  input: { title: string; content: string },
): Promise<AdminFaq> {
  const content = cleanContent(input.content);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new HttpError(404, faqMessages.notFound);
    const row = await trx
      .updateTable('faqs')
      .set({ title: input.title, content })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const faq = toAdminFaq(row);
    await auditChange(trx, actor, 'faq.update', { type: 'faq', id }, toAdminFaq(before), faq);
    return faq;
  });
}

export async function deleteFaq(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new HttpError(404, faqMessages.notFound);
    await trx.deleteFrom('faqs').where('id', '=', id).execute();
    await auditChange(trx, actor, 'faq.delete', { type: 'faq', id }, toAdminFaq(before), null);
  });
}

/**
 * Puts one list in the given order. The ids must be exactly that list's questions, each once, so
 * an order sent from a stale screen (a question added or deleted meanwhile) changes nothing.
 */
export async function reorderFaqs(db: Db, actor: Actor, kind: FaqKind, ids: number[]): Promise<AdminFaq[]> {
  return db.transaction().execute(async (trx) => {
    const before = await listFaqs(trx, kind);
    const current = new Set(before.map((f) => f.id));
    const unique = new Set(ids);
    if (unique.size !== ids.length || ids.length !== current.size || ids.some((id) => !current.has(id))) {
      throw fieldError('ids', faqMessages.orderMismatch);
    }
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('faqs')
        .set({ sort_order: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    const after = await listFaqs(trx, kind);
    // The line's subject is the list, not one question; the order before and after is its record.
    await auditChange(
      trx,
      actor,
      'faq.reorder',
      { type: 'faq_list', id: 0 },
      { kind, order: before.map((f) => f.id) },
      { kind, order: after.map((f) => f.id) },
    );
    return after;
  });
}
