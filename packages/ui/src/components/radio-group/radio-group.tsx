import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { slotted } from '../../lib/slotted.tsx';

export const RadioGroup = slotted(RadioGroupPrimitive.Root, 'radio-group', 'grid gap-2');

export const RadioGroupItem = slotted(
  RadioGroupPrimitive.Item,
  'radio-group-item',
  'grid aspect-square size-5 shrink-0 place-items-center rounded-full border border-line-strong bg-surface text-brand-600 data-[state=checked]:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
  <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-current" />,
);

export type RadioOptionProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label: React.ReactNode;
  description?: React.ReactNode;
};

/** A radio with its clickable label, the usual row of an answer list. */
export function RadioOption({ label, description, id, className, ...props }: RadioOptionProps) {
  const generated = React.useId();
  const itemId = id ?? `radio-${generated}`;
  return (
    <label
      htmlFor={itemId}
      data-slot="radio-option"
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-line bg-surface p-3 text-sm has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50',
        className,
      )}
    >
      <RadioGroupItem id={itemId} className="mt-0.5" {...props} />
      <span className="flex flex-col gap-0.5">
        <span className="font-medium">{label}</span>
        {description ? <span className="text-muted">{description}</span> : null}
      </span>
    </label>
  );
}
