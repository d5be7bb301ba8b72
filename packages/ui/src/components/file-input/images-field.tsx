import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, MAX_IMAGES, imageMessages } from '@meslektas/domain';
import { Field } from '../field/field.tsx';
import { FileInput } from './file-input.tsx';

export type ImagesFieldProps = {
  label: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  onFilesChange: (files: File[]) => void;
  /** PDF documents are taken beside the images (a report's attachments). */
  documents?: boolean;
};

/** The images a message may carry (`images[]`): up to domain's MAX_IMAGES pictures of the accepted kinds. */
export function ImagesField({
  label,
  hint,
  error,
  disabled,
  onFilesChange,
  documents = false,
}: ImagesFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <FileInput
        name="images[]"
        accept={documents ? DOCUMENT_ACCEPT : IMAGE_ACCEPT}
        maxFiles={MAX_IMAGES}
        typeErrorText={documents ? imageMessages.wrongDocumentKind : imageMessages.wrongKind}
        allowedTypesText={documents ? 'pdf, png, jpeg, gif, webp' : 'png, jpeg, gif, webp'}
        disabled={disabled}
        onFilesChange={onFilesChange}
      />
    </Field>
  );
}
