import {
  type DisputeWaitingEvent,
  awaitingApplicationCount,
  buildPath,
  lawyerDisplayName,
  nextWindowEndMs,
  routes,
} from '@meslektas/domain';
import { AppShell as Layout, deferControlsUntil, videoPeriod } from '@meslektas/ui';
import { type ReactNode, Suspense, lazy, useDeferredValue, useEffect } from 'react';
import { useConstants } from '../api/get-constants.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { usePending } from '../api/get-pending.ts';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { useNotices } from '../hooks/use-notices.ts';
import { useNow } from '../hooks/use-now.ts';
import { logout } from '../lib/logout.ts';
import { toNotificationItem } from '../lib/notification-item.ts';
import { useLocation } from '../lib/router.tsx';
import { whenSettled } from '../lib/settled.ts';

// The header's menus and the phone's drawer fetch their code once the first screen has its data.
deferControlsUntil(whenSettled);

// The badges' live updates load once the first screen has its data; without them (a failed
// fetch) the badges still follow every read.
const LiveUpdates = lazy(() =>
  whenSettled()
    .then(() => import('./live-updates.tsx'))
    .catch(() => ({ default: () => null })),
);

/** The day and night videos change at 20:00; a minute's delay is fine for a caption. */
const VIDEO_CHECK_MS = 60_000;

/** The main layout (header, sidebar, drawer, bottom bar from ui) fed with the lawyer's data. */
export default function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: user, mutate } = useCurrentUser();
  const { data: notices, error: noticesFailed } = useNotices();
  const { data: constants, error: constantsFailed } = useConstants();
  const { data: pending, error: pendingFailed, mutate: refreshPending } = usePending();
  const now = useNow(VIDEO_CHECK_MS);
  // When a listed task's window ends it leaves the list: fetch it again then, so the counts follow.
  useEffect(() => {
    if (!pending) return;
    const ms = nextWindowEndMs(pending.data, pending.receivedAt, new Date());
    if (ms === null) return;
    const id = window.setTimeout(() => void refreshPending(), ms + 500);
    return () => window.clearTimeout(id);
  }, [pending, refreshPending]);
  // A new notification updates the bell's count and list without a reload; a task created for
  // the lawyer's courthouses raises the pending count; an approved dispute message (or reading one)
  // sets the sidebar's dispute badge.
  const live = (
    <Suspense fallback={null}>
      <LiveUpdates
        onNotification={() => void mutate()}
        onPending={() => void refreshPending()}
        onDisputeWaiting={(payload: DisputeWaitingEvent) =>
          void mutate((current) => current && { ...current, waiting_conflict_message: payload.waiting }, {
            revalidate: false,
          })
        }
      />
    </Suspense>
  );
  // Opening a notification from the bell marks it read; the count follows at once.
  const markNotificationRead = useMarkNotificationRead();
  // On a phone the notices take a row under the header: the shell waits for them (or their failure),
  // both asked for at once, so the page does not move down when they arrive.
  // It waits for the constants (the sidebar's videos) and the pending tasks (its count) as well: an
  // answer that arrives while the layout's first render is under way can make React render it all
  // again at once (a read's data changed mid-render), blocking the main thread, instead of in slices.
  const ready =
    user !== undefined &&
    (notices !== undefined || noticesFailed !== undefined) &&
    (constants !== undefined || constantsFailed !== undefined) &&
    (pending !== undefined || pendingFailed !== undefined);
  // The layout's first render runs in the background, in slices (see RequireAccount).
  const drawn = useDeferredValue(ready);
  if (!user || !ready || !drawn) return null;
  // The caption and the video itself (a file of the site), by day and by night.
  const video = (title: string | undefined, src: string | undefined) =>
    title ? { title, ...(src ? { src } : {}) } : undefined;
  return (
    <Layout
      currentPath={pathname}
      header={{
        user: {
          name: lawyerDisplayName(user.name),
          avatar: user.avatar,
          verificationImage: user.verification_image,
          online: user.missionStatus === 1,
          balance: user.cash,
        },
        vip: user.vip,
        proLastDate: user.proLastDate,
        notices: (notices ?? []).map((n) => ({ id: n.id, title: n.title, href: n.url })),
        notifications: (user.notifications ?? []).map(toNotificationItem),
        unreadCount: user.new_notifications_count ?? 0,
        onNotificationClick: markNotificationRead,
        onLogout: () => void logout(),
        profileHref: buildPath('lawyer-profile', { id: user.id }),
        settingsHref: routes['account-settings'].path,
        notificationsHref: routes.notifications.path,
        upgradeHref: routes['premium-account'].path,
        homeHref: routes.home.path,
      }}
      sidebar={{
        balance: user.cash,
        pendingCount: awaitingApplicationCount(pending?.data ?? []),
        waitingConflictMessages: user.waiting_conflict_message,
        period: videoPeriod(now),
        videos: {
          day: video(constants?.video_gunduz, constants?.video_gunduz_adres),
          night: video(constants?.video_gece, constants?.video_gece_adres),
        },
      }}
    >
      {children}
      {live}
    </Layout>
  );
}
