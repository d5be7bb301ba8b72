import { feedbackMessages } from '@meslektas/domain';
import { MessageSquarePlus } from 'lucide-react';
import * as React from 'react';
import { Form, FormSubmit, TextareaField } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { ImagesField } from '../../components/file-input/images-field.tsx';
import { cn } from '../../lib/cn.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { DisclosureCard } from '../disclosure-card.tsx';
import { loadDisputeSchemas } from '../load-dispute-schemas.ts';

export const disputeMessageFormLabels = {
  title: 'Mesaj Gönder',
  toggle: 'Mesaj Yaz',
  message: 'Mesajınız',
  messageHint: 'Mesajınız ekibimiz onayladıktan sonra karşı tarafa iletilir.',
  images: 'Resimler',
  imagesHint: 'İsteğe bağlı, en fazla 3 resim.',
  submit: 'Gönder',
};

export interface DisputeMessageFormValues {
  message: string;
  images: File[];
}

export type DisputeMessageFormErrors = Partial<Record<'message' | 'images', string>>;

export type DisputeMessageFormProps = FormComponentProps<
  DisputeMessageFormValues,
  DisputeMessageFormErrors,
  typeof disputeMessageFormLabels,
  'section'
> & {
  /** On a phone the form starts folded behind 'Mesaj Yaz'; from 640 px it is always open. */
  defaultExpanded?: boolean;
};

const MESSAGE_MAX = 5000;

export type DisputeMessageFieldsProps = {
  labels: Pick<
    typeof disputeMessageFormLabels,
    'message' | 'messageHint' | 'images' | 'imagesHint' | 'submit'
  >;
  /** The text area's height in lines. */
  rows: number;
  message: string;
  onMessageChange: (message: string) => void;
  onImagesChange: (images: File[]) => void;
  errorOf: (field: 'message' | 'images') => string | undefined;
  busy: boolean;
};

/**
 * What a dispute message is being written with: its text (trimmed, as it is checked and sent), its
 * images, and `fields`, the props that bind `DisputeMessageFields` to them.
 */
export function useMessageDraft() {
  const [message, setMessage] = React.useState('');
  const [images, setImages] = React.useState<File[]>([]);
  return {
    text: message.trim(),
    images,
    fields: { message, onMessageChange: setMessage, onImagesChange: setImages },
  };
}

/**
 * What a message to a dispute is made of, when it is opened and when it is written to later: the
 * text (checked by domain's schema), up to 3 images, and the send button.
 */
export function DisputeMessageFields({
  labels: l,
  rows,
  message,
  onMessageChange,
  onImagesChange,
  errorOf,
  busy,
}: DisputeMessageFieldsProps) {
  return (
    <>
      <TextareaField
        label={l.message}
        hint={l.messageHint}
        error={errorOf('message')}
        name="message"
        required
        rows={rows}
        maxLength={MESSAGE_MAX}
        value={message}
        onValueChange={onMessageChange}
      />
      <ImagesField
        label={l.images}
        hint={l.imagesHint}
        error={errorOf('images')}
        disabled={busy}
        onFilesChange={onImagesChange}
      />
      <FormSubmit>{l.submit}</FormSubmit>
    </>
  );
}

/**
 * A new message to an open dispute: text and up to 3 images. Folded on phones so the thread is
 * visible first; the page remounts it (`key`) to clear it after sending.
 */
export function DisputeMessageForm({
  onSubmit,
  busy = false,
  errors,
  defaultExpanded = false,
  labels,
  ...props
}: DisputeMessageFormProps) {
  const l = { ...disputeMessageFormLabels, ...labels };
  const [expanded, setExpanded] = React.useState(defaultExpanded);
  const draft = useMessageDraft();
  const { errorOf, setOwn, check } = useFormErrors<keyof DisputeMessageFormErrors>(errors);
  // One submit at a time: a second press while the schema arrives is the same submit.
  const schemas = useLazyModule(loadDisputeSchemas, () => setOwn({ message: feedbackMessages.genericError }));

  return (
    <DisclosureCard
      data-slot="dispute-message-form"
      aria-label={l.title}
      icon={MessageSquarePlus}
      toggle={l.toggle}
      open={expanded}
      onOpenChange={setExpanded}
      toggleClassName="sm:hidden"
      panel={(panelId) => (
        <div
          id={panelId}
          data-slot="dispute-message-form-panel"
          data-state={expanded ? 'open' : 'closed'}
          className={cn(
            'space-y-4 p-4 sm:block sm:p-6',
            expanded ? 'block border-t border-line sm:border-t-0' : 'hidden',
          )}
        >
          <h2 className="hidden text-lg font-semibold sm:block">{l.title}</h2>
          <Form
            className="space-y-4"
            busy={busy}
            {...schemas.prefetch}
            onSend={async () => {
              const loaded = await schemas.forSend();
              if (!loaded) return;
              const values = check(loaded.disputeMessageSchema.safeParse({ message: draft.text }));
              if (values) onSubmit({ message: values.message, images: draft.images });
            }}
          >
            <DisputeMessageFields labels={l} rows={4} {...draft.fields} errorOf={errorOf} busy={busy} />
          </Form>
        </div>
      )}
      {...props}
    />
  );
}
