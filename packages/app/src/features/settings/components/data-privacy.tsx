import { kvkkExportFilename } from '@meslektas/domain';
import { DataPrivacySection } from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { forgetDeletedAccount } from '../../../lib/logout.ts';
import { perform } from '../../../lib/outcomes.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { exportMyData } from '../api/export-my-data.ts';

type FieldErrors = Partial<Record<string, string[]>>;

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : null;

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
  const [deleting, setDeleting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  async function remove(password: string) {
    if (deleting) return;
    setDeleting(true);
    setErrors({});
    setRefusal(null);
    try {
      const answer = await deleteAccount(password);
      await forgetDeletedAccount(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 422) setErrors(error.outcome.fieldErrors ?? {});
      else if (error.status === 409 || error.status === 429) setRefusal(messageOf(error.body));
      else perform(error.outcome);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <DataPrivacySection
      downloading={download.busy}
      onDownload={() => void download.run()}
      deleting={deleting}
      errors={errors}
      refusal={refusal}
      onDelete={(password) => void remove(password)}
    />
  );
}
