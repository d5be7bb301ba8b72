import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-shimmer rounded-[var(--radius-control)] bg-line', className)}
      {...props}
    />
  );
}

export type SkeletonListProps = React.ComponentProps<'div'> & {
  rows?: number;
  /** Announced once for the whole list, since each bar is hidden from screen readers. */
  label?: string;
};

/** Placeholder rows while a list loads: one card-shaped block per expected item. */
export function SkeletonList({ rows = 3, label = 'Yükleniyor...', className, ...props }: SkeletonListProps) {
  return (
    <div
      data-slot="skeleton-list"
      role="status"
      aria-label={label}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
        >
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
