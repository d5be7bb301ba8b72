import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type TooltipProps = Omit<React.ComponentProps<typeof TooltipPrimitive.Root>, 'children'> & {
  /** The text shown on hover and keyboard focus. */
  content: React.ReactNode;
  /** One focusable element (an icon button needs its own aria-label as well). */
  children: React.ReactElement;
  side?: React.ComponentProps<typeof TooltipPrimitive.Content>['side'];
  className?: string;
};

/** A short hint for an icon button; it carries no information that is not also in the label. */
export function Tooltip({
  content,
  children,
  side = 'top',
  className,
  delayDuration = 300,
  ...props
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip"
            side={side}
            sideOffset={6}
            className={cn(
              'z-50 max-w-64 rounded-[var(--radius-control)] bg-ink px-2.5 py-1.5 text-xs text-white shadow-[var(--shadow-overlay)]',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
