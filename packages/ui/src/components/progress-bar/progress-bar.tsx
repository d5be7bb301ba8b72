import * as ProgressPrimitive from '@radix-ui/react-progress';
import { type VariantProps, cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const progressIndicatorVariants = cva('h-full rounded-full transition-[width]', {
  variants: {
    tone: { brand: 'bg-brand-600', success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger' },
  },
  defaultVariants: { tone: 'brand' },
});

export type ProgressBarProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'children'> &
  VariantProps<typeof progressIndicatorVariants> & {
    value: number;
    max?: number;
    /** Visible label above the bar; also the bar's accessible name. */
    label?: React.ReactNode;
    /** Shows 'NN%' beside the label. */
    showValue?: boolean;
  };

export function ProgressBar({
  value,
  max = 100,
  label,
  showValue = true,
  tone,
  className,
  ...props
}: ProgressBarProps) {
  const id = React.useId();
  const clamped = Math.min(max, Math.max(0, value));
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div data-slot="progress-bar" className={cn('flex flex-col gap-1', className)}>
      {label || showValue ? (
        <div className="flex items-center justify-between gap-2 text-sm">
          {label ? <span id={`${id}-label`}>{label}</span> : <span />}
          {showValue ? <span className="font-semibold tabular-nums text-muted">%{percent}</span> : null}
        </div>
      ) : null}
      <ProgressPrimitive.Root
        value={clamped}
        max={max}
        aria-labelledby={label ? `${id}-label` : undefined}
        className="relative h-2 w-full overflow-hidden rounded-full bg-line"
        {...props}
      >
        <ProgressPrimitive.Indicator
          className={progressIndicatorVariants({ tone })}
          style={{ width: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
