import { ContentPopups } from '@meslektas/ui';
import { useState } from 'react';
import { contentCalls, runContent, useContentPopups } from '../api/content.ts';
import { refreshConsole, refusal } from '../lib/console-actions.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Home pop-ups: at most one live, with its image, link and audience. */
export default function ContentPopupsPage() {
  const [done, setDone] = useState('');
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useContentPopups();

  const setActive = async (id: number, active: boolean) => {
    setSwitchingId(id);
    try {
      setDone((await contentCalls.setPopupActive(id, active)).message);
      await refreshConsole();
    } catch (err) {
      setDone(refusal(err));
    } finally {
      setSwitchingId(null);
    }
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
          runContent(
            () => (popup ? contentCalls.updatePopup(popup.id, draft) : contentCalls.createPopup(draft)),
            setDone,
          )
        }
        onSetActive={(popup, active) => void setActive(popup.id, active)}
        switchingId={switchingId}
        onDelete={async (popup) => {
          try {
            setDone((await contentCalls.deletePopup(popup.id)).message);
            await refreshConsole();
            return null;
          } catch (err) {
            return refusal(err);
          }
        }}
        loading={isLoading && !data}
        error={error ? 'Pop-up’lar yüklenemedi.' : null}
        onRetry={() => void mutate()}
      />
    </>
  );
}
