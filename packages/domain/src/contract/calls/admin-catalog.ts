/**
 * The console's catalogue: special notifications to everyone, one bar or one lawyer; task
 * categories with their budget lists; the system's ready descriptions; courthouses. Every call is
 * `operator`, and every change writes the audit log with the record before and after.
 */
import { z } from 'zod';
import { type CategoryPlace, categoryPlaceSchema } from '../entities/reference.ts';
import { endpoint } from '../endpoint.ts';
import {
  finiteNumber,
  flagField,
  idField,
  numericString,
  obj,
  optionalId,
  requiredText,
  trimmed,
} from '../fields.ts';
import { laravelPage } from '../envelopes.ts';
import { adminPageField, adminSearchField } from './admin.ts';

const tag = 'Yönetim';

export const specialAudiences = ['everyone', 'bar', 'lawyer'] as const;
export type SpecialAudience = (typeof specialAudiences)[number];

/** The audiences as the console names them. */
export const specialAudienceLabels: Record<SpecialAudience, string> = {
  everyone: 'Herkes',
  bar: 'Bir baro',
  lawyer: 'Bir avukat',
};

export const SPECIAL_TITLE_MAX = 150;
export const SPECIAL_BODY_MAX = 20_000;

/** The most budgets a category offers, and the largest one (whole lira). */
export const CATEGORY_PRICES_MAX = 12;
export const CATEGORY_PRICE_MAX = 100_000;

/** Turkey's bounding box, roughly: a courthouse's coordinates must fall inside it. */
export const TURKEY_BOUNDS = { minLat: 35.8, maxLat: 42.2, minLon: 25.6, maxLon: 44.9 } as const;

export const categoryPlaceLabels: Record<CategoryPlace, string> = {
  both: 'Adliye içi ve dışı',
  in: 'Yalnızca adliye içi',
  out: 'Yalnızca adliye dışı',
};

/**
 * What is wrong with a category's budget list, or null: at least one, at most 12, whole lira from
 * 1 to 100.000, ascending without repeats (the create form offers them in this order).
 */
export function budgetListProblem(list: readonly unknown[]): string | null {
  if (list.length === 0) return 'Lütfen en az bir bütçe giriniz.';
  if (list.length > CATEGORY_PRICES_MAX) return `En fazla ${CATEGORY_PRICES_MAX} bütçe girebilirsiniz.`;
  if (!list.every((v) => typeof v === 'number' && Number.isInteger(v) && v > 0))
    return 'Bütçeler sıfırdan büyük tam sayı (TL) olmalıdır.';
  const values = list as number[];
  if (values.some((v) => v > CATEGORY_PRICE_MAX)) return 'Bir bütçe en fazla 100.000 TL olabilir.';
  if (values.some((v, i) => i > 0 && v <= (values[i - 1] ?? 0)))
    return 'Bütçeler küçükten büyüğe sıralı ve birbirinden farklı olmalıdır.';
  return null;
}

const adminSpecialNotificationSchema = z.object({
  id: z.number().int(),
  audience: z.enum(specialAudiences),
  baro_id: z.number().int().nullable(),
  bar_name: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  title: z.string(),
  /** Filtered HTML, as the lawyers read it. */
  body: z.string(),
  created_at: z.string(),
});
export type AdminSpecialNotification = z.infer<typeof adminSpecialNotificationSchema>;

const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The allowed budgets in whole lira, ascending. */
  prices: z.array(z.number().int()),
  out_adliye: categoryPlaceSchema,
  time_required: z.boolean(),
  sort_order: z.number().int(),
  active: z.boolean(),
  /** Tasks created in this category. */
  tasks: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const adminShortDescriptionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});
export type AdminShortDescription = z.infer<typeof adminShortDescriptionSchema>;

const adminCourthouseSchema = z.object({
  id: z.number().int(),
  baro_id: z.number().int(),
  bar_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  is_main: z.boolean(),
  /** Lawyers who serve it and tasks placed in it; either blocks deleting it. */
  lawyers: z.number().int(),
  tasks: z.number().int(),
});
export type AdminCourthouse = z.infer<typeof adminCourthouseSchema>;

const adminBarSchema = z.object({ id: z.number().int(), name: z.string(), city_id: z.number().int() });
export type AdminBar = z.infer<typeof adminBarSchema>;

