import type { NotificationData } from '../contract/entities.ts';
import { buildPath, type RouteName, type RouteParams } from './routes.ts';

/**
 * The type of a notification that points at a special notification (an announcement to everyone,
 * one bar or one lawyer); its data's `id` is the special notification's id.
 */
export const SPECIAL_NOTIFICATION_TYPE = 'special_notification';

/** The screen a notification opens: a route of the table and its parameters. */
export type NotificationTarget = { route: RouteName; params?: RouteParams };

/**
 * What each notification is about, decided from its data alone. The task's own pages are for its
 * two parties (the detail) or its owner (the applicants); everyone else is sent to the list that
 * holds the task for him:
 * - a new task in his courthouses: the pending list, where he can apply;
 * - an application to his task: the task's applicants, to choose one;
 * - chosen for a task, or the other party completed it, a task's reminder (before its planned
 *   time, or for the outcome report), or a step of its outcome report: the task's detail;
 * - not chosen: the applied list (the task is no longer his to open);
 * - cancelled: the applied list, because both the assignee and the applicants applied to it and the
 *   notification does not say which of them it was sent to;
 * - rated: the completed list, which shows the comment written about him;
 * - a cancel request to answer, or the answer to one: the cancel requests page;
 * - a payout paid or rejected, or an account to be paid to needed: the payout page, where it is given;
 * - a support ticket answered: the support page, which lists his tickets with their answers;
 * - a dispute message approved or not, or a dispute resolved: the dispute desk, whose card of that
 *   dispute carries the new-message badge.
 * A task notification without a task id opens the matching list; a special notification opens its
 * page (`id` is the special notification's); any other notification opens the notifications page.
 */
export function notificationTarget(
  data: Pick<NotificationData, 'type' | 'mission_id'> & Partial<Pick<NotificationData, 'id'>>,
): NotificationTarget {
  const missionId = data.mission_id ?? null;
  const task = (route: RouteName, fallback: RouteName): NotificationTarget =>
    missionId !== null ? { route, params: { missionId } } : { route: fallback };
  switch (data.type) {
    case 'mission_created':
      return { route: 'pending' };
    case 'application_received':
    case 'no_applicants':
      return task('desigination-task', 'created-tasks');
    case 'selected':
    case 'reminder':
    case 'report_reminder':
    case 'guarantee':
      return task('detail-task', 'selected-tasks');
    case 'completed':
      return task('detail-task', 'completed-tasks');
    case 'report_filed':
    case 'report_questioned':
    case 'report_answered':
    case 'report_late':
      return task('detail-task', 'selected-tasks');
    case 'not_selected':
    case 'cancelled':
      return { route: 'applied-tasks' };
    case 'commented':
      return { route: 'completed-tasks' };
    case 'cancel_requested':
    case 'cancel_request_answered':
      return { route: 'cancel-task' };
    case 'ticket_answered':
      return { route: 'support' };
    case 'dispute_message':
    case 'dispute_message_rejected':
    case 'dispute_resolved':
      return { route: 'conflicts' };
    case 'payout_paid':
    case 'payout_rejected':
    case 'payout_account_needed':
      return { route: 'request-payment' };
    case SPECIAL_NOTIFICATION_TYPE:
      return data.id !== undefined
        ? { route: 'special-notification', params: { id: data.id } }
        : { route: 'notifications' };
    default:
      return { route: 'notifications' };
  }
}

/** The path of `notificationTarget`, e.g. '/gorev-detaylari/7' for a 'selected' notification. */
export function notificationHref(
  data: Pick<NotificationData, 'type' | 'mission_id'> & Partial<Pick<NotificationData, 'id'>>,
): string {
  const { route, params } = notificationTarget(data);
  return buildPath(route, params);
}
