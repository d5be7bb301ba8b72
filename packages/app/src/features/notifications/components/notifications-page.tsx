import { mapApiSuccess, realtimeChannels, realtimeEvents } from '@meslektas/domain';
import { NotificationList, type NotificationFilter, PageTitle } from '@meslektas/ui';
import { useState } from 'react';
import { useMarkNotificationRead } from '../../../api/mark-notification-read.ts';
import { routes } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { toNotificationItem } from '../../../lib/notification-item.ts';
import { perform } from '../../../lib/outcomes.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { useNotificationPages } from '../api/get-notifications.ts';
import { markAllRead } from '../api/mark-all-read.ts';

/** /notifications: all or unread, mark all read, load more; each item opens what it is about. */
export default function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const { data: user, mutate: mutateUser } = useCurrentUser();
  const list = useNotificationPages(filter);
  // A notification that arrives while the page is open joins the list (the shell updates the bell).
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.notification,
    () => list.refresh(),
    () => list.refresh(),
  );
  const markRead = useMarkNotificationRead();
  const markAll = useAction(async () => {
    const answer = await markAllRead();
    const now = new Date().toISOString();
    await mutateUser(
      (u) =>
        u && {
          ...u,
          new_notifications_count: 0,
          notifications: u.notifications.map((n) => ({ ...n, read_at: n.read_at ?? now })),
        },
      { revalidate: true },
    );
    list.refresh();
    perform(mapApiSuccess(undefined, answer));
  });

  return (
    <section className="space-y-4">
      <PageTitle title={routes.notifications.title} />
      <NotificationList
        notifications={list.notifications.map(toNotificationItem)}
        filter={filter}
        onFilterChange={setFilter}
        unreadCount={user?.new_notifications_count ?? 0}
        onMarkAllRead={() => void markAll.run()}
        markingAllRead={markAll.busy}
        onOpen={markRead}
        loading={list.loading}
        error={list.error}
        onRetry={list.refresh}
        page={list.page}
        lastPage={list.lastPage}
        onLoadMore={list.loadMore}
        loadingMore={list.loadingMore}
      />
    </section>
  );
}
