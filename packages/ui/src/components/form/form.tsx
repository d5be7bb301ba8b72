import * as React from 'react';
import { Button, type ButtonProps } from '../button/button.tsx';
import { Field, type FieldProps } from '../field/field.tsx';
import { Input, type InputProps } from '../input/input.tsx';
import { Select, type SelectProps } from '../select/select.tsx';
import { Textarea, type TextareaProps } from '../textarea/textarea.tsx';
import { cn } from '../../lib/cn.ts';

export type FormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** While true, sending again does nothing (the submit button shows its spinner meanwhile). */
  busy?: boolean;
  /** The form was sent and is not busy. The browser's own submit never happens. */
  onSend: () => void;
  /** A page's own form: a white card with padding and a shadow. */
  card?: boolean;
  /** The form's title, shown first and naming the form (`aria-labelledby`). */
  heading?: React.ReactNode;
  /** `h1` for a page's only form (the default), `h2` for one of several parts of a page. */
  headingLevel?: 1 | 2;
};

const FormBusy = React.createContext(false);

const headingClass = {
  1: 'text-2xl font-semibold text-brand-700',
  2: 'text-xl font-semibold text-brand-700',
};

/**
 * A form that checks its fields itself (`noValidate`, so the browser's bubbles never show) and
 * hands a send on only while it is not busy.
 */
export function Form({
  busy = false,
  onSend,
  card = false,
  heading,
  headingLevel = 1,
  className,
  children,
  ...props
}: FormProps) {
  const headingId = `${React.useId()}-title`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <FormBusy.Provider value={busy}>
      <form
        noValidate
        aria-labelledby={heading ? headingId : undefined}
        className={cn(
          card && 'w-full space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6',
          className,
        )}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSend();
        }}
        {...props}
      >
        {heading ? (
          <Heading id={headingId} className={headingClass[headingLevel]}>
            {heading}
          </Heading>
        ) : null}
        {children}
      </form>
    </FormBusy.Provider>
  );
}

/** The form's send button: busy while its `Form` is (spinner, please-wait text); full width on a phone. */
export function FormSubmit({ className, ...props }: Omit<ButtonProps, 'type' | 'busy'>) {
  const busy = React.useContext(FormBusy);
  return <Button type="submit" className={cn('w-full sm:w-auto', className)} busy={busy} {...props} />;
}

/** A message about the whole form (a refusal, a failed save): red and announced; nothing when empty. */
export function FormError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p role="alert" data-slot="form-error" className={cn('text-sm text-danger', className)} {...props}>
      {children}
    </p>
  );
}

type FieldOf<Control> = Omit<Control, 'value' | 'onChange'> &
  Pick<FieldProps, 'label' | 'hint' | 'error'> & {
    value?: string | number;
    /** The control's new value, as typed or chosen; without it the control keeps its own (`defaultValue`). */
    onValueChange?: (value: string) => void;
  };

/** A labelled text area with its hint and error: a `Field` holding a `Textarea`. */
export function TextareaField({ label, hint, error, onValueChange, ...props }: FieldOf<TextareaProps>) {
  return (
    <Field label={label} hint={hint} error={error} required={props.required}>
      <Textarea onChange={onValueChange && ((e) => onValueChange(e.target.value))} {...props} />
    </Field>
  );
}

/** A labelled select with its hint and error: a `Field` holding a `Select`. */
export function SelectField({ label, hint, error, onValueChange, ...props }: FieldOf<SelectProps>) {
  return (
    <Field label={label} hint={hint} error={error} required={props.required}>
      <Select onChange={onValueChange && ((e) => onValueChange(e.target.value))} {...props} />
    </Field>
  );
}

/** A labelled text input with its hint and error: a `Field` holding an `Input`. */
export function InputField({ label, hint, error, onValueChange, ...props }: FieldOf<InputProps>) {
  return (
    <Field label={label} hint={hint} error={error} required={props.required}>
      <Input onChange={onValueChange && ((e) => onValueChange(e.target.value))} {...props} />
    </Field>
  );
}

/**
 * What a screen's form takes besides its own data: where its checked values go, whether the call
 * runs, the server's field errors (shown until the user sends again) and its texts.
 */
export type FormComponentProps<Values, Errors, Labels, Element extends 'form' | 'section' = 'form'> = Omit<
  React.ComponentProps<Element>,
  'onSubmit' | 'children'
> & {
  onSubmit: (values: Values) => void;
  /** While the call runs: the submit button is busy and a second send does nothing. */
  busy?: boolean;
  errors?: Errors;
  labels?: Partial<Labels>;
};

/** What a form that saves one thing takes: where the checked value goes, whether the call runs, the server's refusal and its texts. */
export type SaveFormProps<Value, Labels> = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  onSave: (value: Value) => void;
  /** While the call runs: the save button is busy and a second send does nothing. */
  busy?: boolean;
  /** The server's refusal. */
  error?: string | null;
  labels?: Partial<Labels>;
};
