import { Alert } from '../../components/alert/alert.tsx';
import { type ComplaintCategory, complaintAllowsImages } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { ImagesField } from '../../components/file-input/images-field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { cn } from '../../lib/cn.ts';

export const complaintFormLabels = {
  category: 'Konu',
  categoryPlaceholder: 'Konu seçiniz',
  title: 'Başlık',
  body: 'Açıklama',
  images: 'Resimler',
  imagesHint: 'İsteğe bağlı, en fazla 3 resim.',
  submit: 'Gönder',
};

export const complaintCategoryLabels: Readonly<Record<ComplaintCategory, string>> = {
  'oneri-istek': 'Öneri / İstek',
  'hata-bildirimi': 'Hata Bildirimi',
  diger: 'Diğer Konular',
};

export interface ComplaintFormValues {
  category: ComplaintCategory | '';
  title: string;
  body: string;
  /** Always empty unless the topic is a bug report. */
  images: File[];
}

export type ComplaintFormErrors = Partial<Record<'category' | 'title' | 'body' | 'images', string>>;

export type ComplaintFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  onSubmit: (values: ComplaintFormValues) => void;
  /** The `istek_oneri` text shown above the form. */
  info?: string;
  busy?: boolean;
  errors?: ComplaintFormErrors;
  labels?: Partial<typeof complaintFormLabels>;
};

const TITLE_MAX = 255;
const BODY_MAX = 5000;

/**
 * The suggestion, bug report and complaint form: a topic, a title and a description; images only
 * for a bug report (optional, at most 3). The page remounts it (`key`) to clear it after sending.
 */
export function ComplaintForm({
  onSubmit,
  info,
  busy = false,
  errors,
  labels,
  className,
  ...props
}: ComplaintFormProps) {
  const l = { ...complaintFormLabels, ...labels };
  const [category, setCategory] = React.useState<ComplaintCategory | ''>('');
  const [title, setTitle] = React.useState('');
  const [body, setBody] = React.useState('');
  const [images, setImages] = React.useState<File[]>([]);
  const withImages = category !== '' && complaintAllowsImages(category);

  return (
    <form
      data-slot="complaint-form"
      noValidate
      className={cn('w-full space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        onSubmit({ category, title, body, images: withImages ? images : [] });
      }}
      {...props}
    >
      {info ? (
        <Alert data-slot="complaint-form-info" tone="brand">
          {info}
        </Alert>
      ) : null}
      <Field label={l.category} required error={errors?.category}>
        <Select
          name="category"
          required
          placeholder={l.categoryPlaceholder}
          value={category}
          options={Object.entries(complaintCategoryLabels).map(([value, label]) => ({ value, label }))}
          onChange={(e) => {
            const next = e.target.value as ComplaintCategory;
            setCategory(next);
            // The picker goes away with another topic; a later bug report starts without images.
            if (!complaintAllowsImages(next)) setImages([]);
          }}
        />
      </Field>
      <Field label={l.title} required error={errors?.title}>
        <Input
          name="title"
          required
          maxLength={TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field label={l.body} required error={errors?.body}>
        <Textarea
          name="body"
          required
          rows={6}
          maxLength={BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      {withImages ? (
        <ImagesField
          label={l.images}
          hint={l.imagesHint}
          error={errors?.images}
          disabled={busy}
          onFilesChange={setImages}
        />
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" busy={busy}>
        {l.submit}
      </Button>
    </form>
  );
}
