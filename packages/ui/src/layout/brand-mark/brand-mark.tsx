import { PRODUCT_NAME } from '@meslektas/domain';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type BrandMarkProps = React.ComponentProps<'span'> & {
  productName?: string;
};

/**
 * The product's mark beside its name: the "M" of the home-screen icons
 * (packages/server/scripts/app-icons.ts draws the same strokes), in the brand colour.
 */
export function BrandMark({ productName = PRODUCT_NAME, className, ...props }: BrandMarkProps) {
  return (
    <span
      data-slot="brand-mark"
      className={cn('inline-flex items-center gap-2 text-xl font-bold text-brand-700', className)}
      {...props}
    >
      <svg aria-hidden viewBox="0 0 100 100" className="size-9 shrink-0">
        <rect width="100" height="100" rx="22" className="fill-brand-600" />
        <path
          d="M24 72 L24 30 L50 56 L76 30 L76 72"
          fill="none"
          stroke="#ffffff"
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{productName}</span>
    </span>
  );
}
