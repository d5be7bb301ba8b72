/** Page size of the created, selected, applied, not-applied and completed lists. */
export const LIST_PAGE_SIZE = 5;
/** The archive shows the last 10 of each tab; home lists show at most 10. */
export const ARCHIVE_SIZE = 10;
export const HOME_LIST_MAX = 10;

/** The load-more trigger: the total exceeds what is shown and is above 1. */
export function showLoadMore(total: number, currentCount: number): boolean {
  return total > currentCount && total > 1;
}

/** Notification paging ends when last_page equals the current page (or the page ran past it). */
export function hasMoreNotifications(page: { current_page: number; last_page: number }): boolean {
  return page.current_page < page.last_page;
}
