/**
 * The lawyer's private calendar feed (an address with a secret token that calendar apps poll) and
 * a task's one-event '.ics' file. The rules are domain's rules/calendar.ts.
 */
import { z } from 'zod';
import { CALENDAR_MEDIA_TYPE } from '../../rules/calendar.ts';
import { endpoint } from '../endpoint.ts';
import { obj } from '../fields.ts';
import { missionIdParamSchema } from '../requests.ts';

const tag = 'Takvim';

/** The feed as the settings show it: when it was made; its address only in the answer that made it. */
export const calendarFeedSchema = z.object({ created_at: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The answer of create/renew: the address, shown this once (only a hash of the token is kept). */
export const createdCalendarFeedSchema = calendarFeedSchema.extend({ url: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

/** `{token}.ics`: checked by the handler, so a malformed token is a 404 like an unknown one. */
export const calendarFeedParamSchema = obj({ token: z.string().max(200) });

const done = z.object({ status: z.literal('true'), message: z.string() });
const ics = z.string().meta({ format: 'binary', description: 'iCalendar (RFC 5545)' });

export const calendarCalls = {
  feed: endpoint({
    method: 'GET',
    path: '/calendar/feed',
    summary:
      'Avukatın takvim bağlantısı: ne zaman oluşturulduğu (yoksa null); adres yalnızca oluşturulurken gösterilir',
    tag,
    access: 'lawyer',
    response: z.object({ data: calendarFeedSchema.nullable() }),
  }),
  createFeed: endpoint({
    method: 'POST',
    path: '/calendar/feed',
    summary:
      'Takvim bağlantısı oluşturur ya da yeniler: yeni gizli adres döner, varsa eski adres hemen geçersiz olur',
    tag,
    access: 'lawyer',
    response: done.extend({ data: createdCalendarFeedSchema }),
  }),
  revokeFeed: endpoint({
    method: 'DELETE',
    path: '/calendar/feed',
    summary: 'Takvim bağlantısını iptal eder: adres hemen 404 döner',
    tag,
    access: 'lawyer',
    response: done,
  }),
  feedFile: endpoint({
    method: 'GET',
    path: '/calendar/:token',
    summary:
      'Takvim aboneliği (giriş gerekmez, gizli adres): avukatın verdiği ve aldığı görevler; bilinmeyen ' +
      'veya iptal edilmiş adres 404',
    tag,
    access: 'public',
    params: calendarFeedParamSchema,
    produces: CALENDAR_MEDIA_TYPE,
    response: ics,
  }),
  missionFile: endpoint({
    method: 'GET',
    path: '/mission/:id/calendar.ics',
    summary: 'Takvime ekle: tek görevin .ics dosyası; yalnızca görevi veren ve alan avukat',
    tag,
    access: 'lawyer',
    params: missionIdParamSchema,
    produces: CALENDAR_MEDIA_TYPE,
    response: ics,
  }),
};
