import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/** A term and its value, or nothing for a row the record does not have (no time, no address). */
type TermListRow = readonly [term: string, value: React.ReactNode] | null | false | undefined;

export type TermListProps = Omit<React.ComponentProps<'dl'>, 'children'> & {
  rows: readonly TermListRow[];
  /** Classes for every value (`tabular-nums` for numbers). */
  valueClassName?: string;
};

/**
 * A record as terms and values, the terms muted: a task's summary, its quick look, an authority
 * document. The columns are the caller's (`grid-cols-[auto_1fr]` beside each other).
 */
export function TermList({ rows, valueClassName, className, ...props }: TermListProps) {
  return (
    <dl data-slot="term-list" className={cn('grid gap-x-4 gap-y-2', className)} {...props}>
      {rows.map((row) =>
        row ? (
          <div key={row[0]} className="contents">
            <dt className="font-medium text-muted">{row[0]}</dt>
            <dd className={cn('min-w-0 break-words', valueClassName)}>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
