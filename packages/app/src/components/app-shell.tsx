import { buildPath, realtimeChannels, realtimeEvents, routes } from '@meslektas/domain';
import { AppShell as Layout, videoPeriod } from '@meslektas/ui';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { useNotices } from '../hooks/use-notices.ts';
import { logout } from '../lib/logout.ts';
import { usePrivateEvent } from '../lib/use-realtime.ts';
import { useLocation } from '../lib/router.tsx';
import { RouterLink } from './router-link.tsx';

/** The main layout (header, sidebar, bottom bar from ui) fed with the lawyer's data. */
export default function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: user, mutate } = useCurrentUser();
  const { data: notices } = useNotices();
  // A new notification updates the bell's count and list without a reload.
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.notification,
    () => void mutate(),
  );
  if (!user) return null;
  return (
    <Layout
      currentPath={pathname}
      LinkComponent={RouterLink}
      header={{
        user: {
          name: user.name,
          avatar: user.avatar,
          verificationImage: user.verification_image,
          online: user.missionStatus === 1,
        },
        vip: user.vip,
        proLastDate: user.proLastDate,
        notices: (notices ?? []).map((n) => ({ id: n.id, title: n.title, href: n.url })),
        notifications: (user.notifications ?? []).map((n) => ({
          id: n.id,
          title: n.data.title,
          message: n.data.message,
          diffForHumans: n.diffForHumans,
          read: n.read_at !== null,
          type: n.data.type,
        })),
        unreadCount: user.new_notifications_count ?? 0,
        onLogout: () => void logout(),
        profileHref: buildPath('lawyer-profile', { id: user.id }),
        settingsHref: routes['account-settings'].path,
        notificationsHref: routes.notifications.path,
        upgradeHref: routes['premium-account'].path,
        homeHref: routes.home.path,
      }}
      sidebar={{
        balance: user.cash,
        waitingConflictMessages: user.waiting_conflict_message,
        period: videoPeriod(new Date()),
      }}
    >
      {children}
    </Layout>
  );
}
