import { ADMIN_PAGE_SIZE } from '@meslektas/domain';

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
