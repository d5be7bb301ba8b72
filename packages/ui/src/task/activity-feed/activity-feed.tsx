import type { Activity } from '@meslektas/domain';
import type * as React from 'react';
import { StatusBadge } from '../../components/badge/badge.tsx';
import { Card, CardHeader, CardTitle } from '../../components/card/card.tsx';
import { cn } from '../../lib/cn.ts';
import { LoadState, type LoadStateFlags, splitLoadState } from '../../lib/load-state.tsx';

export const activityFeedLabels = {
  title: 'Son Hareketler',
  empty: 'Henüz bir hareket yok.',
  loading: 'Hareketler yükleniyor...',
  error: 'Hareketler yüklenemedi.',
  retry: 'Tekrar Dene',
};

export type ActivityFeedProps = Omit<React.ComponentProps<'div'>, 'children'> &
  LoadStateFlags & {
    activities: readonly Activity[];
    labels?: Partial<typeof activityFeedLabels>;
  };

/** The home page's feed: who did what and when, coloured by the server's statusColor. */
export function ActivityFeed({ activities, labels, className, ...rest }: ActivityFeedProps) {
  const [load, props] = splitLoadState(rest);
  const l = { ...activityFeedLabels, ...labels };
  return (
    <Card data-slot="activity-feed" className={cn(className)} {...props}>
      <CardHeader>
        <CardTitle>{l.title}</CardTitle>
      </CardHeader>
      <LoadState {...load} labels={l} errorTone="empty" empty={activities.length === 0 && l.empty}>
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
      </LoadState>
    </Card>
  );
}
