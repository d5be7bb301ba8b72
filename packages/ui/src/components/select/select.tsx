import { type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { controlVariants } from '../input/input.tsx';

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type SelectProps = Omit<React.ComponentProps<'select'>, 'size'> &
  VariantProps<typeof controlVariants> & {
    options?: readonly SelectOption[];
    /** An empty first option; with `required` it cannot be chosen again once a value is set. */
    placeholder?: string;
  };

/**
 * A styled native select. Most users are on phones, where the system picker is faster and more
 * accessible than a custom popover; it also needs no portal and works in every test runner.
 */
export function Select({ className, size, options, placeholder, children, ...props }: SelectProps) {
  const field = useFieldControl(props);
  return (
    <div data-slot="select-wrapper" className={cn('relative w-full', className)}>
      <select
        data-slot="select"
        className={cn(controlVariants({ size }), 'appearance-none border-line-strong pr-9')}
        {...props}
        {...field}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={props.required}>
            {placeholder}
          </option>
        ) : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
