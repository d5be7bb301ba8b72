import { kvkkExportFilename } from '@meslektas/domain';
import { DataPrivacySection } from '@meslektas/ui';
import { useAction } from '../../../hooks/use-action.ts';
import { forgetDeletedAccount } from '../../../lib/logout.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { exportMyData } from '../api/export-my-data.ts';

/** A refusal the dialog states (an open task, too many tries); a 422 names the wrong password. */
const refusedInDialog = (status: number) => status === 409 || status === 429;

/**
 * 'Verilerim ve Hesabım': the download is saved under the server's file name; a deletion ends
 * this browser's session and opens the login page. A refusal (an open task, too many tries) and a
 * wrong password are shown in the dialog, where the lawyer is looking.
 */
export function DataPrivacySettings() {
  const download = useAction(async () => {
    const file = await exportMyData();
    saveFile(file.blob, file.filename ?? kvkkExportFilename(new Date()));
  });
  const remove = useAction(
    async (password: string) => {
      const answer = await deleteAccount(password);
      await forgetDeletedAccount(answer.message);
    },
    { inline: ({ status }) => status === 422 || refusedInDialog(status) },
  );
  const refused = remove.refusal;

  return (
    <DataPrivacySection
      downloading={download.busy}
      onDownload={() => void download.run()}
      deleting={remove.busy}
      errors={refused?.status === 422 ? refused.errors : {}}
      refusal={refused && refusedInDialog(refused.status) ? refused.message : null}
      onDelete={(password) => void remove.run(password)}
    />
  );
}