export const sendSpecialNotificationSchema = obj({
  audience: z.enum(specialAudiences, { error: 'Lütfen alıcıları seçiniz.' }),
  baro_id: optionalId('Baro bulunamadı.'),
  user_id: optionalId('Avukat bulunamadı.'),
  title: requiredText('Lütfen bir başlık giriniz.', SPECIAL_TITLE_MAX),
  body: requiredText('Lütfen bildirim metnini giriniz.', SPECIAL_BODY_MAX),
}).superRefine((v, ctx) => {
  if (v.audience === 'bar' && v.baro_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['baro_id'], message: 'Lütfen bir baro seçiniz.' });
  if (v.audience === 'lawyer' && v.user_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'Lütfen bir avukat seçiniz.' });
});
export type SendSpecialNotificationPayload = z.infer<typeof sendSpecialNotificationSchema>;

/** A list of budgets, as numbers or numeric strings (or one comma-separated text). */
const pricesField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z
    .array(z.preprocess(numericString, z.unknown()), { error: 'Lütfen en az bir bütçe giriniz.' })
    .superRefine((list, ctx) => {
      const problem = budgetListProblem(list);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((list) => list as number[]),
);

export const categoryPayloadSchema = obj({
  name: requiredText('Lütfen kategori adını giriniz.', 150),
  prices: pricesField,
  out_adliye: z.enum(categoryPlaceSchema.options, { error: 'Lütfen görevin yerini seçiniz.' }),
  time_required: flagField('Saat zorunluluğu geçersiz.'),
});
export type CategoryPayload = z.infer<typeof categoryPayloadSchema>;

const descriptionBody = obj({ description: requiredText('Lütfen açıklamayı giriniz.', 1000) });

const coordinate = (message: string, min: number, max: number) =>
  finiteNumber(message).pipe(z.number().min(min, { error: message }).max(max, { error: message }));
export const courthousePayloadSchema = obj({
  baro_id: idField('Lütfen bir baro seçiniz.'),
  name: requiredText('Lütfen adliye adını giriniz.', 150),
  address: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : trimmed(v)),
    z
      .string({ error: 'Adres geçersiz.' })
      .max(500, { error: 'En fazla 500 karakter girebilirsiniz.' })
      .nullable()
      .default(null),
  ),
  latitude: coordinate(
    'Enlem Türkiye sınırları içinde olmalıdır (35,8 ile 42,2 arası).',
    TURKEY_BOUNDS.minLat,
    TURKEY_BOUNDS.maxLat,
  ),
  longitude: coordinate(
    'Boylam Türkiye sınırları içinde olmalıdır (25,6 ile 44,9 arası).',
    TURKEY_BOUNDS.minLon,
    TURKEY_BOUNDS.maxLon,
  ),
  is_main: flagField('Ana adliye bilgisi geçersiz.'),
});
export type CourthousePayload = z.infer<typeof courthousePayloadSchema>;

const done = z.object({ message: z.string() });
const categoryParams = z.object({ id: idField('Kategori bulunamadı.') });
const descriptionParams = z.object({ id: idField('Açıklama bulunamadı.') });
const courthouseParams = z.object({ id: idField('Adliye bulunamadı.') });
const categoryAnswer = z.object({ message: z.string(), data: adminCategorySchema });
const descriptionAnswer = z.object({ message: z.string(), data: adminShortDescriptionSchema });
const courthouseAnswer = z.object({ message: z.string(), data: adminCourthouseSchema });

