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
};

/**
 * A form that checks its fields itself (`noValidate`, so the browser's bubbles never show) and
 * hands a send on only while it is not busy.
 */
const FormBusy = React.createContext(false);

export function Form({ busy = false, onSend, card = false, className, ...props }: FormProps) {
  return (
    <FormBusy.Provider value={busy}>
      <form
        noValidate
        className={cn(
          card && 'w-full space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6',
          className,
        )}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSend();
        }}
        {...props}
      />
    </FormBusy.Provider>
  );
}

/** The form's send button: busy while its `Form` is (spinner, please-wait text); full width on a phone. */
export function FormSubmit({ className, ...props }: Omit<ButtonProps, 'type' | 'busy'>) {
  const busy = React.useContext(FormBusy);
  return <Button type="submit" className={cn('w-full sm:w-auto', className)} busy={busy} {...props} />;
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
