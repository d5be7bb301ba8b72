import { CheckCheck } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { LoadMore } from '../../components/load-more/load-more.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs.tsx';
import { NotificationIcon } from '../../layout/header/notification-icon.tsx';
import type { HeaderNotification } from '../../layout/header/notification-menu.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';
import { LoadState, type LoadStateFlags, splitLoadState } from '../../lib/load-state.tsx';

export const notificationListLabels = {
  all: 'Tümü',
  unread: 'Okunmamış',
  tabs: 'Bildirim filtresi',
  markAllRead: 'Tümünü Okundu İşaretle',
  markingAllRead: 'İşaretleniyor...',
  empty: 'Bildiriminiz bulunmuyor.',
  emptyUnread: 'Okunmamış bildiriminiz bulunmuyor.',
  loading: 'Bildirimler yükleniyor...',
  error: 'Bildirimler yüklenemedi.',
  retry: 'Tekrar Dene',
  /** Read by screen readers before an unread notification's title. */
  unreadItem: 'Okunmamış:',
  list: 'Bildirimler',
};

export type NotificationFilter = 'all' | 'unread';

/** One notification as the page shows it: the bell's shape (domain's notificationHref as `href`). */
export type NotificationListItem = HeaderNotification;

export type NotificationListProps = Omit<React.ComponentProps<'div'>, 'children'> &
  LoadStateFlags & {
    notifications: readonly NotificationListItem[];
    filter: NotificationFilter;
    onFilterChange: (filter: NotificationFilter) => void;
    /** The lawyer's unread count; 'mark all read' is off at 0. */
    unreadCount: number;
    onMarkAllRead: () => void;
    markingAllRead?: boolean;
    /** Called as a notification is opened (before its link is followed), to mark it read. */
    onOpen?: (notification: NotificationListItem) => void;
    /** Laravel paging: more while `page` is below `lastPage`. */
    page?: number;
    lastPage?: number;
    onLoadMore?: () => void;
    loadingMore?: boolean;
    labels?: Partial<typeof notificationListLabels>;
  };

/** The notifications page: all or unread, mark all read, newest first, load more. */
export function NotificationList({
  notifications,
  filter,
  onFilterChange,
  unreadCount,
  onMarkAllRead,
  markingAllRead = false,
  onOpen,
  page = 0,
  lastPage = 0,
  onLoadMore,
  loadingMore = false,
  labels,
  className,
  ...rest
}: NotificationListProps) {
  const [load, props] = splitLoadState(rest);
  const l = { ...notificationListLabels, ...labels };
  const body = () => (
    <LoadState
      {...load}
      labels={l}
      rows={4}
      empty={notifications.length === 0 && (filter === 'unread' ? l.emptyUnread : l.empty)}
    >
      <ul
        aria-label={l.list}
        className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
      >
        {notifications.map((n) => (
          <li key={n.id} data-notification-id={n.id} data-read={n.read}>
            <NotificationRow notification={n} href={n.href} onOpen={onOpen} unreadLabel={l.unreadItem} />
          </li>
        ))}
      </ul>
      {onLoadMore ? (
        <LoadMore total={lastPage} current={page} busy={loadingMore} onLoadMore={onLoadMore} />
      ) : null}
    </LoadState>
  );
  return (
    <div data-slot="notification-list" className={cn('flex flex-col gap-3', className)} {...props}>
      <Tabs value={filter} onValueChange={(value) => onFilterChange(value as NotificationFilter)}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList aria-label={l.tabs}>
            <TabsTrigger value="all">{l.all}</TabsTrigger>
            <TabsTrigger value="unread">{l.unread}</TabsTrigger>
          </TabsList>
          <Button
            variant="outline"
            size="sm"
            disabled={unreadCount === 0}
            busy={markingAllRead}
            busyLabel={l.markingAllRead}
            onClick={onMarkAllRead}
          >
            <CheckCheck aria-hidden className="size-4" />
            {l.markAllRead}
          </Button>
        </div>
        <TabsContent value="all">{filter === 'all' ? body() : null}</TabsContent>
        <TabsContent value="unread">{filter === 'unread' ? body() : null}</TabsContent>
      </Tabs>
    </div>
  );
}

function NotificationRow({
  notification: n,
  href,
  onOpen,
  unreadLabel,
}: {
  notification: NotificationListItem;
  href: string | undefined;
  onOpen: ((notification: NotificationListItem) => void) | undefined;
  unreadLabel: string;
}) {
  const content = (
    <>
      <span
        aria-hidden
        className={cn('mt-2 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-brand-600')}
      />
      <NotificationIcon type={n.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm', n.read ? 'text-ink' : 'font-semibold text-ink')}>
          {n.read ? null : <span className="sr-only">{unreadLabel} </span>}
          {n.title}
        </span>
        {n.message ? <span className="text-sm text-muted">{n.message}</span> : null}
        {n.diffForHumans ? <span className="text-xs text-muted">{n.diffForHumans}</span> : null}
      </span>
    </>
  );
  const rowClass = cn('flex items-start gap-3 px-4 py-3', !n.read && 'bg-brand-50/60');
  if (!href) return <div className={rowClass}>{content}</div>;
  return (
    <Link
      href={href}
      onClick={() => onOpen?.(n)}
      className={cn(rowClass, 'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600')}
    >
      {content}
    </Link>
  );
}
