import type { Category } from '@meslektas/domain';
import type { CategoryRow } from '../../db/schema.ts';
import type { Db } from '../deps.ts';

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    out_adliye: row.out_adliye,
    time_required: row.time_required === 1,
  };
}

/** The categories a task may be created in, in the console's order. */
export async function activeCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toCategory);
}
