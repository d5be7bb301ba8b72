import {
  type FallbackKind,
  type MissionUpdatedEvent,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { FallbackPanel } from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { takeFallback, useFallbackOptions } from '../api/fallback.ts';

/**
 * 'Başvuru Gelmedi' on the owner's applicants page: shown once the window has ended with nobody
 * applying (the server's notice, or the page's own countdown, refreshes it), gone once a choice
 * reopened or cancelled the task.
 */
export function FallbackSection({ missionId, onChanged }: { missionId: number; onChanged: () => void }) {
  const { data: options, mutate } = useFallbackOptions(missionId);
  const { data: user } = useCurrentUser();
  const [busy, setBusy] = useState<FallbackKind | null>(null);

  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.missionUpdated,
    (e: MissionUpdatedEvent) => {
      if (e.missionId === missionId) {
        void mutate();
        onChanged();
      }
    },
    () => void mutate(),
  );

  const choose = useAction(
    async (kind: FallbackKind, price?: number) => {
      setBusy(kind);
      try {
        return await takeFallback(missionId, kind, price);
      } finally {
        setBusy(null);
        await mutate();
        onChanged();
      }
    },
    // The budget's refusal shows under its field.
    { toast: true, inline: (refusal) => refusal.status === 422 && Boolean(refusal.fields.mission_price) },
  );

  if (!options?.due) return null;
  return (
    <FallbackPanel
      options={options}
      busy={busy}
      budgetError={choose.errors.mission_price}
      onExtend={() => void choose.run('extend')}
      onWiden={() => void choose.run('widen')}
      onRaise={(price) => void choose.run('raise', price)}
      onCancel={() => void choose.run('cancel')}
    />
  );
}
