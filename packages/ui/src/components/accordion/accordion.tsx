import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { slotted } from '../../lib/slotted.tsx';

export function Accordion(props: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />;
}

export const AccordionItem = slotted(
  AccordionPrimitive.Item,
  'accordion-item',
  'border-b border-line last:border-b-0',
);

/**
 * `level` is the heading level of the item's title: 2 when the accordion sits right under the page's
 * title, so the headings go down one level at a time (axe's heading-order, which Lighthouse scores).
 */
export function AccordionTrigger({
  className,
  children,
  level = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex flex-1 items-center justify-between gap-4 py-4 text-left text-sm font-medium hover:underline [&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted transition-transform" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-sm" {...props}>
      <div className={cn('pb-4 text-muted', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
