import { ReminderSettings } from '@meslektas/ui';
import { useAction } from '../../../hooks/use-action.ts';
import { updateReminderSettings, useReminderSettings } from '../api/reminder-settings.ts';

/** 'Hatırlatmalar' in the notification settings: each switch saves at once. */
export function ReminderSettingsSection() {
  const { data, mutate } = useReminderSettings();
  const save = useAction(updateReminderSettings, {
    toast: true,
    // A refused value is told beside the switches.
    inline: (refusal) => refusal.status === 422,
  });
  return (
    <ReminderSettings
      value={data}
      busy={save.busy}
      error={save.refusal?.message ?? null}
      onChange={async (next) => {
        const answer = await save.run(next);
        if (answer) await mutate(answer.data, { revalidate: false });
      }}
    />
  );
}