export const adminCatalogCalls = {
  specialNotifications: endpoint({
    method: 'GET',
    path: '/admin/special-notifications',
    summary: 'Gönderilen özel bildirimler, en yenisi önce',
    tag,
    access: 'operator',
    query: obj({ page: adminPageField }),
    response: laravelPage(adminSpecialNotificationSchema),
  }),
  sendSpecialNotification: endpoint({
    method: 'POST',
    path: '/admin/special-notifications',
    summary:
      'Herkese, bir baronun üyelerine ya da bir avukata özel bildirim gönderir; her alıcı bildirimini canlı alır',
    tag,
    access: 'operator',
    body: sendSpecialNotificationSchema,
    response: z.object({
      message: z.string(),
      data: z.object({ notification: adminSpecialNotificationSchema, recipients: z.number().int() }),
    }),
  }),
  catalogBars: endpoint({
    method: 'GET',
    path: '/admin/catalog/bars',
    summary: 'Barolar, ada göre (alıcı ve adliye seçimleri için)',
    tag,
    access: 'operator',
    response: z.object({ data: z.array(adminBarSchema) }),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/admin/categories',
    summary: 'Bütün görev kategorileri (pasifler dahil), avukatların gördüğü sırayla',
    tag,
    access: 'operator',
    response: z.object({ data: z.array(adminCategorySchema) }),
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/admin/categories',
    summary: 'Yeni kategori ekler (sona, etkin olarak)',
    tag,
    access: 'operator',
    body: categoryPayloadSchema,
    response: categoryAnswer,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/admin/categories/:id',
    summary: 'Kategorinin adını, bütçe listesini, yerini ve saat zorunluluğunu değiştirir',
    tag,
    access: 'operator',
    params: categoryParams,
    body: categoryPayloadSchema,
    response: categoryAnswer,
  }),
  setCategoryActive: endpoint({
    method: 'POST',
    path: '/admin/categories/:id/active',
    summary: 'Kategoriyi etkinleştirir ya da pasifleştirir (kategoriler silinmez: görevler onlara bağlıdır)',
    tag,
    access: 'operator',
    params: categoryParams,
    body: obj({ active: flagField('Durum geçersiz.') }),
    response: categoryAnswer,
  }),
  reorderCategories: endpoint({
    method: 'POST',
    path: '/admin/categories/order',
    summary: 'Kategorilerin sırasını verilen sırayla değiştirir (bütün kategoriler, birer kez)',
    tag,
    access: 'operator',
    body: obj({
      ids: z.array(idField('Kategori bulunamadı.'), { error: 'Lütfen sıralamayı gönderiniz.' }).min(1, {
        error: 'Lütfen sıralamayı gönderiniz.',
      }),
    }),
    response: z.object({ message: z.string(), data: z.array(adminCategorySchema) }),
  }),
  systemDescriptions: endpoint({
    method: 'GET',
    path: '/admin/short-descriptions',
    summary: 'Sistemin hazır görev açıklamaları (avukatların görev formunda seçtikleri)',
    tag,
    access: 'operator',
    response: z.object({ data: z.array(adminShortDescriptionSchema) }),
  }),
  createSystemDescription: endpoint({
    method: 'POST',
    path: '/admin/short-descriptions',
    summary: 'Sisteme hazır açıklama ekler',
    tag,
    access: 'operator',
    body: descriptionBody,
    response: descriptionAnswer,
  }),
  updateSystemDescription: endpoint({
    method: 'PUT',
    path: '/admin/short-descriptions/:id',
    summary: 'Sistemin hazır açıklamasını değiştirir (oluşturulmuş görevlerin metni değişmez)',
    tag,
    access: 'operator',
    params: descriptionParams,
    body: descriptionBody,
    response: descriptionAnswer,
  }),
  deleteSystemDescription: endpoint({
    method: 'DELETE',
    path: '/admin/short-descriptions/:id',
    summary: 'Sistemin hazır açıklamasını kaldırır (oluşturulmuş görevlerin metni kalır)',
    tag,
    access: 'operator',
    params: descriptionParams,
    response: done,
  }),
  courthouses: endpoint({
    method: 'GET',
    path: '/admin/courthouses',
    summary: 'Adliyeler: baroya göre süzülür, ada ya da adrese göre aranır',
    tag,
    access: 'operator',
    query: obj({ baro_id: optionalId('Baro bulunamadı.'), q: adminSearchField, page: adminPageField }),
    response: laravelPage(adminCourthouseSchema),
  }),
  createCourthouse: endpoint({
    method: 'POST',
    path: '/admin/courthouses',
    summary: 'Baroya yeni adliye ekler (il, baronun ili olur)',
    tag,
    access: 'operator',
    body: courthousePayloadSchema,
    response: courthouseAnswer,
  }),
  updateCourthouse: endpoint({
    method: 'PUT',
    path: '/admin/courthouses/:id',
    summary: 'Adliyenin adını, adresini, konumunu, barosunu ve ana adliye bilgisini değiştirir',
    tag,
    access: 'operator',
    params: courthouseParams,
    body: courthousePayloadSchema,
    response: courthouseAnswer,
  }),
  deleteCourthouse: endpoint({
    method: 'DELETE',
    path: '/admin/courthouses/:id',
    summary: 'Adliyeyi siler; hizmet veren avukat ya da görev varsa silinmez (409)',
    tag,
    access: 'operator',
    params: courthouseParams,
    response: done,
  }),
};
