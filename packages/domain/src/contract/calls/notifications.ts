/**
 * Notifications (spec §7.7): the bell's list, all or unread, marking everything or one read, and
 * the special notifications (a title and an HTML body for everyone, one bar or one lawyer).
 */
import { z } from 'zod';
import { appNotificationSchema } from '../entities.ts';
import { laravelPage, nestedData } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { idField, obj } from '../fields.ts';
import { pageQuerySchema } from '../requests.ts';

export const NOTIFICATION_NOT_FOUND = 'Bildirim bulunamadı.';

/** The `:id` of notifications/:id/read and specialnotifications/:id. */
const notificationIdSchema = obj({ id: idField(NOTIFICATION_NOT_FOUND) });

/** GET specialnotifications/{id}: the spec's data.data {title, body}; the body is filtered HTML. */
const specialNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** dd.mm.yyyy, Istanbul time. */
  date: z.string(),
});
export type SpecialNotification = z.infer<typeof specialNotificationSchema>;

const tag = 'Bildirimler';

export const notificationCalls = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    summary: 'Bildirimler, en yeni önce, sayfa sayfa (Laravel sayfalama biçimi)',
    tag,
    access: 'lawyer',
    query: pageQuerySchema.pick({ page: true }),
    response: laravelPage(appNotificationSchema),
  }),
  unread: endpoint({
    method: 'GET',
    path: '/notifications/unread',
    summary: 'Okunmamış bildirimler',
    tag,
    access: 'lawyer',
    query: pageQuerySchema.pick({ page: true }),
    response: laravelPage(appNotificationSchema),
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/notifications',
    summary: 'Tüm bildirimleri okundu işaretler',
    tag,
    access: 'lawyer',
    response: z.object({ status: z.literal('true'), message: z.string(), marked: z.number().int() }),
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Bir bildirimi okundu işaretler (yalnızca kendi bildirimi; okunmuşsa değişmez)',
    tag,
    access: 'lawyer',
    params: notificationIdSchema,
    response: z.object({ status: z.literal('true'), message: z.string(), unread: z.number().int() }),
  }),
  special: endpoint({
    method: 'GET',
    path: '/specialnotifications/:id',
    summary: 'Özel bildirim: başlık ve HTML gövde, yalnızca hitap ettiği avukatlara',
    tag,
    access: 'lawyer',
    params: notificationIdSchema,
    response: nestedData(specialNotificationSchema),
  }),
};
