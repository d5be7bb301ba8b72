import { formatDottedDate } from '@meslektas/domain';
import { Crown, Scale } from 'lucide-react';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/link.tsx';
import { Deferred } from '../../lib/deferred.tsx';
import { AccountMenuButton, type HeaderUser } from './account-menu-button.tsx';
import { NotificationBell } from './notification-bell.tsx';
import type { HeaderNotification } from './notification-menu.tsx';
import { NoticeBanner, type SiteNotice } from './notice-banner.tsx';

// The menus' code (Radix, positioning) loads after the page is shown; their triggers are drawn at once.
const NotificationMenu = React.lazy(() =>
  import('./notification-menu.tsx').then((m) => ({ default: m.NotificationMenu })),
);
const AccountMenu = React.lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));

export type HeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  user: HeaderUser;
  /** Pro membership: shows the Pro badge (and expiry) instead of the upgrade button. */
  vip: boolean;
  proLastDate?: string | null;
  notices?: readonly SiteNotice[];
  noticeRotateMs?: number;
  notifications: readonly HeaderNotification[];
  unreadCount: number;
  onNotificationClick?: (notification: HeaderNotification) => void;
  onLogout: () => void;
  profileHref: string;
  settingsHref?: string;
  notificationsHref?: string;
  upgradeHref?: string;
  homeHref?: string;
  /** Shown first, before the logo: the phone's menu button (the app shell's drawer). */
  menu?: React.ReactNode;
  productName?: string;
  upgradeLabel?: string;
  proLabel?: string;
  proUntilLabel?: (date: string) => string;
};

export function Header({
  user,
  vip,
  proLastDate,
  notices = [],
  noticeRotateMs,
  notifications,
  unreadCount,
  onNotificationClick,
  onLogout,
  profileHref,
  settingsHref,
  notificationsHref,
  upgradeHref = '/premium-uyelik',
  homeHref = '/',
  menu,
  productName = 'Meslektaş',
  upgradeLabel = "Pro'ya Geç",
  proLabel = 'PRO',
  proUntilLabel = (date) => `Bitiş: ${date}`,
  className,
  ...props
}: HeaderProps) {
  return (
    <header
      data-slot="header"
      className={cn('sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur', className)}
      {...props}
    >
      <div className="flex h-[var(--spacing-header)] items-center gap-3 px-3 sm:px-5">
        {menu}
        <Link
          href={homeHref}
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-700"
          aria-label={productName}
        >
          <Scale aria-hidden className="size-6" />
          <span className="hidden sm:inline">{productName}</span>
        </Link>
        <NoticeBanner notices={notices} rotateMs={noticeRotateMs} className="hidden flex-1 md:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {vip ? (
            <Badge data-slot="pro-badge" tone="pro" className="py-1">
              <Crown aria-hidden />
              {proLabel}
              {proLastDate ? (
                <span className="hidden font-normal sm:inline">
                  · {proUntilLabel(formatDottedDate(proLastDate))}
                </span>
              ) : null}
            </Badge>
          ) : (
            <Button asChild size="sm" variant="warning" data-slot="upgrade-button">
              <Link href={upgradeHref}>
                <Crown aria-hidden />
                {upgradeLabel}
              </Link>
            </Button>
          )}
          <Deferred standIn={(press) => <NotificationBell {...press} unreadCount={unreadCount} />}>
            {(opened) => (
              <NotificationMenu
                notifications={notifications}
                unreadCount={unreadCount}
                onNotificationClick={onNotificationClick}
                allHref={notificationsHref}
                defaultOpen={opened}
              />
            )}
          </Deferred>
          <Deferred standIn={(press) => <AccountMenuButton {...press} user={user} />}>
            {(opened) => (
              <AccountMenu
                user={user}
                profileHref={profileHref}
                settingsHref={settingsHref}
                onLogout={onLogout}
                defaultOpen={opened}
              />
            )}
          </Deferred>
        </div>
      </div>
      {notices.length ? (
        <div className="px-3 pb-2 md:hidden">
          <NoticeBanner notices={notices} rotateMs={noticeRotateMs} />
        </div>
      ) : null}
    </header>
  );
}
