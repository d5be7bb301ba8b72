/**
 * Reference data and content (spec §7.4, §7.7): bars and courthouses, the lawyer's courthouses, the
 * place search, task categories and the home feed for a signed-in lawyer; constants, FAQs, notices,
 * the pop-up and notice pages for anyone (the banned and passive pages and the login screen read them).
 */
import { z } from 'zod';
import {
  activitySchema,
  barSchema,
  categorySchema,
  constantSchema,
  courthouseSchema,
  faqItemSchema,
  locationResultSchema,
  noticePageSchema,
  webPopupSchema,
} from '../entities.ts';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { baroIdSchema, locationSearchSchema, pageKeySchema } from '../requests.ts';

const tag = 'Başvuru verileri';
const contentTag = 'İçerik';

/** user/getAdliyeData: the lawyer's bar with every courthouse of it, the ones he serves marked. */
export const myCourthousesSchema = z.object({
  baro_id: z.number().int().nullable(),
  baroName: z.string().nullable(),
  /** Ids of the courthouses the lawyer serves. */
  selected: z.array(z.number().int()),
  adliyeler: z.array(courthouseSchema.extend({ selected: z.boolean() })),
  /** Set when choosing another bar needs a payment first (no bar change right left). */
  baroChange: z.boolean(),
  /** Bar changes the lawyer has paid for and not used yet. */
  barChangeRights: z.number().int(),
});
export type MyCourthouses = z.infer<typeof myCourthousesSchema>;

export const referenceCalls = {
  bars: endpoint({
    method: 'GET',
    path: '/global/allBaroData',
    summary: 'Bütün barolar, Türkçe alfabe sırasıyla',
    tag,
    access: 'lawyer',
    response: dataEnvelope(z.array(barSchema)),
  }),
  courthouses: endpoint({
    method: 'POST',
    path: '/global/allAdliyeData',
    summary: 'Bir baronun adliyeleri, ana adliye önce',
    tag,
    access: 'lawyer',
    body: baroIdSchema,
    response: dataEnvelope(z.array(courthouseSchema)),
  }),
  myCourthouses: endpoint({
    method: 'GET',
    path: '/user/getAdliyeData',
    summary: 'Avukatın barosu ve adliyeleri, hizmet verdikleri işaretli',
    tag,
    access: 'lawyer',
    response: dataEnvelope(myCourthousesSchema),
  }),
  locationSearch: endpoint({
    method: 'POST',
    path: '/location/search',
    summary: 'Adliye, ilçe ve il arar (en çok 10 sonuç)',
    tag,
    access: 'lawyer',
    body: locationSearchSchema,
    response: dataEnvelope(z.array(locationResultSchema)),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/mission/categories',
    summary: 'Etkin görev kategorileri, bütçe listeleri ve yer/saat kurallarıyla',
    tag,
    access: 'lawyer',
    response: dataEnvelope(z.array(categorySchema)),
  }),
  homeNotifications: endpoint({
    method: 'GET',
    path: '/auth/homeNotifications',
    summary: 'Aynı barodaki meslektaşların son 10 hareketi',
    tag,
    access: 'lawyer',
    response: dataEnvelope(z.array(activitySchema)),
  }),
  constants: endpoint({
    method: 'GET',
    path: '/constants',
    summary: 'Sunucu sabitleri ve metinleri (ad, açıklama)',
    tag: contentTag,
    access: 'public',
    response: dataEnvelope(z.array(constantSchema)),
  }),
  faq: endpoint({
    method: 'GET',
    path: '/global/faq',
    summary: 'Sıkça sorulan sorular (HTML içerik)',
    tag: contentTag,
    access: 'public',
    response: dataEnvelope(z.array(faqItemSchema)),
  }),
  partnershipFaq: endpoint({
    method: 'GET',
    path: '/partnership/faq',
    summary: 'Davet et kazan soruları ve alttaki HTML metin',
    tag: contentTag,
    access: 'public',
    response: z.object({ data: z.array(faqItemSchema), bottom_text: z.string() }),
  }),
  notices: endpoint({
    method: 'GET',
    path: '/global/notices',
    summary: 'Duyuru sayfaları, en yeni önce (gövdesiz)',
    tag: contentTag,
    access: 'public',
    response: dataEnvelope(z.array(noticePageSchema)),
  }),
  webPopup: endpoint({
    method: 'GET',
    path: '/global/webpopup',
    summary: 'Etkin web açılır penceresi; yoksa status false',
    tag: contentTag,
    access: 'public',
    response: dataEnvelope(webPopupSchema),
  }),
  page: endpoint({
    method: 'GET',
    path: '/global/page/:id',
    summary: 'Bir duyuru sayfası, numarasıyla ya da kısa adıyla, gövdesiyle',
    tag: contentTag,
    access: 'public',
    params: pageKeySchema,
    response: z.object({ page: noticePageSchema.required({ body: true }) }),
  }),
};
