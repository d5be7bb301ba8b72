import { mapApiSuccess, routes } from '@meslektas/domain';
import { CourthouseChoicePrompt, PageTitle, PendingMissionList } from '@meslektas/ui';
import { useEffect, useRef } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { preloadMyCourthouses } from '../../../api/get-my-courthouses.ts';
import { useCourthouseChoice } from '../../../hooks/use-courthouse-choice.ts';
import { givenTexts } from '../../../lib/given-texts.ts';
import { perform } from '../../../lib/outcomes.ts';
import { useMissionCreated } from '../../../lib/use-mission-created.ts';
import { apply } from '../api/apply.ts';
import { clearPendingNotifications } from '../api/clear-pending-notifications.ts';
import { useConstants } from '../../../api/get-constants.ts';
import { usePending } from '../../../api/get-pending.ts';
import { useGeolocation } from '../hooks/use-geolocation.ts';
import { PresenceSwitch, preloadPresence } from '../../presence/index.ts';

/**
 * The screen's own reads beside the layout's (the open tasks and constants come with those), as
 * soon as its chunk is in (see home's `preload`).
 */
export function preload(): void {
  preloadMyCourthouses();
  preloadPresence();
}

export default function PendingPage() {
  const { data, error, mutate } = usePending();
  const { data: constants } = useConstants();
  const { position } = useGeolocation();
  const chooseCourthouses = useCourthouseChoice();
  const cleared = useRef(false);

  // The spec clears the "new task" notifications once the list has been seen.
  useEffect(() => {
    if (data && !cleared.current) {
      cleared.current = true;
      void clearPendingNotifications();
    }
  }, [data]);

  // A task created for this lawyer's courthouses appears without a reload.
  useMissionCreated(
    () => void mutate(),
    () => void mutate(),
  );

  const submit = useAction(async (missionId: number, answerIndex: number) => {
    const answer = await apply({
      mission_id: missionId,
      message_id: answerIndex,
      ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
    });
    perform(mapApiSuccess('mission.confirm', answer));
  });

  return (
    <div className="space-y-4">
      <PageTitle title={routes.pending.title} />
      {chooseCourthouses ? <CourthouseChoicePrompt href={chooseCourthouses} /> : null}
      <PresenceSwitch />
      <PendingMissionList
        missions={data?.data ?? []}
        infoText={data?.infoText}
        noMissionText={data?.noMissionText}
        infoModalText={constants?.bekleyen_gorev_bilgi}
        applyExplanation={constants?.gorev_basvuru}
        fetchedAt={data?.receivedAt}
        userLocation={position}
        loading={!data && !error}
        error={Boolean(error)}
        onRetry={() => void mutate()}
        onApply={(missionId, answerIndex) => void submit.run(missionId, answerIndex)}
        applyBusy={submit.busy}
        onError={(text) => perform({ toast: { kind: 'error', text } })}
        onExpire={() => void mutate()}
        labels={{ title: routes.pending.title }}
        cardLabels={givenTexts({ urgentNotice: constants?.gorev_basvuru_ek })}
        applyLabels={givenTexts({
          answers: constants?.gorev_basvuru_cevap,
          answerNote: constants?.gorev_basvuru_cevap_1,
          locationNote: constants?.gorev_basvuru_cevap_konum,
          distanceNote: constants?.basvuru_uzakligi,
        })}
      />
    </div>
  );
}
