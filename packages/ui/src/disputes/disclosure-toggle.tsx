import { ChevronDown, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

type DisclosureToggleProps = Omit<React.ComponentProps<'button'>, 'onClick'> & {
  icon: LucideIcon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the panel it folds. */
  controls: string;
};

/** The dispute cards' header button that unfolds and folds their form, its chevron turning with it. */
export function DisclosureToggle({
  icon: Icon,
  open,
  onOpenChange,
  controls,
  className,
  children,
  ...props
}: DisclosureToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
      className={cn(
        'flex w-full items-center gap-2 p-4 text-left font-semibold text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="size-4" />
      <span className="flex-1">{children}</span>
      <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
    </button>
  );
}
