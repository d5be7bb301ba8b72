import { Bell } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type NotificationBellProps = React.ComponentProps<'button'> & {
  unreadCount: number;
  label?: string;
  /** Receives the count as shown on the badge ('99+' above 99), so the name matches the text. */
  unreadLabel?: (shown: string) => string;
};

/** The header's bell with its unread badge: the notification menu's trigger. */
export function NotificationBell({
  unreadCount,
  label = 'Bildirimler',
  unreadLabel = (n) => `${n} okunmamış bildirim`,
  className,
  ...props
}: NotificationBellProps) {
  const shown = unreadCount > 99 ? '99+' : String(unreadCount);
  return (
    <button
      type="button"
      aria-label={unreadCount > 0 ? `${label}, ${unreadLabel(shown)}` : label}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50',
        className,
      )}
      {...props}
      data-slot="notification-bell"
    >
      <Bell aria-hidden className="size-5" />
      {unreadCount > 0 ? (
        <span
          aria-hidden
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {shown}
        </span>
      ) : null}
    </button>
  );
}
