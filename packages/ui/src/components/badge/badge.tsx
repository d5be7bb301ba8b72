import { Slot } from '../../lib/slot.tsx';
import { type VariantProps, cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-[var(--radius-pill)] border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3',
  {
    variants: {
      tone: {
        primary: 'border-brand-100 bg-brand-50 text-brand-700',
        secondary: 'border-line bg-canvas text-muted',
        success: 'border-green-200 bg-success-50 text-success',
        danger: 'border-red-200 bg-danger-50 text-danger',
        warning: 'border-amber-200 bg-warning-50 text-warning',
        info: 'border-sky-200 bg-info-50 text-info',
        pro: 'border-amber-300 bg-pro-50 text-pro',
        dark: 'border-ink bg-ink text-white',
      },
      solid: { true: 'border-transparent' },
    },
    compoundVariants: [
      { tone: 'primary', solid: true, className: 'bg-brand-600 text-white' },
      { tone: 'success', solid: true, className: 'bg-success text-white' },
      { tone: 'danger', solid: true, className: 'bg-danger text-white' },
      { tone: 'warning', solid: true, className: 'bg-warning text-white' },
      { tone: 'info', solid: true, className: 'bg-info text-white' },
    ],
    defaultVariants: { tone: 'primary' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, tone, solid, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ tone, solid }), className)} {...props} />;
}

/**
 * The server sends Bootstrap-style colour names with its status texts ('success', 'danger',
 * 'warning', 'info', 'primary', 'secondary', sometimes 'light' or 'dark'). Unknown names fall
 * back to the neutral tone rather than failing.
 */
export function toneFromColorName(colorName: string | null | undefined): BadgeTone {
  switch ((colorName ?? '').toLowerCase().replace(/^(bg|text|badge)-/, '')) {
    case 'success':
    case 'green':
      return 'success';
    case 'danger':
    case 'error':
    case 'red':
      return 'danger';
    case 'warning':
    case 'orange':
    case 'yellow':
      return 'warning';
    case 'info':
    case 'blue':
      return 'info';
    case 'primary':
      return 'primary';
    case 'dark':
      return 'dark';
    default:
      return 'secondary';
  }
}

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & {
  /** Status text exactly as the server sends it. */
  text: string;
  colorName?: string | null;
};

export function StatusBadge({ text, colorName, className, ...props }: StatusBadgeProps) {
  return (
    <Badge
      data-slot="status-badge"
      data-color={colorName ?? undefined}
      tone={toneFromColorName(colorName)}
      className={className}
      {...props}
    >
      {text}
    </Badge>
  );
}
