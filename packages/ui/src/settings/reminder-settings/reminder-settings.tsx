import type { ReminderSettings as ReminderChannels } from '@meslektas/domain';
import { AlarmClock } from 'lucide-react';
import * as React from 'react';
import { Card } from '../../components/card/card.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { SwitchList } from '../../components/switch/switch-list.tsx';
import { cn } from '../../lib/cn.ts';
import { SettingsCardHeading } from '../settings-card-heading.tsx';
import { FormError } from '../../components/form/form.tsx';

export const reminderSettingsLabels = {
  title: 'Hatırlatmalar',
  text: 'Görevin saatinden önce size ve meslektaşınıza, saatinden sonra da rapor için görevi alana hatırlatma gönderilir. Uygulama içi bildirim her zaman gelir.',
  push: 'Anlık bildirim ile hatırlat',
  sms: 'SMS ile hatırlat',
  loading: 'Hatırlatma ayarlarınız yükleniyor…',
};

const channels = ['push', 'sms'] as const;

export type ReminderSettingsProps = Omit<React.ComponentProps<'div'>, 'children' | 'onChange'> & {
  /** The lawyer's reminder channels; undefined while they load (the switches wait). */
  value: ReminderChannels | undefined;
  /** A switch was turned: the two channels as they should now be stored. */
  onChange: (value: ReminderChannels) => void;
  /** Saving is under way: the switches wait. */
  busy?: boolean;
  /** Why the last change was not saved. */
  error?: string | null;
  labels?: Partial<typeof reminderSettingsLabels>;
};

/**
 * 'Hatırlatmalar': whether a task's reminders (before its time, and for the report after it) also
 * come by push and by SMS. Each switch saves on its own.
 */
export function ReminderSettings({
  value,
  onChange,
  busy = false,
  error,
  labels,
  className,
  ...props
}: ReminderSettingsProps) {
  const l = { ...reminderSettingsLabels, ...labels };
  const id = React.useId();
  return (
    <Card
      data-slot="reminder-settings"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      aria-busy={busy || value === undefined || undefined}
      className={cn('gap-3', className)}
      {...props}
    >
      <SettingsCardHeading
        icon={AlarmClock}
        id={id}
        title={l.title}
        text={value === undefined ? l.loading : l.text}
      >
        {busy ? <Spinner size="sm" label={null} /> : null}
      </SettingsCardHeading>
      <SwitchList
        items={channels.map((channel) => ({
          name: channel,
          label: l[channel],
          checked: value?.[channel] === 1,
        }))}
        disabled={busy || value === undefined}
        onChange={(channel, on) => value && onChange({ ...value, [channel]: on ? 1 : 0 })}
      />
      <FormError>{error}</FormError>
    </Card>
  );
}
