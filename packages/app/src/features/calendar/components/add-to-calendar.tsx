import { missionCalendarFilename } from '@meslektas/domain';
import { AddToCalendarButton } from '@meslektas/ui';
import { useAction } from '../../../hooks/use-action.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadMissionCalendar } from '../api/calendar.ts';

/** The task detail's 'Takvime ekle': saves the task's '.ics' (its two parties only, on the server). */
export function AddToCalendar({ missionId }: { missionId: number }) {
  const download = useAction(async () => {
    const file = await downloadMissionCalendar(missionId);
    saveFile(file.blob, file.filename ?? missionCalendarFilename(missionId));
  });
  return <AddToCalendarButton onAdd={() => void download.run()} busy={download.busy} />;
}
