import { Alert } from '../../components/alert/alert.tsx';
import { checkAboutText } from '@meslektas/domain';
import * as React from 'react';
import { Form, type SaveFormProps } from '../../components/form/form.tsx';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { cn } from '../../lib/cn.ts';
import { useSyncedState } from '../../lib/use-synced-state.ts';

/** The longest about text the server stores. */
const ABOUT_TEXT_MAX = 2000;

export const aboutTextFormLabels = {
  field: 'Hakkımda',
  warning:
    'Hakkınızda yazısı ad soyad veya iletişim bilgisi (telefon, e-posta, internet adresi) içermemelidir; içerirse onaylanmaz.',
  pending: 'Yetkili Onayı Bekliyor',
  required: 'Lütfen hakkınızda yazısını giriniz.',
  save: 'Kaydet',
  busy: 'Kaydediliyor...',
};

export type AboutTextFormProps = SaveFormProps<string, typeof aboutTextFormLabels> & {
  /** What the field starts with: the pending text when one waits, else the approved one. */
  initialText: string;
  /** A text already waits for approval. */
  pending?: boolean;
};

/**
 * The about text editor of the profile's modal. It refuses contact details with the same domain
 * rule the server applies, so the lawyer learns it before sending.
 */
export function AboutTextForm({
  initialText,
  pending = false,
  onSave,
  busy = false,
  error,
  labels,
  className,
  ...props
}: AboutTextFormProps) {
  const l = { ...aboutTextFormLabels, ...labels };
  const [text, setText] = useSyncedState(initialText);
  const [local, setLocal] = React.useState<string | null>(null);
  const shown = local ?? error;

  return (
    <Form
      data-slot="about-text-form"
      className={cn('space-y-3', className)}
      busy={busy}
      onSend={() => {
        const value = text.trim();
        const refusal = value ? checkAboutText(value) : l.required;
        setLocal(refusal);
        if (!refusal) onSave(value);
      }}
      {...props}
    >
      <Alert role="note" tone="warning" ink className="rounded-[var(--radius-card)]">
        {l.warning}
      </Alert>
      {pending ? (
        <Badge data-slot="about-text-form-pending" tone="warning">
          {l.pending}
        </Badge>
      ) : null}
      <Field label={l.field} error={shown ?? undefined}>
        <Textarea
          name="about_text"
          rows={6}
          maxLength={ABOUT_TEXT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setLocal(null);
          }}
        />
      </Field>
      <p aria-hidden className="text-right text-xs text-muted tabular-nums">
        {text.length} / {ABOUT_TEXT_MAX}
      </p>
      <div className="flex justify-end">
        <Button type="submit" busy={busy} busyLabel={l.busy}>
          {l.save}
        </Button>
      </div>
    </Form>
  );
}
