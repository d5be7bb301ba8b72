import { ContentPopups } from '@meslektas/ui';
import { useState } from 'react';
import { contentCalls, useContentPopups } from '../api/content.ts';
import { operatorAction, operatorFormAction } from '../lib/operator-action.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Home pop-ups: at most one live, with its image, link and audience. */
export default function ContentPopupsPage() {
  const [done, setDone] = useState('');
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useContentPopups();

  const setActive = async (id: number, active: boolean) => {
    setSwitchingId(id);
    const refused = await operatorAction(() => contentCalls.setPopupActive(id, active), setDone);
    if (refused) setDone(refused);
    setSwitchingId(null);
  };

  return (
    <>
      <ConsoleHeading>Pop-up’lar</ConsoleHeading>
      <p role="status" className="text-sm text-success">
        {done}
      </p>
      <ContentPopups
        popups={data?.data ?? []}
        onSave={(popup, draft) =>
          operatorFormAction(
            () => (popup ? contentCalls.updatePopup(popup.id, draft) : contentCalls.createPopup(draft)),
            setDone,
          )
        }
        onSetActive={(popup, active) => void setActive(popup.id, active)}
        switchingId={switchingId}
        onDelete={(popup) => operatorAction(() => contentCalls.deletePopup(popup.id), setDone)}
        loading={isLoading && !data}
        error={error ? 'Pop-up’lar yüklenemedi.' : null}
        onRetry={() => void mutate()}
      />
    </>
  );
}
