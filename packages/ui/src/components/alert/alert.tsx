import { type VariantProps, cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Slot } from '../../lib/slot.tsx';

export const alertVariants = cva('rounded-[var(--radius-control)] p-3 text-sm', {
  variants: {
    tone: {
      info: 'bg-info-50 text-info',
      success: 'bg-success-50 text-success',
      warning: 'bg-warning-50 text-warning',
      danger: 'bg-danger-50 text-danger',
      /** A plain note (a code, a reward, a wait) in the brand's colour: neither good nor bad news. */
      brand: 'bg-brand-50 text-ink',
    },
    /** Longer advice reads in ink; the box keeps the tone. */
    ink: { true: 'text-ink' },
    bordered: { true: 'border' },
  },
  compoundVariants: [
    { tone: 'info', bordered: true, className: 'border-sky-200' },
    { tone: 'success', bordered: true, className: 'border-green-200' },
    { tone: 'warning', bordered: true, className: 'border-amber-200' },
    { tone: 'danger', bordered: true, className: 'border-red-200' },
    { tone: 'brand', bordered: true, className: 'border-brand-100' },
  ],
  defaultVariants: { tone: 'info' },
});

export type AlertTone = NonNullable<VariantProps<typeof alertVariants>['tone']>;

export type AlertProps = React.ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    /** Drawn before the text (`<Zap aria-hidden />`); the box then lays the two out side by side. */
    icon?: React.ReactNode;
    /** Renders its single child (a `<section>`, a `<p>`) as the box; `icon` is then not drawn. */
    asChild?: boolean;
  };

/**
 * A callout: a tinted box for a notice, a tip, a refusal or a result. The role is the caller's,
 * by what the text is: `note` for standing advice, `status` for a result that appears, `alert` for
 * a refusal that appears after an action; none for text that is part of the page.
 */
export function Alert({
  tone,
  ink,
  bordered,
  icon,
  asChild = false,
  className,
  children,
  ...props
}: AlertProps) {
  const classes = cn(
    alertVariants({ tone, ink, bordered }),
    icon != null && 'flex items-start gap-2',
    className,
  );
  if (asChild) {
    return (
      <Slot data-slot="alert" data-tone={tone ?? 'info'} className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <div data-slot="alert" data-tone={tone ?? 'info'} className={classes} {...props}>
      {icon}
      {children}
    </div>
  );
}
