import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../components/dropdown-menu/dropdown-menu.tsx';
import { Link } from '../../lib/link.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationIcon } from './notification-icon.tsx';

/** The fields of a notification the dropdown shows (a subset of domain's AppNotification). */
export type HeaderNotification = {
  id: string | number;
  title: string;
  message?: string;
  /** Relative time the server formats, e.g. '5 dakika önce'. */
  diffForHumans?: string;
  read: boolean;
  /** The page the notification is about (domain's notificationHref); the item is a link to it. */
  href?: string;
  /** The notification's type; its icon is domain's choice for that type (a bell when unknown). */
  type?: string;
};

export type NotificationMenuProps = {
  notifications: readonly HeaderNotification[];
  unreadCount: number;
  onNotificationClick?: (notification: HeaderNotification) => void;
  allHref?: string;
  label?: string;
  /** Receives the count as shown on the badge ('99+' above 99), so the name matches the text. */
  unreadLabel?: (shown: string) => string;
  allLabel?: string;
  emptyText?: string;
  defaultOpen?: boolean;
};

export function NotificationMenu({
  notifications,
  unreadCount,
  onNotificationClick,
  allHref = '/notifications',
  label = 'Bildirimler',
  unreadLabel = (n) => `${n} okunmamış bildirim`,
  allLabel = 'Tüm Bildirimler',
  emptyText = 'Bildiriminiz bulunmamaktadır.',
  defaultOpen,
}: NotificationMenuProps) {
  return (
    <HeaderMenu
      trigger={<NotificationBell unreadCount={unreadCount} label={label} unreadLabel={unreadLabel} />}
      contentClassName="w-80 max-w-[calc(100vw-1rem)]"
      defaultOpen={defaultOpen}
    >
      {(close) => {
        const choose = (n: HeaderNotification) => {
          onNotificationClick?.(n);
          close();
        };
        return (
          <>
            <DropdownMenuLabel>{label}</DropdownMenuLabel>
            {notifications.length === 0 ? (
              <p className="px-2.5 py-4 text-center text-sm text-muted">{emptyText}</p>
            ) : (
              notifications.map((n) => {
                const { href } = n;
                const body: React.ReactNode = (
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className={cn('truncate', !n.read && 'font-semibold')}>{n.title}</span>
                    {n.message ? <span className="line-clamp-2 text-xs text-muted">{n.message}</span> : null}
                    {n.diffForHumans ? <span className="text-xs text-muted">{n.diffForHumans}</span> : null}
                  </span>
                );
                return (
                  <DropdownMenuItem
                    key={n.id}
                    asChild={!!href}
                    onSelect={href ? undefined : () => choose(n)}
                    className="items-start"
                  >
                    {href ? (
                      <Link href={href} onClick={() => choose(n)}>
                        <UnreadDot read={n.read} />
                        <NotificationIcon type={n.type} />
                        {body}
                      </Link>
                    ) : (
                      <>
                        <UnreadDot read={n.read} />
                        <NotificationIcon type={n.type} />
                        {body}
                      </>
                    )}
                  </DropdownMenuItem>
                );
              })
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild className="justify-center font-medium text-brand-700">
              <Link href={allHref} onClick={close}>
                {allLabel}
              </Link>
            </DropdownMenuItem>
          </>
        );
      }}
    </HeaderMenu>
  );
}

function UnreadDot({ read }: { read: boolean }) {
  return (
    <span
      aria-hidden
      className={cn('mt-1.5 size-2 shrink-0 rounded-full', read ? 'bg-transparent' : 'bg-brand-600')}
    />
  );
}
