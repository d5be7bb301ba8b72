import { consolePaths } from '@meslektas/domain';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { cn } from '../../lib/cn.ts';
import type { NavItem } from '../../layout/nav/nav-item.ts';
import { NavDrawer } from '../../layout/nav-drawer/nav-drawer.tsx';
import { NavList } from '../../layout/sidebar/nav-list.tsx';

export type ConsoleNavGroup = { title?: string; items: readonly NavItem[] };

/**
 * The console's pages in groups. A queue or tool adds its link to its group here (and its path to
 * consolePaths, its page to the app's admin-console.tsx).
 */
export const consoleNavGroups: readonly ConsoleNavGroup[] = [
  {
    items: [
      { href: consolePaths.dashboard, label: 'Pano', exact: true },
      { href: consolePaths.audit, label: 'Denetim Kaydı' },
    ],
  },
  {
    title: 'Hesaplar ve moderasyon',
    items: [
      { href: consolePaths.accounts, label: 'Hesaplar' },
      { href: consolePaths.moderation, label: 'Moderasyon' },
    ],
  },
  {
    title: 'Masa',
    items: [
      { href: consolePaths.disputes, label: 'Uyuşmazlıklar' },
      { href: consolePaths.tickets, label: 'Destek Talepleri' },
      { href: consolePaths.complaints, label: 'Şikayet ve Öneriler' },
    ],
  },
  {
    title: 'Para',
    items: [
      { href: consolePaths.payouts, label: 'Ödeme Talepleri' },
      { href: consolePaths.payments, label: 'Ödemeler' },
      { href: consolePaths.guarantees, label: 'Güvenceli Ödemeler' },
    ],
  },
  {
    title: 'İçerik',
    items: [
      { href: consolePaths.contentConstants, label: 'Sabitler' },
      { href: consolePaths.contentPages, label: 'Duyurular' },
      { href: consolePaths.contentFaqs, label: 'SSS' },
      { href: consolePaths.contentPopups, label: 'Pop-up’lar' },
      { href: consolePaths.specialNotifications, label: 'Özel Bildirimler' },
    ],
  },
  {
    title: 'Katalog',
    items: [
      { href: consolePaths.categories, label: 'Kategoriler' },
      { href: consolePaths.courthouses, label: 'Adliyeler' },
    ],
  },
];

/** A queue's size by the page that works it: the dashboard's queues, summed per page. */
export function queueCounts(queues: readonly { path: string; count: number }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of queues) {
    const path = q.path.split('?')[0] ?? q.path;
    counts[path] = (counts[path] ?? 0) + q.count;
  }
  return counts;
}

export type ConsoleNavProps = {
  currentPath?: string;
  /** Records waiting, by page path (`queueCounts`); 0 or absent shows no count. */
  counts?: Readonly<Record<string, number>>;
  groups?: readonly ConsoleNavGroup[];
  label?: string;
  /** Screen-reader words after a count: '3 kayıt bekliyor'. */
  countLabel?: string;
  className?: string;
};

/** The console's pages in titled groups, each queue with the records waiting in it. */
export function ConsoleNav({
  currentPath,
  counts = {},
  groups = consoleNavGroups,
  label = 'Yönetim',
  countLabel = 'kayıt bekliyor',
  className,
}: ConsoleNavProps) {
  return (
    <nav data-slot="console-nav" aria-label={label} className={cn('flex flex-col gap-5 p-4', className)}>
      {groups.map((group, i) => (
        <NavList
          key={group.title ?? i}
          title={group.title}
          currentPath={currentPath?.toLowerCase()}
          items={group.items.map((item) => {
            const count = counts[item.href] ?? 0;
            return count > 0 ? { ...item, badge: count, badgeLabel: countLabel } : item;
          })}
        />
      ))}
    </nav>
  );
}

export type ConsoleFrameProps = Omit<ConsoleNavProps, 'className'> & {
  children?: React.ReactNode;
  onLogout?: () => void;
  title?: string;
  logoutLabel?: string;
  menuLabel?: string;
  className?: string;
};

/**
 * The console's own frame: its name and the way out on top, its pages in a sidebar on a desktop
 * and behind a menu button on a phone; nothing of the lawyers' shell.
 */
export function ConsoleFrame({
  children,
  onLogout,
  title = 'Meslektaş Yönetim',
  logoutLabel = 'Çıkış Yap',
  menuLabel = 'Menü',
  className,
  ...nav
}: ConsoleFrameProps) {
  return (
    <div data-slot="console-frame" className={cn('min-h-dvh bg-canvas text-ink', className)}>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 lg:py-3">
          <NavDrawer
            currentPath={nav.currentPath}
            label={menuLabel}
            title={menuLabel}
            className="-ml-2 lg:hidden"
          >
            <ConsoleNav {...nav} />
          </NavDrawer>
          <span className="text-lg font-semibold">{title}</span>
          <Button variant="secondary" size="sm" className="ml-auto" onClick={onLogout}>
            {logoutLabel}
          </Button>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl">
        <div
          data-slot="console-sidebar"
          className="sticky top-0 hidden max-h-dvh w-64 shrink-0 self-start overflow-y-auto lg:block"
        >
          <ConsoleNav {...nav} />
        </div>
        <main className="flex min-w-0 flex-1 flex-col gap-6 px-4 py-6 lg:px-6">{children}</main>
      </div>
    </div>
  );
}
