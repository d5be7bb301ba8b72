import { buildPath, counterpartIdOf, mapApiSuccess, type MissionRow } from '@meslektas/domain';
import { CancelMissionModal, MissionList, PageTitle, type RatingValue } from '@meslektas/ui';
import { useState } from 'react';
import { assignmentPath, detailPath } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { perform } from '../../../lib/outcomes.ts';
import { cancelMission } from '../api/cancel-mission.ts';
import type { ListEndpoint } from '../api/fetch-page.ts';
import { completedOutcome, markCompleted } from '../../../api/mark-completed.ts';
import { newComment, ratedOutcome } from '../../../api/new-comment.ts';
import { usePagedList } from '../hooks/use-paged-list.ts';

// The owner's cancel button names what it cancels; the dialog's own button says 'İptal Et'.
const labels = { cancel: 'Görevi İptal Et' };

/** One of the task lists: paged by 5 with load-more, actions only where showActions allows. */
export function MissionListPage({
  title,
  endpoint,
  emptyText,
  hiddenStatusTexts,
}: {
  title: string;
  endpoint: ListEndpoint;
  emptyText: string;
  hiddenStatusTexts?: readonly string[];
}) {
  const { data: user } = useCurrentUser();
  const list = usePagedList(endpoint);
  const [cancelling, setCancelling] = useState<MissionRow | null>(null);
  const [ratingId, setRatingId] = useState<number | null>(null);
  const [completingId, setCompletingId] = useState<number | null>(null);
  // A refused reason shows under the field as well as in the refusal's toast.
  const cancel = useAction(async (row: MissionRow, reason: string) => {
    perform(mapApiSuccess(undefined, await cancelMission(row.missionId, reason)));
    setCancelling(null);
    list.refresh();
  });
  const complete = useAction(async (row: MissionRow) => {
    perform(completedOutcome(await markCompleted(row.missionId)));
    list.refresh();
    // The spec opens the rating right after the task is marked completed.
    setRatingId(row.missionId);
  });
  const rate = useAction(async (row: MissionRow, input: RatingValue) => {
    const target = user ? counterpartIdOf(row, user.id) : null;
    perform(ratedOutcome(await newComment({ mission_id: row.missionId, user_id: target ?? 0, ...input })));
    list.refresh();
    return true;
  });

  return (
    <section className="space-y-4">
      <PageTitle title={title} />
      <MissionList
        missions={list.rows}
        loading={list.loading}
        error={list.error}
        onRetry={list.refresh}
        totalPage={list.totalPage}
        page={list.page}
        onLoadMore={list.loadMore}
        loadingMore={list.loadingMore}
        {...(hiddenStatusTexts ? { hiddenStatusTexts } : {})}
        labels={{ ...labels, empty: emptyText }}
        detailHref={(m) => detailPath(m.missionId)}
        lawyerProfileHref={(m) =>
          buildPath('lawyer-profile', { id: (user && counterpartIdOf(m, user.id)) ?? 0 })
        }
        selectUserHref={(m) => assignmentPath(m.missionId)}
        onCancel={setCancelling}
        onComplete={(m) => {
          setCompletingId(m.missionId);
          void complete.run(m);
        }}
        busyMissionId={complete.busy ? completingId : null}
        ratingMissionId={ratingId}
        onRatingOpenChange={setRatingId}
        onRate={async (m, input) => {
          // useAction has already shown a failure; rejecting keeps the form open to try again.
          if (!(await rate.run(m, input))) throw new Error('rating not saved');
        }}
      />
      <CancelMissionModal
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (open) return;
          setCancelling(null);
          cancel.reset();
        }}
        busy={cancel.busy}
        error={cancel.errors.cancel_text}
        onSubmit={(reason) => {
          if (cancelling) void cancel.run(cancelling, reason);
        }}
      />
    </section>
  );
}
