import { Alert } from '../../components/alert/alert.tsx';
import {
  type AuthorityDocument,
  checkAuthorityConsent,
  isValidTcKimlik,
  tcKimlikMessages,
} from '@meslektas/domain';
import * as React from 'react';
import { Form } from '../../components/form/form.tsx';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { cn } from '../../lib/cn.ts';
import { useSyncedState } from '../../lib/use-synced-state.ts';

export const authorityDocumentFormLabels = {
  title: 'Yetki Belgesi',
  name: 'Ad Soyad',
  bar: 'Baro',
  tc: 'T.C. Kimlik No',
  tcLockedHint: 'T.C. kimlik numaranız kilitlidir, değiştirilemez.',
  sicil: 'Sicil No',
  sicilRequired: 'Lütfen sicil numaranızı giriniz.',
  consent:
    'Bilgilerimin, seçildiğim görevlerde görev sahibine yetki belgesi olarak gösterilmesini onaylıyorum.',
  notice: 'Yetki belgeniz yalnızca seçildiğiniz görevlerde görev sahibine gösterilir.',
  save: 'Kaydet',
  remove: 'Belgeyi Kaldır',
};

export type AuthorityDocumentValues = { tc: string; sicil: string; consent: boolean };
export type AuthorityDocumentErrors = Partial<Record<keyof AuthorityDocumentValues, string>>;

export type AuthorityDocumentFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  document: AuthorityDocument;
  /** Called only when the form's own checks pass (consent while none exists, T.C. check digits, sicil). */
  onSave: (values: AuthorityDocumentValues) => void;
  onRemove: () => void;
  /** Which action is running; both buttons are disabled meanwhile. */
  busy?: 'save' | 'remove' | false;
  /** Field errors from the server. */
  errors?: AuthorityDocumentErrors;
  /** The notice text (the page passes the constant `yetki_belgesi_bilgi` when it has it). */
  notice?: string;
  labels?: Partial<typeof authorityDocumentFormLabels>;
};

function check(
  values: AuthorityDocumentValues,
  document: AuthorityDocument,
  l: typeof authorityDocumentFormLabels,
) {
  const errors: AuthorityDocumentErrors = {};
  const consent = checkAuthorityConsent(document.existsBelge, values.consent);
  if (consent) errors.consent = consent;
  if (values.tc === '') errors.tc = tcKimlikMessages.required;
  else if (!isValidTcKimlik(values.tc)) errors.tc = tcKimlikMessages.invalid;
  if (values.sicil.trim() === '') errors.sicil = l.sicilRequired;
  return errors;
}

/** The lawyer's authority document: name and bar read-only, T.C. number while allowed, sicil, consent. */
export function AuthorityDocumentForm({
  document,
  onSave,
  onRemove,
  busy = false,
  errors,
  notice,
  labels,
  className,
  ...props
}: AuthorityDocumentFormProps) {
  const l = { ...authorityDocumentFormLabels, ...labels };
  const consentId = `${React.useId()}-consent`;
  const [tc, setTc] = useSyncedState(document.tc, document);
  const [sicil, setSicil] = useSyncedState(document.sicil, document);
  const [consent, setConsent] = useSyncedState(false, document);
  const [local, setLocal] = React.useState<AuthorityDocumentErrors>({});
  const shown = { ...errors, ...local };

  return (
    <Form
      heading={l.title}
      data-slot="authority-document-form"
      card
      className={cn('max-w-lg', className)}
      busy={!!busy}
      onSend={() => {
        const values = { tc: tc.trim(), sicil: sicil.trim(), consent };
        const found = check(values, document, l);
        setLocal(found);
        if (Object.keys(found).length === 0) onSave(values);
      }}
      {...props}
    >
      <Alert role="note" tone="brand" className="rounded-[var(--radius-card)]">
        {notice ?? l.notice}
      </Alert>
      <Field label={l.name}>
        <Input name="name" value={document.name} readOnly />
      </Field>
      <Field label={l.bar}>
        <Input name="baro" value={document.baroName ?? ''} readOnly />
      </Field>
      <Field label={l.tc} hint={document.changableTc ? undefined : l.tcLockedHint} error={shown.tc}>
        <Input
          name="tc"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={tc}
          readOnly={!document.changableTc}
          onChange={(event) => setTc(event.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <Field label={l.sicil} error={shown.sicil}>
        <Input
          name="sicil"
          autoComplete="off"
          maxLength={50}
          value={sicil}
          onChange={(e) => setSicil(e.target.value)}
        />
      </Field>
      {document.existsBelge ? null : (
        <div data-slot="authority-document-consent" className="space-y-1">
          <div className="flex items-start gap-3">
            <Checkbox
              id={consentId}
              checked={consent}
              onCheckedChange={(value) => setConsent(value === true)}
              aria-invalid={shown.consent ? true : undefined}
              aria-describedby={shown.consent ? `${consentId}-error` : undefined}
              className="mt-0.5"
            />
            <label htmlFor={consentId} className="text-sm leading-5">
              {l.consent}
            </label>
          </div>
          {shown.consent ? (
            <p id={`${consentId}-error`} role="alert" className="text-xs font-medium text-danger">
              {shown.consent}
            </p>
          ) : null}
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="sm:flex-1" busy={busy === 'save'} disabled={busy !== false}>
          {l.save}
        </Button>
        {document.existsBelge ? (
          <Button
            type="button"
            variant="outline"
            className="sm:flex-1"
            busy={busy === 'remove'}
            disabled={busy !== false}
            onClick={onRemove}
          >
            {l.remove}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
