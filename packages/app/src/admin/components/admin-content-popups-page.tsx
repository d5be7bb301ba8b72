import { ContentPopups } from '@meslektas/ui';
import { useState } from 'react';
import { contentCalls, useContentPopups } from '../api/content.ts';
import { operatorAction, operatorFormAction } from '../lib/operator-action.ts';
import { loadState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Home pop-ups: at most one live, with its image, link and audience. */
export default function ContentPopupsPage() {
  const [done, setDone] = useState('');
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  const list = useContentPopups();

  const setActive = async (id: number, active: boolean) => {
    setSwitchingId(id);
    const refused = await operatorAction(() => contentCalls.setPopupActive(id, active), setDone);
    if (refused) setDone(refused);
    setSwitchingId(null);
  };

  return (
    <>
      <ConsoleHeading status={done}>Pop-up’lar</ConsoleHeading>
      <ContentPopups
        popups={list.data?.data ?? []}
        onSave={(popup, draft) =>
          operatorFormAction(
            () => (popup ? contentCalls.updatePopup(popup.id, draft) : contentCalls.createPopup(draft)),
            setDone,
          )
        }
        onSetActive={(popup, active) => void setActive(popup.id, active)}
        switchingId={switchingId}
        onDelete={(popup) => operatorAction(() => contentCalls.deletePopup(popup.id), setDone)}
        {...loadState(list, 'Pop-up’lar yüklenemedi.')}
      />
    </>
  );
}
