import {
  ActivityFeed,
  ArchiveTabs,
  CourthouseChoicePrompt,
  GiveTaskBanner,
  MissionPreviewCard,
  WebPopup,
  WelcomeBanner,
  PageTitle,
} from '@meslektas/ui';
import { webPopupIsFor } from '@meslektas/domain';
import { useMemo } from 'react';
import { routes } from '../../../config/paths.ts';
import { preloadMyCourthouses } from '../../../api/get-my-courthouses.ts';
import { useCourthouseChoice } from '../../../hooks/use-courthouse-choice.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { preloadActivity, useActivity } from '../api/get-activity.ts';
import { preloadArchive, useArchive } from '../../../api/get-archive.ts';
import { preloadCreatedPreview, useCreatedPreview } from '../api/get-created-preview.ts';
import { usePendingPreview } from '../api/get-pending-preview.ts';
import { preloadWebPopup, useWebPopup } from '../api/get-web-popup.ts';
import { usePopupRule } from '../hooks/use-popup-rule.ts';
import { PresenceSwitch, preloadPresence } from '../../presence/index.ts';

/**
 * The screen's reads, asked for as soon as its chunk is in (routes/pages.tsx), beside the layout's:
 * by the time the screen mounts they have arrived, and it draws them in one render instead of one
 * render per answer. The open tasks come with the layout's reads.
 */
export function preload(): void {
  preloadCreatedPreview();
  preloadActivity();
  preloadArchive('assigned');
  preloadArchive('completed');
  preloadWebPopup();
  preloadMyCourthouses();
  preloadPresence();
}

export default function HomePage() {
  const { data: user } = useCurrentUser();
  const pending = usePendingPreview();
  const created = useCreatedPreview();
  const activity = useActivity();
  const assigned = useArchive('assigned');
  const completed = useArchive('completed');
  const popup = useWebPopup();
  const chooseCourthouses = useCourthouseChoice();
  // Only once the user is known: an upsell must not greet (or count a showing for) a Pro member.
  const [popupOpen, closePopup] = usePopupRule(
    Boolean(user && popup.data && webPopupIsFor(popup.data, user)),
  );
  // The welcome countdown runs from the moment the user record arrived.
  const userFetchedAt = useMemo(() => (user ? new Date() : null), [user]);
  return (
    <div className="space-y-4">
      <PageTitle title={routes.home.title} />
      {chooseCourthouses ? <CourthouseChoicePrompt href={chooseCourthouses} /> : null}
      <PresenceSwitch />
      <GiveTaskBanner href={routes['assign-task'].path} />
      {user && userFetchedAt && (
        <WelcomeBanner user={user} fetchedAt={userFetchedAt} href={routes['premium-account'].path} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <MissionPreviewCard
          kind="pending"
          missions={pending.data ?? []}
          loading={!pending.data && !pending.error}
          error={Boolean(pending.error)}
          onRetry={() => void pending.mutate()}
          fetchedAt={pending.receivedAt}
          onExpire={() => void pending.mutate()}
          href={routes.pending.path}
        />
        <MissionPreviewCard
          kind="created"
          missions={created.data ?? []}
          loading={!created.data && !created.error}
          error={Boolean(created.error)}
          onRetry={() => void created.mutate()}
          href={routes['created-tasks'].path}
        />
      </div>
      <ActivityFeed
        activities={activity.data ?? []}
        loading={!activity.data && !activity.error}
        error={Boolean(activity.error)}
        onRetry={() => void activity.mutate()}
      />
      <section aria-labelledby="home-archive" className="space-y-3">
        <h2 id="home-archive" className="text-lg font-semibold">
          Arşiv
        </h2>
        <ArchiveTabs
          assigned={assigned.data ?? []}
          completed={completed.data ?? []}
          loading={(!assigned.data || !completed.data) && !assigned.error && !completed.error}
          error={Boolean(assigned.error || completed.error)}
          onRetry={() => {
            void assigned.mutate();
            void completed.mutate();
          }}
        />
      </section>
      {popup.data && (
        <WebPopup popup={popup.data} open={popupOpen} onOpenChange={(open) => !open && closePopup()} />
      )}
    </div>
  );
}
