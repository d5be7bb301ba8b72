import { type DigestSettings, type DigestUpdatePayload, formatIstanbulDateTime } from '@meslektas/domain';
import { Mail } from 'lucide-react';
import * as React from 'react';
import { Alert } from '../../components/alert/alert.tsx';
import { Card } from '../../components/card/card.tsx';
import { Label } from '../../components/field/field.tsx';
import { Form, FormSubmit, SelectField } from '../../components/form/form.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';
import { SettingsCardHeading } from '../settings-card-heading.tsx';

export const digestSettingsFormLabels = {
  /** The card's title, like the other blocks of the notifications section. */
  heading: 'Günlük Özet',
  title: 'Günlük özet e-postası',
  description:
    'Her sabah seçtiğiniz saatte (İstanbul saati) bugünkü görevleriniz, rapor bekleyen görevleriniz ve adliyelerinizdeki açık görev sayısı tek bir e-postayla gelir.',
  time: 'Gönderim saati',
  save: 'Günlük Özeti Kaydet',
  busy: 'Kaydediliyor...',
  next: (when: string) => `Sıradaki özet: ${when}`,
  noEmail:
    'Günlük özet yalnızca doğrulanmış bir e-posta adresine gönderilir. E-posta adresinizi ekleyip doğruladıktan sonra açabilirsiniz.',
  addEmail: 'E-posta adresimi ekle',
};

export type DigestSettingsFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  value: DigestSettings;
  onSave: (value: DigestUpdatePayload) => void;
  /** Where he adds and verifies his e-mail address (the personal information section). */
  emailHref: string;
  busy?: boolean;
  errors?: Partial<Record<keyof DigestUpdatePayload, string[]>>;
  labels?: Partial<typeof digestSettingsFormLabels>;
};

/**
 * The daily digest: on or off and the morning time it goes, saved together. Without a verified
 * e-mail address it cannot be turned on, and says where to add one.
 */
export function DigestSettingsForm({
  value,
  onSave,
  emailHref,
  busy = false,
  errors,
  labels,
  className,
  ...props
}: DigestSettingsFormProps) {
  const l = { ...digestSettingsFormLabels, ...labels };
  const id = React.useId();
  const [draft, setDraft] = React.useState<DigestUpdatePayload>({ enabled: value.enabled, time: value.time });
  // Only a change of what is stored resets the draft, not a new object with the same values.
  React.useEffect(() => setDraft({ enabled: value.enabled, time: value.time }), [value.enabled, value.time]);
  const canTurnOn = value.emailVerified;
  const error = errors?.enabled?.[0];

  return (
    <Card
      data-slot="digest-settings"
      role="group"
      aria-labelledby={`${id}-title`}
      className={cn('gap-3', className)}
    >
      <SettingsCardHeading icon={Mail} id={id} title={l.heading} text={l.description} />
      <Form
        data-slot="digest-settings-form"
        data-state={value.enabled ? 'on' : 'off'}
        className="max-w-md space-y-4"
        busy={busy}
        onSend={() => onSave(draft)}
        {...props}
      >
        {canTurnOn ? null : (
          <Alert tone="warning" className="space-y-2">
            <p>{l.noEmail}</p>
            <Link href={emailHref} className="font-medium underline">
              {l.addEmail}
            </Link>
          </Alert>
        )}
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={id}>{l.title}</Label>
          <Switch
            id={id}
            name="enabled"
            aria-describedby={`${id}-text`}
            checked={draft.enabled}
            // Off is always allowed; on needs a verified address.
            disabled={!canTurnOn && !draft.enabled}
            onCheckedChange={(on) => setDraft((d) => ({ ...d, enabled: on }))}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <SelectField
          label={l.time}
          name="time"
          value={draft.time}
          options={value.times.map((t) => ({ value: t, label: t }))}
          error={errors?.time?.[0]}
          disabled={!draft.enabled}
          onValueChange={(time) => setDraft((d) => ({ ...d, time }))}
        />
        {draft.enabled && value.enabled && value.nextAt ? (
          <p className="text-sm text-muted" data-slot="digest-next">
            {l.next(formatIstanbulDateTime(value.nextAt))}
          </p>
        ) : null}
        <FormSubmit busyLabel={l.busy}>{l.save}</FormSubmit>
      </Form>
    </Card>
  );
}
