import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from '../field/field.tsx';
import { Switch } from './switch.tsx';

/** One labelled switch of a {@link SwitchList}: its form name, its label, whether it is on. */
export interface SwitchListItem<N extends string> {
  name: N;
  label: React.ReactNode;
  checked: boolean;
}

export type SwitchListProps<N extends string> = Omit<React.ComponentProps<'ul'>, 'children' | 'onChange'> & {
  items: readonly SwitchListItem<N>[];
  /** A switch was turned. */
  onChange: (name: N, on: boolean) => void;
  /** Every switch waits (saving, or the values are not there yet). */
  disabled?: boolean;
};

/** Settings switches one under the other, each with its label on the left (notifications, reminders). */
export function SwitchList<N extends string>({
  items,
  onChange,
  disabled = false,
  className,
  ...props
}: SwitchListProps<N>) {
  const id = React.useId();
  return (
    <ul data-slot="switch-list" className={cn('space-y-3', className)} {...props}>
      {items.map((item) => (
        <li key={item.name} className="flex items-center justify-between gap-4">
          <Label htmlFor={`${id}-${item.name}`}>{item.label}</Label>
          <Switch
            id={`${id}-${item.name}`}
            name={item.name}
            checked={item.checked}
            disabled={disabled}
            onCheckedChange={(on) => onChange(item.name, on)}
          />
        </li>
      ))}
    </ul>
  );
}
