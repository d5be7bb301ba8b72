import type { ExcludableCategory } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';

export const excludedCategoryMessages = {
  saved: 'Görev almak istemediğiniz kategoriler güncellendi.',
  unknown: 'Seçtiğiniz kategori bulunamadı.',
} as const;

/** user/notCategoriesList: the active categories in their order, the excluded ones marked. */
export async function excludedCategories(
  db: Kysely<Database>,
  userId: number,
): Promise<ExcludableCategory[]> {
  const [categories, excluded] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('user_excluded_categories').select('category_id').where('user_id', '=', userId).execute(),
  ]);
  const ids = new Set(excluded.map((x) => x.category_id));
  return categories.map((c) => ({ category_id: c.id, name: c.name, excluded: ids.has(c.id) }));
}

/**
 * user/notCategoriesUpdate: the categories the lawyer gets no tasks of, replaced by the given list
 * (empty: every category reaches him). Only active categories can be chosen.
 */
export async function updateExcludedCategories(
  db: Kysely<Database>,
  userId: number,
  categoryIds: number[],
): Promise<ExcludableCategory[]> {
  const ids = [...new Set(categoryIds)];
  if (ids.length > 0) {
    const found = await db
      .selectFrom('categories')
      .select('id')
      .where('id', 'in', ids)
      .where('active', '=', 1)
      .execute();
    if (found.length !== ids.length) {
      throw new HttpError(422, excludedCategoryMessages.unknown, {
        errors: { category_id: [excludedCategoryMessages.unknown] },
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_excluded_categories').where('user_id', '=', userId).execute();
    if (ids.length > 0) {
      await trx
        .insertInto('user_excluded_categories')
        .values(ids.map((category_id) => ({ user_id: userId, category_id })))
        .execute();
    }
  });
  return excludedCategories(db, userId);
}
