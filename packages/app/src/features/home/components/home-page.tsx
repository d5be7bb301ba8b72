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
import { startTransition, useEffect, useMemo, useState } from 'react';
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

/**
 * Home: each section reads its own data, so an answer that changes one of them (the pending list read
 * again when the live channel is joined, the pop-up's turn decided) draws that section again and not
 * the whole page with its twenty archive cards.
 */
export default function HomePage() {
  return (
    <div className="space-y-4">
      <PageTitle title={routes.home.title} />
      <CourthouseChoice />
      <PresenceSwitch />
      <GiveTaskBanner href={routes['assign-task'].path} />
      <Welcome />
      <div className="grid gap-4 lg:grid-cols-2">
        <PendingPreview />
        <CreatedPreview />
      </div>
      <Activity />
      <section aria-labelledby="home-archive" className="space-y-3">
        <h2 id="home-archive" className="text-lg font-semibold">
          Arşiv
        </h2>
        <Archive />
      </section>
      <Popup />
    </div>
  );
}

function CourthouseChoice() {
  const chooseCourthouses = useCourthouseChoice();
  return chooseCourthouses ? <CourthouseChoicePrompt href={chooseCourthouses} /> : null;
}

function Welcome() {
  const { data: user } = useCurrentUser();
  // The welcome countdown runs from the moment the user record arrived.
  const userFetchedAt = useMemo(() => (user ? new Date() : null), [user]);
  return user && userFetchedAt ? (
    <WelcomeBanner user={user} fetchedAt={userFetchedAt} href={routes['premium-account'].path} />
  ) : null;
}

function PendingPreview() {
  const pending = usePendingPreview();
  return (
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
  );
}

function CreatedPreview() {
  const created = useCreatedPreview();
  return (
    <MissionPreviewCard
      kind="created"
      missions={created.data ?? []}
      loading={!created.data && !created.error}
      error={Boolean(created.error)}
      onRetry={() => void created.mutate()}
      href={routes['created-tasks'].path}
    />
  );
}

/**
 * The sections under the fold (the feed, the archive) are drawn in a render of their own just after
 * the first one: React renders that one in slices between other work and commits it apart, so the
 * first screenful is not held up by cards no one sees yet. Until then they show their
 * loading rows.
 */
function useBelowTheFold(): boolean {
  const [drawn, setDrawn] = useState(false);
  // Not useDeferredValue's initial value: React skips it when the first render is not urgent, and
  // the screen's first render is the reveal of its Suspense boundary.
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}

function Activity() {
  const activity = useActivity();
  const drawn = useBelowTheFold();
  return (
    <ActivityFeed
      activities={drawn ? (activity.data ?? []) : []}
      loading={!drawn || (!activity.data && !activity.error)}
      error={Boolean(activity.error)}
      onRetry={() => void activity.mutate()}
    />
  );
}

function Archive() {
  const assigned = useArchive('assigned');
  const completed = useArchive('completed');
  const drawn = useBelowTheFold();
  return (
    <ArchiveTabs
      assigned={drawn ? (assigned.data ?? []) : []}
      completed={drawn ? (completed.data ?? []) : []}
      loading={!drawn || ((!assigned.data || !completed.data) && !assigned.error && !completed.error)}
      error={Boolean(assigned.error || completed.error)}
      onRetry={() => {
        void assigned.mutate();
        void completed.mutate();
      }}
    />
  );
}

function Popup() {
  const { data: user } = useCurrentUser();
  const popup = useWebPopup();
  // Only once the user is known: an upsell must not greet (or count a showing for) a Pro member.
  const [open, close] = usePopupRule(Boolean(user && popup.data && webPopupIsFor(popup.data, user)));
  return popup.data ? (
    <WebPopup popup={popup.data} open={open} onOpenChange={(next) => !next && close()} />
  ) : null;
}
