import { CalendarPlus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';

export const addToCalendarLabels = {
  add: 'Takvime ekle',
  busy: 'Hazırlanıyor...',
  hint: 'Görevin .ics dosyasını indirir; açtığınızda takviminize eklenir.',
};

export type AddToCalendarButtonProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Downloads the task's '.ics' file (the container fetches it with the session and saves it). */
  onAdd: () => void;
  busy?: boolean;
  labels?: Partial<typeof addToCalendarLabels>;
};

/** The task detail's 'Takvime ekle': the task as one calendar event, for its two parties. */
export function AddToCalendarButton({ onAdd, busy = false, labels, ...props }: AddToCalendarButtonProps) {
  const l = { ...addToCalendarLabels, ...labels };
  return (
    <div data-slot="add-to-calendar" {...props}>
      <Button variant="secondary" busy={busy} busyLabel={l.busy} onClick={onAdd} title={l.hint}>
        <CalendarPlus aria-hidden />
        {l.add}
      </Button>
    </div>
  );
}
