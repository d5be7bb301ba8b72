import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

export type TextareaProps = React.ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const field = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        'w-full min-w-0 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:bg-canvas aria-[invalid=true]:border-danger sm:text-sm',
        className,
      )}
      {...props}
      {...field}
    />
  );
}
