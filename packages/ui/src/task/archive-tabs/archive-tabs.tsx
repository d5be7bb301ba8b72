import type { ArchiveItem } from '@meslektas/domain';
import { Star } from 'lucide-react';
import type * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { LoadState, type LoadStateFlags, splitLoadState } from '../../lib/load-state.tsx';

export const archiveTabsLabels = {
  assigned: 'Atama Yapılanlar',
  completed: 'Tamamlananlar',
  empty: 'Arşivde görev bulunmuyor.',
  loading: 'Arşiv yükleniyor...',
  error: 'Arşiv yüklenemedi.',
  retry: 'Tekrar Dene',
  owner: 'Görevi Oluşturan',
  user: 'Göreve Atanan',
  rating: 'Puan',
  comment: 'Yorum',
};

type Labels = typeof archiveTabsLabels;

export type ArchiveTabsProps = Omit<React.ComponentProps<'div'>, 'children'> &
  LoadStateFlags & {
    /** The last 10 assigned and the last 10 completed tasks. */
    assigned: readonly ArchiveItem[];
    completed: readonly ArchiveItem[];
    defaultTab?: 'assigned' | 'completed';
    labels?: Partial<Labels>;
  };

/** One side of the task: its creator ('owner') or the lawyer it was assigned to ('user'). */
function Party({ role, item, side }: { role: string; item: ArchiveItem; side: 'owner' | 'user' }) {
  const name = item[`${side}Name`];
  const bar = item[`${side}Baro`];
  return (
    <div data-slot="archive-party" className="flex min-w-0 items-center gap-2">
      {/* The name is written beside it, so the avatar is not read out twice. */}
      <Avatar
        size="sm"
        name={name}
        src={item[`${side}Avatar`]}
        verificationImage={item[`${side}VerificationImage`]}
        decorative
      />
      <span className="flex min-w-0 flex-col text-xs">
        <span className="text-muted">{role}</span>
        <span className="break-words text-sm font-semibold">{name}</span>
        {bar ? <span className="break-words text-muted">{bar}</span> : null}
      </span>
    </div>
  );
}

function ArchiveCard({ item, l }: { item: ArchiveItem; l: Labels }) {
  return (
    <li
      data-mission-id={item.missionId}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold">{item.categoryName}</span>
          <span className="text-sm text-muted">
            {item.baroName}
            {item.adliyeName ? ` · ${item.adliyeName}` : ''}
          </span>
        </div>
        <PriceTag amount={item.missionPrice} size="sm" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Party role={l.owner} item={item} side="owner" />
        <Party role={l.user} item={item} side="user" />
      </div>
      {item.rating ? (
        <p
          role="img"
          className="flex items-center gap-1 text-sm"
          aria-label={`${l.rating}: ${item.rating} / 5`}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Star
              key={i}
              aria-hidden
              className={cn(
                'size-4',
                i < (item.rating ?? 0) ? 'fill-amber-400 text-amber-500' : 'text-line-strong',
              )}
            />
          ))}
        </p>
      ) : null}
      {item.comment ? (
        <blockquote className="border-l-2 border-brand-100 pl-3 text-sm">
          <span className="sr-only">{l.comment}: </span>
          {item.comment}
        </blockquote>
      ) : null}
    </li>
  );
}

/** The archive: 'Atama Yapılanlar' and 'Tamamlananlar', each the last 10. */
export function ArchiveTabs({
  assigned,
  completed,
  defaultTab = 'assigned',
  labels,
  className,
  ...rest
}: ArchiveTabsProps) {
  const [load, props] = splitLoadState(rest);
  const l = { ...archiveTabsLabels, ...labels };
  const list = (items: readonly ArchiveItem[]) => (
    <LoadState {...load} labels={l} rows={2} errorTone="empty" empty={items.length === 0 && l.empty}>
      <ul className="grid gap-3 lg:grid-cols-2">
        {items.map((item) => (
          <ArchiveCard key={item.missionId} item={item} l={l} />
        ))}
      </ul>
    </LoadState>
  );
  return (
    <div data-slot="archive-tabs" className={className} {...props}>
      <Tabs defaultValue={defaultTab}>
        <TabsList>
          <TabsTrigger value="assigned">{l.assigned}</TabsTrigger>
          <TabsTrigger value="completed">{l.completed}</TabsTrigger>
        </TabsList>
        <TabsContent value="assigned">{list(assigned)}</TabsContent>
        <TabsContent value="completed">{list(completed)}</TabsContent>
      </Tabs>
    </div>
  );
}
