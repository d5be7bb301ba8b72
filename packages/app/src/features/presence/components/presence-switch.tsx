import { PresenceControl } from '@meslektas/ui';
import { useState } from 'react';
import { useMyCourthouses } from '../../../api/get-my-courthouses.ts';
import { runAction } from '../../../hooks/use-action.ts';
import { endPresence, sayPresent, usePresence } from '../api/presence.ts';
import { LocationRefusal, locate } from '../hooks/use-locate.ts';

const noop = () => undefined;

/**
 * "Adliyedeyim" on home and the pending list: the browser places him, the server checks the radius;
 * a refusal (his location, the distance, the courthouse) is shown on the control itself.
 */
export function PresenceSwitch() {
  const { data: mine } = useMyCourthouses();
  const { data: presence, mutate } = usePresence();
  const [status, setStatus] = useState<'idle' | 'locating' | 'ending'>('idle');
  const [error, setError] = useState<string | null>(null);
  // Drawn in its place while loading, so the page does not move down when the answers arrive.
  if (!mine || presence === undefined)
    return <PresenceControl loading courthouses={[]} presence={null} onSay={noop} onTurnOff={noop} />;
  const courthouses = mine.adliyeler
    .filter((c) => c.selected)
    .map((c) => ({ id: c.adliye_id, name: c.name }));

  const say = async (adliyeId: number) => {
    if (status !== 'idle') return;
    setStatus('locating');
    setError(null);
    try {
      const position = await locate();
      const settled = await runAction(() => sayPresent(adliyeId, position), {
        toast: true,
        inline: (refusal) => refusal.status === 403 || refusal.status === 422,
      });
      if (settled.ok) await mutate(settled.answer.data, { revalidate: false });
      else setError(settled.refusal.message);
    } catch (failure) {
      if (!(failure instanceof LocationRefusal)) throw failure;
      setError(failure.message);
    } finally {
      setStatus('idle');
    }
  };

  const turnOff = async () => {
    if (status !== 'idle') return;
    setStatus('ending');
    setError(null);
    try {
      const settled = await runAction(endPresence, { toast: true });
      if (settled.ok) await mutate(null, { revalidate: false });
    } finally {
      setStatus('idle');
    }
  };

  return (
    <PresenceControl
      courthouses={courthouses}
      presence={presence}
      status={status}
      error={error}
      onSay={(adliyeId) => void say(adliyeId)}
      onTurnOff={() => void turnOff()}
    />
  );
}
