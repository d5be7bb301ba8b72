import * as React from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A form label. A double click on its text does not select it (as Radix's Label), unless it lands
 * on a control inside the label; without Radix, so the login screen carries none of it.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn('text-sm font-medium leading-5 text-ink', className)}
      onMouseDown={(event) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}

type FieldContextValue = { id: string; hintId: string; errorId: string; invalid: boolean; hasHint: boolean };

const FieldContext = React.createContext<FieldContextValue | null>(null);

/**
 * The ids and aria attributes a control inside a Field should carry. Controls (Input, Textarea,
 * Select, FileInput) call this, so a Field wires label, hint and error without extra props.
 */
export function useFieldControl(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
}) {
  const field = React.useContext(FieldContext);
  if (!field) return props;
  const describedBy = [
    props['aria-describedby'],
    field.hasHint ? field.hintId : null,
    field.invalid ? field.errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Shown under the control in red and announced with it; the control becomes aria-invalid. */
  error?: React.ReactNode;
  hint?: React.ReactNode;
  /** Marks the label; the control still needs its own `required`. */
  required?: boolean;
  id?: string;
  children: React.ReactNode;
};

export function Field({ label, error, hint, required, id, className, children, ...props }: FieldProps) {
  const generated = React.useId();
  const controlId = id ?? `field-${generated}`;
  const value = React.useMemo<FieldContextValue>(
    () => ({
      id: controlId,
      hintId: `${controlId}-hint`,
      errorId: `${controlId}-error`,
      invalid: !!error,
      hasHint: !!hint,
    }),
    [controlId, error, hint],
  );
  return (
    <FieldContext.Provider value={value}>
      <div data-slot="field" className={cn('flex flex-col gap-1.5', className)} {...props}>
        <Label htmlFor={controlId}>
          {label}
          {required ? (
            <span aria-hidden className="ml-0.5 text-danger">
              *
            </span>
          ) : null}
        </Label>
        {children}
        {hint ? (
          <p id={value.hintId} data-slot="field-hint" className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p
            id={value.errorId}
            data-slot="field-error"
            role="alert"
            className="text-xs font-medium text-danger"
          >
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

export type FieldsetProps = Omit<React.ComponentProps<'fieldset'>, 'children'> & {
  legend: React.ReactNode;
  hint?: React.ReactNode;
  /** Shown under the choices in red and announced; the fieldset is described by it. */
  error?: React.ReactNode;
  required?: boolean;
  children: React.ReactNode;
};

/**
 * A group of choices (radios, checkboxes) under one legend, with the hint and the error a Field
 * gives a single control; the fieldset is described by them, so each choice is read with them.
 */
export function Fieldset({ legend, hint, error, required, className, children, ...props }: FieldsetProps) {
  const id = React.useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      data-slot="fieldset"
      aria-describedby={describedBy || undefined}
      className={cn('space-y-2', className)}
      {...props}
    >
      <legend className="text-sm font-medium text-ink">
        {legend}
        {required ? (
          <span aria-hidden className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} data-slot="field-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
