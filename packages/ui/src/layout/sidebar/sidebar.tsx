import { sidebarVideo } from '@meslektas/domain';
import { Plus, Wallet } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/link.tsx';
import { type NavItem } from '../nav/nav-item.ts';
import {
  defaultCancelNoticeItem,
  defaultDisputeItem,
  defaultHelpMenu,
  defaultPartnershipMenu,
  defaultTaskMenu,
} from './menus.tsx';
import { NavList } from './nav-list.tsx';

export type SidebarVideo = { title: string; src?: string | null; poster?: string | null };

/** Which video to show now: domain's rule (daytime before 20:00 Istanbul time). */
export function videoPeriod(now: Date): 'day' | 'night' {
  return sidebarVideo(now);
}

export type SidebarProps = Omit<React.HTMLAttributes<HTMLElement>, 'children'> & {
  /** 'div' inside the phone's menu drawer, where a complementary landmark would be out of place. */
  as?: 'aside' | 'div';
  /** Wallet balance in TRY. */
  balance: number;
  /** Pending tasks, shown on 'Bekleyen Görevler'. */
  pendingCount?: number;
  /** waiting_conflict_message: dispute messages waiting for the user. */
  waitingConflictMessages?: number;
  currentPath?: string;
  /** Which video is shown: `videoPeriod(now)`. */
  period?: 'day' | 'night';
  /** The day and night videos; their titles are the server constants video_gunduz and video_gece. */
  videos?: { day?: SidebarVideo; night?: SidebarVideo };
  newTaskHref?: string;
  taskMenu?: readonly NavItem[];
  partnershipMenu?: readonly NavItem[];
  helpMenu?: readonly NavItem[];
  balanceLabel?: string;
  newTaskLabel?: string;
  taskMenuTitle?: string;
  partnershipMenuTitle?: string;
  noticesTitle?: string;
  helpMenuTitle?: string;
  waitingMessagesLabel?: (count: number) => string;
  navLabel?: string;
};

export function Sidebar({
  as: Root = 'aside',
  balance,
  pendingCount = 0,
  waitingConflictMessages = 0,
  currentPath,
  period = 'day',
  videos,
  newTaskHref = '/gorev-ver',
  taskMenu = defaultTaskMenu,
  partnershipMenu = defaultPartnershipMenu,
  helpMenu = defaultHelpMenu,
  balanceLabel = 'Cüzdan Bakiyesi',
  newTaskLabel = 'Görev Ver',
  taskMenuTitle = 'Görev İşlemleri',
  partnershipMenuTitle = 'İş Ortaklığı',
  noticesTitle = 'Bildirimler ve Uyuşmazlık',
  helpMenuTitle = 'Yardım ve Öneriler',
  waitingMessagesLabel = (n) => `${n} bekleyen mesaj`,
  navLabel = 'Ana menü',
  className,
  ...props
}: SidebarProps) {
  const tasks = taskMenu.map((item) =>
    item.href === '/bekleyen-gorevler' && pendingCount > 0
      ? { ...item, badge: pendingCount, badgeLabel: 'bekleyen görev' }
      : item,
  );
  const notices: NavItem[] = [
    defaultCancelNoticeItem,
    {
      ...defaultDisputeItem,
      badge: waitingConflictMessages,
      badgeLabel: waitingConflictMessages ? waitingMessagesLabel(waitingConflictMessages) : undefined,
    },
  ];
  const video = videos?.[period];
  return (
    <Root
      data-slot="sidebar"
      data-period={period}
      className={cn('flex w-[var(--spacing-sidebar)] shrink-0 flex-col gap-5 p-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-brand-700 p-4 text-white">
        <div className="flex items-center gap-2 text-sm">
          <Wallet aria-hidden className="size-4" />
          {balanceLabel}
        </div>
        <PriceTag amount={balance} size="lg" className="[&>span]:text-white" />
        <Button asChild variant="secondary" className="border-transparent">
          <Link href={newTaskHref}>
            <Plus aria-hidden />
            {newTaskLabel}
          </Link>
        </Button>
      </div>
      <nav aria-label={navLabel} className="flex flex-col gap-5">
        <NavList title={taskMenuTitle} items={tasks} currentPath={currentPath} />
        <NavList title={partnershipMenuTitle} items={partnershipMenu} currentPath={currentPath} />
        <NavList title={noticesTitle} items={notices} currentPath={currentPath} />
        <NavList title={helpMenuTitle} items={helpMenu} currentPath={currentPath} />
      </nav>
      {video ? (
        <figure data-slot="sidebar-video" className="flex flex-col gap-2">
          {video.src ? (
            <video
              className="aspect-video w-full rounded-[var(--radius-card)] bg-ink"
              src={video.src}
              poster={video.poster ?? undefined}
              controls
              preload="none"
              playsInline
              aria-label={video.title}
            />
          ) : video.poster ? (
            <img
              src={video.poster}
              alt=""
              className="aspect-video w-full rounded-[var(--radius-card)] object-cover"
            />
          ) : null}
          <figcaption className="text-xs text-muted">{video.title}</figcaption>
        </figure>
      ) : null}
    </Root>
  );
}
