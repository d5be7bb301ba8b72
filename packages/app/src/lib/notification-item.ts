import { type AppNotification, notificationHref } from '@meslektas/domain';
import type { HeaderNotification } from '@meslektas/ui';

/** A stored notification as the bell and the notifications page show it: a link to its target. */
export function toNotificationItem(n: AppNotification): HeaderNotification {
  return {
    id: n.id,
    title: n.data.title,
    message: n.data.message,
    diffForHumans: n.diffForHumans,
    read: n.read_at !== null,
    type: n.data.type,
    href: notificationHref(n.data),
  };
}
