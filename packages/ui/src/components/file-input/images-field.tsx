import { IMAGE_ACCEPT, MAX_IMAGES, imageMessages } from '@meslektas/domain';
import { Field } from '../field/field.tsx';
import { FileInput } from './file-input.tsx';

export type ImagesFieldProps = {
  label: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  onFilesChange: (files: File[]) => void;
};

/** The images a message may carry (`images[]`): up to domain's MAX_IMAGES pictures of the accepted kinds. */
export function ImagesField({ label, hint, error, disabled, onFilesChange }: ImagesFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <FileInput
        name="images[]"
        accept={IMAGE_ACCEPT}
        maxFiles={MAX_IMAGES}
        typeErrorText={imageMessages.wrongKind}
        allowedTypesText="png, jpeg, gif, webp"
        disabled={disabled}
        onFilesChange={onFilesChange}
      />
    </Field>
  );
}
