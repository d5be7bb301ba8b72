import type { Activity } from '@meslektas/domain';
import type * as React from 'react';
import { StatusBadge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card, CardHeader, CardTitle } from '../../components/card/card.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

export const activityFeedLabels = {
  title: 'Son Hareketler',
  empty: 'Henüz bir hareket yok.',
  loading: 'Hareketler yükleniyor...',
  error: 'Hareketler yüklenemedi.',
  retry: 'Tekrar Dene',
};

export type ActivityFeedProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  activities: readonly Activity[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  labels?: Partial<typeof activityFeedLabels>;
};

/** The home page's feed: who did what and when, coloured by the server's statusColor. */
export function ActivityFeed({
  activities,
  loading = false,
  error = false,
  onRetry,
  labels,
  className,
  ...props
}: ActivityFeedProps) {
  const l = { ...activityFeedLabels, ...labels };
  let body: React.ReactNode;
  if (loading) body = <SkeletonList rows={3} label={l.loading} />;
  else if (error)
    body = (
      <EmptyState
        title={l.error}
        action={onRetry ? <Button onClick={onRetry}>{l.retry}</Button> : undefined}
      />
    );
  else if (activities.length === 0) body = <EmptyState title={l.empty} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-line">
        {activities.map((a, i) => (
          <li key={`${i}-${a.name}-${a.date}`} data-slot="activity" className="flex items-start gap-3 py-2">
            <img src={a.typeImage} alt="" className="mt-0.5 size-8 shrink-0" />
            {/* Name first at full width (it wraps, never cut), then what and which task, then when. */}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm font-medium break-words">{a.name}</span>
                <span className="whitespace-nowrap text-xs text-muted tabular-nums">{a.date}</span>
              </div>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <StatusBadge text={a.typeText} colorName={a.statusColor} />
                {a.missionTitle ? (
                  <span data-slot="activity-mission" className="min-w-0 break-words text-muted">
                    {a.missionTitle}
                  </span>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <Card data-slot="activity-feed" className={cn(className)} {...props}>
      <CardHeader>
        <CardTitle>{l.title}</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}
