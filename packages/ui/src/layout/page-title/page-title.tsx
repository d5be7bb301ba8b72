import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type PageTitleProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons on the right (stacked under the title on phones). */
  actions?: React.ReactNode;
};

export function PageTitle({ title, description, actions, className, ...props }: PageTitleProps) {
  return (
    <div
      data-slot="page-title"
      className={cn('flex flex-col gap-3 pb-4 sm:flex-row sm:items-end sm:justify-between', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-bold leading-7 text-ink sm:text-2xl">{title}</h1>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
