import { formatPrice } from '@meslektas/domain';
import { type VariantProps, cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const priceTagVariants = cva('whitespace-nowrap font-semibold tabular-nums', {
  variants: {
    size: { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' },
    tone: { default: 'text-ink', brand: 'text-brand-700', success: 'text-success' },
  },
  defaultVariants: { size: 'md', tone: 'default' },
});

export type PriceTagProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof priceTagVariants> & {
    /** Whole amounts show no decimals ('1.250 TL'), others two ('2.345,50 TL'): domain's rule. */
    amount: number | string;
    /** A struck-through earlier price, for the Pro discount. */
    previousAmount?: number | string;
  };

export function PriceTag({ amount, previousAmount, size, tone, className, ...props }: PriceTagProps) {
  return (
    <span data-slot="price-tag" className={cn('inline-flex items-baseline gap-2', className)} {...props}>
      {previousAmount !== undefined ? (
        <s className="text-sm font-normal text-muted">{formatPrice(previousAmount)}</s>
      ) : null}
      <span className={priceTagVariants({ size, tone })}>{formatPrice(amount)}</span>
    </span>
  );
}
