import { ChevronDown, type LucideIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn.ts';

type DisclosureCardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  icon: LucideIcon;
  /** The toggle's text. */
  toggle: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Classes of the toggle (e.g. shown on phones only). */
  toggleClassName?: string;
  /** The folded panel, given the id the toggle controls. */
  panel: (id: string) => React.ReactNode;
};

/**
 * The dispute cards: a header button that unfolds and folds the card's form, its chevron turning
 * with it, and the panel it controls.
 */
export function DisclosureCard({
  icon: Icon,
  toggle,
  open,
  onOpenChange,
  toggleClassName,
  panel,
  className,
  ...props
}: DisclosureCardProps) {
  const panelId = React.useId();
  return (
    <section
      className={cn('rounded-[var(--radius-card)] border border-line bg-surface shadow-sm', className)}
      {...props}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={cn(
          'flex w-full items-center gap-2 p-4 text-left font-semibold text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
          toggleClassName,
        )}
      >
        <Icon aria-hidden className="size-4" />
        <span className="flex-1">{toggle}</span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {panel(panelId)}
    </section>
  );
}
