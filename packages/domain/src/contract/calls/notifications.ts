/** Notifications (spec §7.7): the bell's list, all or unread, and marking everything read. */
import { z } from 'zod';
import { appNotificationSchema } from '../entities.ts';
import { laravelPage } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { pageQuerySchema } from '../requests.ts';

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
};
