import type { AdminQueue } from '@meslektas/domain';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type DashboardCardsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  queues: readonly AdminQueue[];
  /** Renders the link to the queue's page (the app passes its router link). */
  renderLink?: (queue: AdminQueue, children: React.ReactNode, className: string) => React.ReactNode;
  label?: string;
  emptyText?: string;
  /** '12 kayıt bekliyor' */
  countText?: (count: number) => string;
};

const defaultLink: NonNullable<DashboardCardsProps['renderLink']> = (queue, children, className) => (
  <a href={queue.path} className={className}>
    {children}
  </a>
);

/** One card per work queue with how many records wait in it; a card opens its queue. */
export function DashboardCards({
  queues,
  renderLink = defaultLink,
  label = 'Kuyruklar',
  emptyText = 'Bekleyen iş yok.',
  countText = (n) => (n === 0 ? 'Bekleyen kayıt yok' : `${n} kayıt bekliyor`),
  className,
  ...props
}: DashboardCardsProps) {
  return (
    <section data-slot="dashboard-cards" aria-label={label} className={className} {...props}>
      {queues.length === 0 ? (
        <p className="text-sm text-muted">{emptyText}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {queues.map((queue) => (
            <li key={queue.key} data-queue={queue.key}>
              {renderLink(
                queue,
                <>
                  <span className="text-sm font-medium text-muted">{queue.title}</span>
                  <span className="text-3xl font-semibold tabular-nums text-ink" aria-hidden>
                    {queue.count}
                  </span>
                  <span className="sr-only">{countText(queue.count)}</span>
                </>,
                cn(
                  'flex flex-col gap-1 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600',
                  queue.count > 0 && 'border-l-4 border-l-warning',
                ),
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
