import type { NotifySettings } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { SwitchList } from '../../components/switch/switch-list.tsx';
import { Form, FormError, type SaveFormProps } from '../../components/form/form.tsx';
import { cn } from '../../lib/cn.ts';

export const notifySettingsFormLabels = {
  email_notify: 'E-posta ile bildir',
  sms_notify: 'SMS ile bildir',
  call_notify: 'Arama ile bildir',
  save: 'Bildirim Ayarlarını Kaydet',
  busy: 'Kaydediliyor...',
};

const channels = ['email_notify', 'sms_notify', 'call_notify'] as const;

export type NotifySettingsFormProps = SaveFormProps<NotifySettings, typeof notifySettingsFormLabels> & {
  value: NotifySettings;
  /** The server constant notif_settings: what these switches are for. */
  description?: string | null;
};

/** Task notification settings: e-mail, SMS and call, each on or off, saved together. */
export function NotifySettingsForm({
  value,
  description,
  onSave,
  busy = false,
  error,
  labels,
  className,
  ...props
}: NotifySettingsFormProps) {
  const l = { ...notifySettingsFormLabels, ...labels };
  const [draft, setDraft] = React.useState(value);
  const { email_notify, sms_notify, call_notify } = value;
  // Only a change of the stored flags resets the draft, not a new object with the same ones.
  React.useEffect(
    () => setDraft({ email_notify, sms_notify, call_notify }),
    [email_notify, sms_notify, call_notify],
  );

  return (
    <Form
      data-slot="notify-settings-form"
      className={cn('max-w-md space-y-4', className)}
      busy={busy}
      onSend={() => onSave(draft)}
      {...props}
    >
      {description ? <p className="text-sm text-muted">{description}</p> : null}
      <SwitchList
        items={channels.map((channel) => ({
          name: channel,
          label: l[channel],
          checked: draft[channel] === 1,
        }))}
        onChange={(channel, on) => setDraft((d) => ({ ...d, [channel]: on ? 1 : 0 }))}
      />
      <FormError>{error}</FormError>
      <Button type="submit" busy={busy} busyLabel={l.busy}>
        {l.save}
      </Button>
    </Form>
  );
}
