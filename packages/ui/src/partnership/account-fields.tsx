import * as React from 'react';
import { InputField } from '../components/form/form.tsx';
import { cn } from '../lib/cn.ts';

export const ibanFieldLabels = {
  label: 'IBAN',
  hint: 'TR ile başlayan 26 karakter; boşluklu da yazabilirsiniz.',
};

type IbanFieldProps = Omit<React.ComponentProps<typeof InputField>, 'label'> & { label?: React.ReactNode };

/**
 * The IBAN input of the payout forms: capitals in a fixed-width font, spaces allowed (the schema
 * leaves them out), never autocompleted or spell-checked.
 */
export function IbanField({
  label = ibanFieldLabels.label,
  hint = ibanFieldLabels.hint,
  className,
  ...props
}: IbanFieldProps) {
  return (
    <InputField
      label={label}
      hint={hint}
      name="iban"
      required
      maxLength={34}
      autoComplete="off"
      spellCheck={false}
      className={cn('font-mono uppercase', className)}
      {...props}
    />
  );
}

/** The account holder's name, as his bank has it (without a title). */
export function HolderNameField(props: Omit<React.ComponentProps<typeof InputField>, 'name'>) {
  return <InputField name="name" required maxLength={255} autoComplete="name" {...props} />;
}
