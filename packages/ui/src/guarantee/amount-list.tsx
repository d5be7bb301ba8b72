import { PriceTag } from '../components/price-tag/price-tag.tsx';
import { cn } from '../lib/cn.ts';

/** One line of a payment's amounts (lira); `strong` is the line that matters most (what is charged). */
export type AmountRow = { key: string; label: string; amount: number; strong?: boolean };

/**
 * The amounts of a guaranteed payment as a label–amount list, the same on the create form, the
 * payment page, the task's summary and the operator's confirmation. Left-out lines are `false`.
 */
export function AmountList({
  rows,
  className,
}: {
  rows: readonly (AmountRow | false | null)[];
  className?: string;
}) {
  return (
    <dl
      data-slot="guarantee-amounts"
      className={cn('grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm', className)}
    >
      {rows.map((row) =>
        row ? (
          <div key={row.key} data-slot={`guarantee-amount-${row.key}`} className="contents">
            <dt className={row.strong ? 'font-medium' : 'text-muted'}>{row.label}</dt>
            <dd className="text-right">
              <PriceTag
                amount={row.amount}
                size={row.strong ? 'md' : 'sm'}
                tone={row.strong ? 'brand' : 'default'}
              />
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
