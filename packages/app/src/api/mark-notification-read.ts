import { type User } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { useCallback } from 'react';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { callApi } from '../lib/api-client.ts';

/** A notification as the bell and the notifications page hold it. */
interface Opened {
  id: string | number;
  read: boolean;
}

// Live copies sent to many lawyers carry a shared id ('mission_created.7'), not a row id.
const rowId = (id: string | number): number | null => (/^\d{1,10}$/.test(String(id)) ? Number(id) : null);

function markedRead(user: User, id: number, unread: number, now: string): User {
  return {
    ...user,
    new_notifications_count: unread,
    notifications: user.notifications.map((n) =>
      n.id === String(id) ? { ...n, read_at: n.read_at ?? now } : n,
    ),
  };
}

/**
 * POST notifications/{id}/read as a notification is opened (from the bell or the notifications
 * page); the bell's count follows at once. Quiet, as the spec lets such calls fail without a word:
 * the link is followed either way.
 */
export function useMarkNotificationRead(onMarked?: () => void) {
  const { mutate } = useCurrentUser();
  return useCallback(
    (notification: Opened) => {
      const id = rowId(notification.id);
      if (notification.read || id === null) return;
      callApi(api.notifications.markRead, { params: { id } }, { quiet: true })
        .then(async ({ unread }) => {
          const now = new Date().toISOString();
          await mutate((user) => (user ? markedRead(user, id, unread, now) : user), { revalidate: false });
          onMarked?.();
        })
        .catch(() => {
          // Nothing to tell: the notification simply stays unread.
        });
    },
    [mutate, onMarked],
  );
}
