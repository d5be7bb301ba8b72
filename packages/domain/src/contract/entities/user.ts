/** The signed-in lawyer's record (auth/getData, login) and the notifications it carries. */
import { z } from 'zod';
import { flagSchema, performanceSchema } from './shared.ts';

export const notificationDataSchema = z.object({
  type: z.string(),
  id: z.number().int().optional(),
  mission_id: z.number().int().nullable().optional(),
  icon: z.string().nullable(),
  title: z.string(),
  message: z.string(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** The spec's Notification (named so it does not clash with the DOM's Notification). */
export const appNotificationSchema = z.object({
  id: z.string(),
  read_at: z.string().nullable(),
  diffForHumans: z.string(),
  data: notificationDataSchema,
});
export type AppNotification = z.infer<typeof appNotificationSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  baroId: z.number().int().nullable(),
  avatar: z.string().nullable(),
  pending_avatar: z.string().nullable(),
  verification_image: z.string().nullable(),
  vip: z.boolean(),
  proLastDate: z.string().nullable(),
  premium_price: z.number(),
  premium_discount: z.number(),
  cash: z.number(),
  /** 1 open (tasks are forwarded to the user), 0 closed. */
  missionStatus: flagSchema,
  mission_create: z.boolean(),
  /** Restriction counter: above 0 shows the restriction text and link. */
  add_mission: z.number().int(),
  email_notify: flagSchema,
  sms_notify: flagSchema,
  call_notify: flagSchema,
  about_text: z.string().nullable(),
  pending_about_text: z.string().nullable(),
  /** Set when changing the bar needs a payment first. */
  baroChange: z.boolean(),
  performances: z.array(performanceSchema),
  /** Remaining cancel-request allowance. */
  cancel_request: z.number().int(),
  notifications: z.array(appNotificationSchema),
  new_notifications_count: z.number().int(),
  deleted: z.boolean(),
  is_available_time: z.boolean(),
  not_available_time_message: z.string().nullable(),
  waiting_conflict_message: z.number().int(),
  new_user: z.boolean(),
  old_premium: z.boolean(),
  /** Seconds left on the welcome/upgrade offer countdown; null when there is none. */
  countdown: z.number().int().nullable(),
  smsVerify: z.boolean(),
  emailVerify: z.boolean(),
  /** Truthy once the account is approved; falsy means passive. */
  status: z.boolean(),
  ban_message: z.string().nullable(),
  /** `operator` for the people who run the console (/yonetim); the server always sends it. */
  role: z.enum(['lawyer', 'operator']).optional(),
});
export type User = z.infer<typeof userSchema>;
