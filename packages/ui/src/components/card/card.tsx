import { type VariantProps, cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const cardVariants = cva(
  'flex flex-col gap-4 rounded-[var(--radius-card)] border bg-surface p-4 text-ink shadow-[var(--shadow-card)] sm:p-5',
  {
    variants: {
      tone: {
        default: 'border-line',
        danger: 'border-red-200 bg-danger-50',
        warning: 'border-amber-200 bg-warning-50',
        info: 'border-sky-200 bg-info-50',
        brand: 'border-brand-100 bg-brand-50',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type CardProps = React.ComponentProps<'div'> & VariantProps<typeof cardVariants>;

export function Card({ className, tone, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ tone }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-wrap items-start justify-between gap-2', className)}
      {...props}
    />
  );
}

export type CardTitleProps = React.ComponentProps<'h3'> & {
  /** The heading level that fits the page outline: h2 directly under a page's h1. */
  as?: 'h2' | 'h3' | 'h4' | 'p';
};

export function CardTitle({ className, as: Tag = 'h3', ...props }: CardTitleProps) {
  return (
    <Tag data-slot="card-title" className={cn('text-base font-semibold leading-6', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('text-sm', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-2', className)} {...props} />
  );
}
