import { type VariantProps, cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-current border-r-transparent',
  {
    variants: {
      size: { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers; `null` when a visible text already says it (busy button). */
    label?: string | null;
  };

export function Spinner({ className, size, label = 'Yükleniyor...', ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center text-brand-600', className)}
      {...props}
    >
      <span className={spinnerVariants({ size })} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
