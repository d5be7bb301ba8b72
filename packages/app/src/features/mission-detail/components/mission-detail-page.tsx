import { counterpartOf, realtimeChannels, realtimeEvents, type MissionUpdatedEvent } from '@meslektas/domain';
import { MissionDetailView, type RatingValue, PageTitle } from '@meslektas/ui';
import { useState } from 'react';
import { useParams } from '../../../lib/router.tsx';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { assignmentPath, buildPath } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { perform } from '../../../lib/outcomes.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { useAuthorityDocument } from '../api/get-authority-document.ts';
import { useDetail } from '../api/get-detail.ts';
import { completedOutcome, markCompleted } from '../../../api/mark-completed.ts';
import { newComment, ratedOutcome } from '../../../api/new-comment.ts';
import { MissionReport } from '../../reports/index.ts';
import { AddToCalendar } from '../../calendar/index.ts';
import { MissionGuarantee } from '../../guarantee/index.ts';

const profileHref = (id: number) => buildPath('lawyer-profile', { id });

export default function MissionDetailPage() {
  const missionId = Number(useParams().missionId);
  const now = useNow(60_000);
  const { data: user } = useCurrentUser();
  const { data: mission, mutate } = useDetail(missionId);
  // The document is fetched only once its modal is opened.
  const [documentOf, setDocumentOf] = useState<number | null>(null);
  const authority = useAuthorityDocument(documentOf);
  // The other party's steps (completed, rated) show up without a reload.
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.missionUpdated,
    (e: MissionUpdatedEvent) => {
      if (e.missionId === missionId) void mutate();
    },
    () => void mutate(),
  );
  // The view opens the rating form itself once the refreshed task reads as completed.
  const complete = useAction(async () => {
    perform(completedOutcome(await markCompleted(missionId)));
    await mutate();
  });
  const rate = useAction(async (input: RatingValue) => {
    if (!mission || !user) return;
    const target = counterpartOf(mission, user.id).id;
    if (target === null) return;
    perform(ratedOutcome(await newComment({ mission_id: missionId, user_id: target, ...input })));
    // Rated: commentStatus drops the rating button and closes the form before the refetch lands.
    await mutate(
      { ...mission, showActions: { ...mission.showActions, commentStatus: 1 } },
      { revalidate: true },
    );
  });

  if (!mission || !user) return <RouteFallback />;
  return (
    <section className="space-y-4">
      <PageTitle title="Görev Detayları" />
      <MissionDetailView
        mission={mission}
        currentUserId={user.id}
        now={now}
        profileHref={profileHref}
        applicationsHref={assignmentPath(missionId)}
        authorityDocument={authority.data ?? null}
        authorityDocumentLoading={authority.isLoading}
        onOpenAuthorityDocument={() => setDocumentOf(counterpartOf(mission, user.id).id)}
        onMarkCompleted={() => void complete.run()}
        completing={complete.busy}
        onRate={(value) => void rate.run(value)}
        rating={rate.busy}
      />
      <AddToCalendar missionId={missionId} />
      {/* Last: each arrives with a read of its own after the detail, and below the rest moves nothing. */}
      <MissionGuarantee missionId={mission.guaranteed ? missionId : null} revision={mission} />
      <MissionReport missionId={missionId} />
    </section>
  );
}
