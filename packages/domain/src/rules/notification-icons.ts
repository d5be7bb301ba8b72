/** Every kind of notification the server writes, one per step a lawyer is told about. */
export const NOTIFICATION_TYPES = [
  'mission_created',
  'application_received',
  'no_applicants',
  'selected',
  'not_selected',
  'completed',
  'commented',
  'cancelled',
  'cancel_requested',
  'cancel_request_answered',
  'ticket_answered',
  'dispute_message',
  'dispute_message_rejected',
  'dispute_resolved',
  'payout_paid',
  'payout_rejected',
  'reminder',
  'report_reminder',
  'report_filed',
  'report_questioned',
  'report_answered',
  'report_late',
  'guarantee',
  'payout_account_needed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Icon names (lucide's); 'bell' is for notifications of a type this version does not know. */
export type NotificationIconName =
  | 'briefcase'
  | 'user-plus'
  | 'check-circle'
  | 'x-circle'
  | 'flag'
  | 'star'
  | 'ban'
  | 'hand'
  | 'calendar-x'
  | 'life-buoy'
  | 'message-square'
  | 'message-square-x'
  | 'scale'
  | 'wallet'
  | 'undo-2'
  | 'hourglass'
  | 'alarm-clock'
  | 'file-pen'
  | 'clipboard-check'
  | 'message-circle-question'
  | 'message-circle-reply'
  | 'file-clock'
  | 'shield-check'
  | 'landmark'
  | 'bell';

/**
 * The icon each notification type shows. The server stores it in the notification's `icon` (the
 * spec's field, read by the mobile clients) and the web client draws it from the type.
 */
export const notificationIcons = {
  mission_created: 'briefcase',
  application_received: 'user-plus',
  // The window ended with nobody applying: the owner's choices wait.
  no_applicants: 'hourglass',
  selected: 'check-circle',
  not_selected: 'x-circle',
  completed: 'flag',
  commented: 'star',
  cancelled: 'ban',
  cancel_requested: 'hand',
  cancel_request_answered: 'calendar-x',
  ticket_answered: 'life-buoy',
  dispute_message: 'message-square',
  dispute_message_rejected: 'message-square-x',
  dispute_resolved: 'scale',
  payout_paid: 'wallet',
  // The amount goes back to the balance.
  payout_rejected: 'undo-2',
  // A task's reminders: before its planned time, and after it for the outcome report.
  reminder: 'alarm-clock',
  report_reminder: 'file-pen',
  // Outcome reports: filed, a question, its answer, and the late reminder.
  report_filed: 'clipboard-check',
  report_questioned: 'message-circle-question',
  report_answered: 'message-circle-reply',
  report_late: 'file-clock',
  // Güvenceli ödeme: held, released, refunded or split.
  guarantee: 'shield-check',
  // Chosen for a guaranteed task before giving the account he is paid to.
  payout_account_needed: 'landmark',
} as const satisfies Record<NotificationType, NotificationIconName>;

export const DEFAULT_NOTIFICATION_ICON: NotificationIconName = 'bell';

export function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** The icon of any notification, including rows of types written before this version or by hand. */
export function notificationIcon(type: string | null | undefined): NotificationIconName {
  return type && isNotificationType(type) ? notificationIcons[type] : DEFAULT_NOTIFICATION_ICON;
}
