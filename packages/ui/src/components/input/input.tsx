import { type VariantProps, cva } from 'class-variance-authority';
import { formatPhoneMask } from '@meslektas/domain';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

export const controlVariants = cva(
  'w-full min-w-0 rounded-[var(--radius-control)] border bg-surface px-3 text-base text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70 aria-[invalid=true]:border-danger sm:text-sm',
  {
    variants: {
      size: { sm: 'h-8', md: 'h-10', lg: 'h-12' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof controlVariants>;

export function Input({ className, size, type = 'text', ...props }: InputProps) {
  const field = useFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlVariants({ size }), 'border-line-strong', className)}
      {...props}
      {...field}
    />
  );
}

/** Ten digits at most, leading 0 dropped: the domain mask decides which digits count. */
function phoneDigits(input: string): string {
  return formatPhoneMask(input).replace(/\D/g, '');
}

export type PhoneInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** Ten digits starting with 5, without brackets or spaces (what the form keeps). */
  value?: string;
  defaultValue?: string;
  /** Receives the digits only; the field shows them as (5xx) xxx xx xx. */
  onValueChange?: (digits: string) => void;
};

/**
 * The mobile-number mask of the verification screens. The visible text is formatted while
 * typing; the value handed out is digits only, so the caller adds the leading 0 when sending.
 */
export function PhoneInput({
  value,
  defaultValue = '',
  onValueChange,
  placeholder = '(5__) ___ __ __',
  ...props
}: PhoneInputProps) {
  const [inner, setInner] = React.useState(() => phoneDigits(defaultValue));
  const digits = value !== undefined ? phoneDigits(value) : inner;
  return (
    <Input
      data-slot="phone-input"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder}
      value={formatPhoneMask(digits)}
      onChange={(event) => {
        let next = phoneDigits(event.target.value);
        // Deleting a bracket or space would otherwise leave the digits unchanged and feel stuck.
        if (next === digits && event.target.value.length < formatPhoneMask(digits).length)
          next = next.slice(0, -1);
        if (value === undefined) setInner(next);
        onValueChange?.(next);
      }}
      {...props}
    />
  );
}

export type CodeInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  /** Receives the digits only, six at most. */
  onValueChange: (digits: string) => void;
};

/** A 6-digit verification code, offered from the SMS or e-mail by the phone's keyboard. */
export function CodeInput({ value, onValueChange, ...props }: CodeInputProps) {
  return (
    <Input
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      {...props}
    />
  );
}
