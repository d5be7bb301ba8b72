import { Archive, Hourglass, Plus, Settings, UserPlus } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/link.tsx';
import { isActiveHref } from '../nav/nav-item.ts';

export type MobileBottomBarProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  pendingCount?: number;
  currentPath?: string;
  hrefs?: { pending?: string; archive?: string; giveTask?: string; invite?: string; settings?: string };
  labels?: { pending?: string; archive?: string; giveTask?: string; invite?: string; settings?: string };
  pendingCountLabel?: string;
  navLabel?: string;
};

const defaultHrefs = {
  pending: '/bekleyen-gorevler',
  archive: '/arsiv',
  giveTask: '/gorev-ver',
  invite: '/davet-et-kazan',
  settings: '/ayarlar',
};

const defaultLabels = {
  pending: 'Bekleyenler',
  archive: 'Arşiv',
  giveTask: 'Görev Ver',
  invite: 'Davet Et',
  settings: 'Ayarlar',
};

/** The phone navigation: up to five fixed destinations with 'Görev Ver' raised. */
export function MobileBottomBar({
  pendingCount = 0,
  currentPath,
  hrefs,
  labels,
  pendingCountLabel = 'bekleyen görev',
  navLabel = 'Alt menü',
  className,
  ...props
}: MobileBottomBarProps) {
  const h = { ...defaultHrefs, ...hrefs };
  const l = { ...defaultLabels, ...labels };
  const items = [
    { key: 'pending', icon: Hourglass, badge: pendingCount },
    { key: 'archive', icon: Archive },
    { key: 'giveTask', icon: Plus, primary: true },
    { key: 'invite', icon: UserPlus },
    { key: 'settings', icon: Settings },
  ] as const;
  return (
    <nav
      data-slot="mobile-bottom-bar"
      aria-label={navLabel}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]',
        className,
      )}
      {...props}
    >
      <ul
        className="grid h-[var(--spacing-bottom-bar)]"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item) => {
          const Icon = item.icon;
          const href = h[item.key];
          const active = isActiveHref(href, currentPath);
          const primary = 'primary' in item;
          const badge = 'badge' in item ? item.badge : 0;
          return (
            <li key={item.key} className="flex">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-muted',
                  active && 'text-brand-700',
                )}
              >
                <span
                  className={cn(
                    'relative grid place-items-center',
                    primary &&
                      '-mt-6 size-12 rounded-full bg-brand-600 text-white shadow-[var(--shadow-overlay)]',
                  )}
                >
                  <Icon aria-hidden className={primary ? 'size-6' : 'size-5'} />
                  {badge > 0 ? (
                    <span className="absolute -right-3 -top-1.5 min-w-5 rounded-full bg-danger px-1 text-center text-[10px] font-bold leading-5 text-white">
                      {badge > 99 ? '99+' : badge}
                      <span className="sr-only"> {pendingCountLabel}</span>
                    </span>
                  ) : null}
                </span>
                <span className={cn(primary && 'font-semibold text-brand-700')}>{l[item.key]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
