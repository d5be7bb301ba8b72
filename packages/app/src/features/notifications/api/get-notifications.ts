import { type AppNotification, type LaravelPage, hasMoreNotifications } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWRInfinite from 'swr/infinite';
import { callApi, callKey } from '../../../lib/api-client.ts';

type NotificationFilter = 'all' | 'unread';

const specOf = (filter: NotificationFilter) =>
  filter === 'unread' ? api.notifications.unread : api.notifications.list;

/**
 * GET notifications?page or notifications/unread?page, 15 a page in Laravel's shape, pages
 * accumulated by 'load more' until last_page equals the page.
 */
export function useNotificationPages(filter: NotificationFilter) {
  const spec = specOf(filter);
  const swr = useSWRInfinite(
    (index, previous: LaravelPage<AppNotification> | null) =>
      previous && !hasMoreNotifications(previous)
        ? null
        : ([...callKey(spec, { query: { page: index + 1 } }), index + 1] as const),
    ([, , page]) => callApi(spec, { query: { page } }),
    { revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  const last = pages.at(-1);
  return {
    notifications: pages.flatMap((p) => p.data),
    loading: !swr.data && !swr.error,
    // A failed first load shows the retry; a failed later page keeps what is shown.
    error: !swr.data && Boolean(swr.error),
    loadingMore: swr.isValidating && swr.size > pages.length,
    page: last?.current_page ?? 0,
    lastPage: last?.last_page ?? 0,
    loadMore: () => void swr.setSize(swr.size + 1),
    refresh: () => void swr.mutate(),
  };
}
