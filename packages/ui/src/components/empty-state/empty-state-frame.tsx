import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title?: React.ReactNode;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  /** A call to action, for example a 'Görev Ver' button. */
  action?: React.ReactNode;
  /** 'error' when loading failed: red icon, announced as an alert. */
  tone?: 'empty' | 'error';
};

/**
 * EmptyState without its default icons, in a module of its own: chunks are split by module, and
 * every screen's first paint carries ScreenError, which must not bring lucide's icons along.
 */
export function EmptyStateFrame({
  title = 'Kayıt bulunamadı.',
  description,
  tone = 'empty',
  icon,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface px-4 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon ? <span className={tone === 'error' ? 'text-danger' : 'text-muted'}>{icon}</span> : null}
      <p className="text-base font-semibold">{title}</p>
      {description ? <div className="max-w-md text-sm text-muted">{description}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
