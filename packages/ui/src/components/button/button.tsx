import { Slot } from '../../lib/slot.tsx';
import { type VariantProps, cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../spinner/spinner.tsx';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-[var(--radius-control)] font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white hover:bg-brand-700',
        secondary: 'border border-line bg-surface text-ink hover:bg-brand-50',
        outline: 'border border-brand-600 bg-surface text-brand-700 hover:bg-brand-50',
        danger: 'bg-danger text-white hover:bg-red-800',
        success: 'bg-success text-white hover:bg-green-800',
        warning: 'bg-warning text-white hover:bg-amber-800',
        ghost: 'text-brand-700 hover:bg-brand-50',
        link: 'h-auto px-0 text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 p-0',
      },
      block: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** While true the button is disabled and shows `busyLabel`. */
    busy?: boolean;
    busyLabel?: string;
    /** Renders the single child (for example a link) with the button's look. */
    asChild?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  block,
  busy = false,
  busyLabel = 'Lütfen Bekleyiniz...',
  disabled,
  children,
  asChild = false,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, block }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <Spinner size="sm" label={null} />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
