import { formatTurkishNumber } from '@meslektas/domain';
import { Star } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type RatingStarsProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** 0..5, halves shown as a half-filled star. */
  value: number;
  /** The accessible name, e.g. '5 üzerinden 4,5 puan'. */
  label?: (value: number) => string;
  /** Shows the number beside the stars. */
  showValue?: boolean;
};

const formatRate = (value: number) => formatTurkishNumber(value, 1);

/** Five stars filled to the average comment rate. */
export function RatingStars({
  value,
  label = (v) => `5 üzerinden ${formatRate(v)} puan`,
  showValue = true,
  className,
  ...props
}: RatingStarsProps) {
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span
      data-slot="rating-stars"
      role="img"
      aria-label={label(clamped)}
      className={cn('inline-flex items-center gap-1', className)}
      {...props}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <span key={i} aria-hidden className="relative inline-block size-4">
            <Star className="absolute inset-0 size-4 text-line-strong" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className="size-4 fill-amber-400 text-amber-500" />
            </span>
          </span>
        );
      })}
      {showValue ? (
        <span aria-hidden className="ml-1 text-sm font-semibold tabular-nums text-ink">
          {formatRate(clamped)}
        </span>
      ) : null}
    </span>
  );
}
