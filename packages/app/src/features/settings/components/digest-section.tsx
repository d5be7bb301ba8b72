import { settingsSectionPath } from '@meslektas/domain';
import { DigestSettingsForm } from '@meslektas/ui';
import { useAction } from '../../../hooks/use-action.ts';
import { updateDigest, useDigestSettings } from '../api/digest.ts';

/** The daily digest e-mail, in the notifications section. */
export function DigestSection() {
  const { data, mutate } = useDigestSettings();
  const save = useAction(updateDigest, { toast: true });
  if (!data) return null;
  return (
    <DigestSettingsForm
      value={data}
      emailHref={settingsSectionPath('kisisel-bilgiler')}
      busy={save.busy}
      errors={save.refusal?.errors}
      onSave={async (next) => {
        const answer = await save.run(next);
        if (answer) await mutate(answer.data, { revalidate: false });
      }}
    />
  );
}
