import { AVATAR_ACCEPT, MAX_IMAGES, formMessages } from '@meslektas/domain';
import { ImagePlus, X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

/** Whether a file matches an `accept` list such as 'image/png,image/gif,image/jpeg' or '.pdf,image/*'. */
export function fileMatchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((a) => {
      if (a.startsWith('.')) return name.endsWith(a);
      if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
      return type === a;
    });
}

export type FileInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> & {
  /** Most files kept at once; the spec's limit for disputes and suggestions is 3. */
  maxFiles?: number;
  /** Receives the whole current selection after every valid change. */
  onFilesChange?: (files: File[]) => void;
  /** Called with the Turkish message whenever a selection is refused. */
  onError?: (message: string) => void;
  buttonLabel?: string;
  removeLabel?: (fileName: string) => string;
  limitErrorText?: string;
  typeErrorText?: string;
  /** Comma-separated list shown to the user under the button. */
  allowedTypesText?: string;
};

/**
 * A file picker that adds to its selection (people on phones pick one photo at a time) and
 * refuses a change that would pass `maxFiles` or bring a type outside `accept`, keeping what was
 * already chosen.
 */
export function FileInput({
  maxFiles = MAX_IMAGES,
  multiple = true,
  accept = AVATAR_ACCEPT,
  onFilesChange,
  onError,
  buttonLabel = 'Resim Seç',
  removeLabel = (name) => `${name} dosyasını kaldır`,
  limitErrorText = formMessages.tooManyImages,
  typeErrorText = 'Yalnızca png, gif ve jpeg dosyaları yükleyebilirsiniz.',
  allowedTypesText = 'png, gif, jpeg',
  disabled,
  className,
  ...props
}: FileInputProps) {
  const field = useFieldControl(props);
  const generated = React.useId();
  const inputId = field.id ?? `file-${generated}`;
  const errorId = `${inputId}-own-error`;
  const [files, setFiles] = React.useState<File[]>([]);
  const [error, setError] = React.useState<string | null>(null);

  const refuse = (message: string) => {
    setError(message);
    onError?.(message);
  };

  const change = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Reset so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!picked.length) return;
    if (picked.some((f) => !fileMatchesAccept(f, accept))) return refuse(typeErrorText);
    const next = multiple ? [...files, ...picked] : picked.slice(0, 1);
    if (next.length > maxFiles) return refuse(limitErrorText);
    setError(null);
    setFiles(next);
    onFilesChange?.(next);
  };

  const remove = (index: number) => {
    const next = files.filter((_, i) => i !== index);
    setError(null);
    setFiles(next);
    onFilesChange?.(next);
  };

  const describedBy = [field['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div data-slot="file-input" className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-dashed border-brand-600 bg-brand-50 px-4 text-sm font-medium text-brand-700 hover:bg-brand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <ImagePlus aria-hidden className="size-4" />
          {buttonLabel}
          <input
            {...props}
            id={inputId}
            type="file"
            className="sr-only"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            onChange={change}
            aria-describedby={describedBy || undefined}
            aria-invalid={field['aria-invalid'] ?? (error ? true : undefined)}
          />
        </label>
        <span className="text-xs text-muted">
          {allowedTypesText} · {files.length}/{maxFiles}
        </span>
      </div>
      {files.length ? (
        <ul data-slot="file-input-list" className="flex flex-col gap-1">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded-[var(--radius-control)] bg-canvas px-3 py-1.5 text-sm"
            >
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                className="rounded p-1 text-muted hover:bg-line hover:text-ink"
                aria-label={removeLabel(file.name)}
                onClick={() => remove(index)}
                disabled={disabled}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" data-slot="file-input-error" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
