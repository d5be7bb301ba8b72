import { type NotificationType, notificationHref } from '@meslektas/domain';
import type { NotificationInput } from '../notifications/notify.ts';
import type { PushMessage } from './sender.ts';

/**
 * The notifications worth a push when the tab is closed: a task to apply to (15 minutes), an
 * application to choose from, a task nobody applied to (its owner's choices), being chosen, and
 * the steps of an outcome report (filed, a question, its answer, late). The others wait in the list.
 */
const pushedTypes: ReadonlySet<NotificationType> = new Set([
  'mission_created',
  'application_received',
  'no_applicants',
  'selected',
  'report_filed',
  'report_questioned',
  'report_answered',
  'report_late',
]);

/** The push for a notification written to these lawyers, or null when the type is not pushed. */
export function pushFor(userIds: number[], input: NotificationInput): PushMessage | null {
  if (!pushedTypes.has(input.type)) return null;
  return pushOf(userIds, input, input.type === 'mission_created' ? 15 * 60 : 24 * 60 * 60);
}

/**
 * The push of a notification to these lawyers (null for nobody), kept by the push service for
 * `ttl` seconds: for notifications pushed only to those who asked for it (a task's reminders).
 */
export function pushOf(userIds: number[], input: NotificationInput, ttl: number): PushMessage | null {
  if (userIds.length === 0) return null;
  return {
    userIds,
    payload: {
      title: input.title,
      body: input.message,
      url: notificationHref({ type: input.type, mission_id: input.missionId }),
      tag: `${input.type}.${input.missionId}`,
    },
    ttl,
  };
}
