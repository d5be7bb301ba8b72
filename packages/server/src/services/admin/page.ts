import { ADMIN_PAGE_SIZE } from '@meslektas/domain';
import type { SelectQueryBuilder } from 'kysely';

/** The rows to skip for a console list's page (1-based), ADMIN_PAGE_SIZE a page. */
export const adminPageOffset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/** One page of a console list in the Laravel envelope every console list answers with. */
export function adminPage<T>(data: T[], total: number, page: number) {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    per_page: ADMIN_PAGE_SIZE,
    total,
  };
}

/**
 * A console list's page read from its filtered query: the rows it finds are counted, then the
 * page's rows are read in `order` (which ends in the id, so a page is stable) and each made an item.
 */
export async function readAdminPage<DB, TB extends keyof DB, O, T>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: number,
  order: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  toItem: (row: O) => T,
) {
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  const rows = await order(base).limit(ADMIN_PAGE_SIZE).offset(adminPageOffset(page)).execute();
  return adminPage(rows.map(toItem), Number(n), page);
}
