import { Alert } from '../../components/alert/alert.tsx';
import { type ComplaintCategory, complaintAllowsImages } from '@meslektas/domain';
import * as React from 'react';
import { Form, FormSubmit, InputField, SelectField, TextareaField } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { ImagesField } from '../../components/file-input/images-field.tsx';

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

export type ComplaintFormProps = FormComponentProps<
  ComplaintFormValues,
  ComplaintFormErrors,
  typeof complaintFormLabels
> & {
  /** The `istek_oneri` text shown above the form. */
  info?: string;
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
  ...props
}: ComplaintFormProps) {
  const l = { ...complaintFormLabels, ...labels };
  const [category, setCategory] = React.useState<ComplaintCategory | ''>('');
  const [title, setTitle] = React.useState('');
  const [body, setBody] = React.useState('');
  const [images, setImages] = React.useState<File[]>([]);
  const withImages = category !== '' && complaintAllowsImages(category);

  return (
    <Form
      data-slot="complaint-form"
      card
      busy={busy}
      onSend={() => onSubmit({ category, title, body, images: withImages ? images : [] })}
      {...props}
    >
      {info ? (
        <Alert data-slot="complaint-form-info" tone="brand">
          {info}
        </Alert>
      ) : null}
      <SelectField
        label={l.category}
        error={errors?.category}
        name="category"
        required
        placeholder={l.categoryPlaceholder}
        value={category}
        options={Object.entries(complaintCategoryLabels).map(([value, label]) => ({ value, label }))}
        onValueChange={(value) => {
          const next = value as ComplaintCategory;
          setCategory(next);
          // The picker goes away with another topic; a later bug report starts without images.
          if (!complaintAllowsImages(next)) setImages([]);
        }}
      />
      <InputField
        label={l.title}
        error={errors?.title}
        name="title"
        required
        maxLength={TITLE_MAX}
        value={title}
        onValueChange={setTitle}
      />
      <TextareaField
        label={l.body}
        error={errors?.body}
        name="body"
        required
        rows={6}
        maxLength={BODY_MAX}
        value={body}
        onValueChange={setBody}
      />
      {withImages ? (
        <ImagesField
          label={l.images}
          hint={l.imagesHint}
          error={errors?.images}
          disabled={busy}
          onFilesChange={setImages}
        />
      ) : null}
      <FormSubmit>{l.submit}</FormSubmit>
    </Form>
  );
}
