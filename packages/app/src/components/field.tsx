import { Field as UiField, Input, type InputProps } from '@meslektas/ui';

/** A labelled input; the label is always visible so the form works with screen readers at 360 px. */
export function Field({ label, className, ...props }: InputProps & { label: string }) {
  return (
    <UiField label={label} className={className}>
      <Input {...props} />
    </UiField>
  );
}
