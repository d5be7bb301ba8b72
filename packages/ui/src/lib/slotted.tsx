import type * as React from 'react';
import { cn } from './cn.ts';

/**
 * One part of a component kit: the element (mostly a Radix primitive's part) carrying its
 * `data-slot` and base classes, which the caller's `className` extends or overrides, and
 * optionally fixed content inside (a check mark, a switch's thumb) in place of children.
 * The part's React name is its slot in PascalCase (`tabs-list` is `TabsList`).
 */
export function slotted<T extends React.ElementType>(
  part: T,
  slot: string,
  base: string,
  inner?: React.ReactNode,
): (props: React.ComponentProps<T>) => React.JSX.Element {
  const Part: React.ElementType = part;
  function Slotted({ className, children, ...props }: { className?: string; children?: React.ReactNode }) {
    return (
      <Part data-slot={slot} className={cn(base, className)} {...props}>
        {inner ?? children}
      </Part>
    );
  }
  Slotted.displayName = slot.replace(/(?:^|-)([a-z])/g, (_, c: string) => c.toUpperCase());
  return Slotted as (props: React.ComponentProps<T>) => React.JSX.Element;
}
