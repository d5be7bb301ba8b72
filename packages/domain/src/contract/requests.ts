/**
 * Runtime schemas of every request payload. The server validates with them (a failure becomes a 422
 * `{ message, errors }` through `toFieldErrors`) and the forms check with them before sending.
 * Older clients send ids and 0/1 flags as strings, so both are accepted and come out as numbers.
 */
import { z } from 'zod';
import { createTaskMessages, formMessages } from '../messages.ts';
import { passwordMessages, passwordProblem } from '../rules/password-strength.ts';
import {
  emailField,
  emptyToUndefined,
  finiteNumber,
  flagField,
  idField,
  idList,
  numericString,
  obj,
  optionalId,
  phoneField,
  requiredText,
  text,
  trimmed,
} from './fields.ts';
import { guaranteeOptInField } from './guaranteed-payments.ts';

/** The largest id a route param (`/missions/:id`) accepts. */
export { MAX_ID } from './fields.ts';

// --- Auth and verification -------------------------------------------------------------------------

export const loginSchema = obj({
  telephone: phoneField,
  password: z.string({ error: 'Lütfen şifrenizi giriniz.' }).min(1, { error: 'Lütfen şifrenizi giriniz.' }),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const smsResendSchema = obj({ telephone: phoneField });
export type SmsResendPayload = z.infer<typeof smsResendSchema>;

/** sms_verify and email_verify. */
export const codeSchema = obj({
  code: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
    z.string({ error: 'Lütfen doğrulama kodunu giriniz.' }).regex(/^\d{6}$/, {
      error: 'Doğrulama kodu 6 haneli olmalıdır.',
    }),
  ),
});
export type CodePayload = z.infer<typeof codeSchema>;

export const emailResendSchema = obj({ email: emailField });
export type EmailResendPayload = z.infer<typeof emailResendSchema>;

// --- Tasks -----------------------------------------------------------------------------------------

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const missionLocationSchema = z.object(
  {
    latitude: finiteNumber(createTaskMessages.noLocation).pipe(
      z
        .number()
        .min(-90, { error: createTaskMessages.noLocation })
        .max(90, { error: createTaskMessages.noLocation }),
    ),
    longitude: finiteNumber(createTaskMessages.noLocation).pipe(
      z
        .number()
        .min(-180, { error: createTaskMessages.noLocation })
        .max(180, { error: createTaskMessages.noLocation }),
    ),
    name: z.preprocess(trimmed, text(255, 'Konum adı geçersiz.').default('')),
    address: z.preprocess(trimmed, text(500, 'Adres geçersiz.').default('')),
  },
  { error: createTaskMessages.noLocation },
);
export type MissionLocation = z.infer<typeof missionLocationSchema>;

/**
 * The shape of a create payload. The order-sensitive checks (the spec's nine, first failure wins),
 * the category and budget lists and "today" live in `rules/create-task`, which needs data and `now`.
 */
export const createMissionSchema = obj({
  address: z.preprocess(emptyToUndefined, missionLocationSchema.optional()),
  out_adliye: flagField(createTaskMessages.noCourthouse).default(0),
  baro_id: idField(createTaskMessages.noBar),
  adliye_id: optionalId(createTaskMessages.noCourthouse),
  category_id: idField(createTaskMessages.noCategory),
  mission_price: finiteNumber(createTaskMessages.noBudget).pipe(
    z.number().positive({ error: createTaskMessages.noBudget }),
  ),
  plan_date: z.preprocess(
    trimmed,
    z.string({ error: createTaskMessages.noDate }).regex(datePattern, { error: createTaskMessages.noDate }),
  ),
  plan_time: z.preprocess(
    (v) => emptyToUndefined(trimmed(v)),
    z
      .string({ error: createTaskMessages.noTime })
      .regex(timePattern, { error: createTaskMessages.noTime })
      .optional(),
  ),
  other_detail: requiredText(createTaskMessages.noDescription),
  fast_mission: flagField('Acil görev seçimi geçersiz.').default(0),
  /** 1: güvenceli ödeme (docs/decisions/016): choosing an applicant starts the card payment. */
  guaranteed: guaranteeOptInField.default(0),
}).superRefine((v, ctx) => {
  if (v.out_adliye === 0 && v.adliye_id === undefined) {
    ctx.addIssue({ code: 'custom', path: ['adliye_id'], message: createTaskMessages.noCourthouse });
  }
  if (v.out_adliye === 1 && v.address === undefined) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: createTaskMessages.noLocation });
  }
});
export type CreateMissionPayload = z.infer<typeof createMissionSchema>;

/**
 * A number of the draft: a number or a numeric string comes out as a number, an empty value as
 * absent; anything else (another string, an object) is a malformed request.
 */
const draftNumber = (message: string, description: string) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : numericString(v)),
      z.number({ error: message }).optional(),
    )
    .meta({ description: `${description} (sayı ya da sayı metni; boş değer verilmemiş sayılır)` });

/** A 0/1 flag of the draft as the client sent it (0/1, '0'/'1', true/false); checked by the strict schema. */
const draftFlag = (message: string, description: string) =>
  z
    .union([z.number(), z.string(), z.boolean(), z.null()], { error: message })
    .optional()
    .meta({ description });

/** A text of the draft as the client sent it; emptiness is one of the ordered checks. */
const draftText = (message: string, description: string) =>
  z.string({ error: message }).nullable().optional().meta({ description });

/**
 * The body mission/create accepts. The spec answers an invalid task with `status: 'false'` and the
 * first of its ordered checks that fails (`validateCreateTask`), so this only makes sure each field
 * is of the right kind; the service runs the ordered checks on it, then `createMissionSchema`.
 */
export const createMissionDraftSchema = obj({
  address: z
    .preprocess(
      emptyToUndefined,
      z
        .object(
          {
            latitude: draftNumber(createTaskMessages.noLocation, 'Enlem'),
            longitude: draftNumber(createTaskMessages.noLocation, 'Boylam'),
            name: draftText('Konum adı geçersiz.', 'Konumun adı'),
            address: draftText('Adres geçersiz.', 'Konumun açık adresi'),
          },
          { error: createTaskMessages.noLocation },
        )
        .optional(),
    )
    .meta({ description: 'Adliye dışı görevin konumu (out_adliye 1 iken gerekli)' }),
  out_adliye: draftFlag(createTaskMessages.noCourthouse, '1: adliye dışı görev, 0: adliyede (varsayılan)'),
  baro_id: draftNumber(createTaskMessages.noBar, 'Görevin barosu'),
  adliye_id: draftNumber(createTaskMessages.noCourthouse, 'Görevin adliyesi (adliyede görevlerde gerekli)'),
  category_id: draftNumber(createTaskMessages.noCategory, 'Görev kategorisi'),
  mission_price: draftNumber(createTaskMessages.noBudget, 'Bütçe (TL), kategorinin bütçelerinden biri'),
  plan_date: draftText(createTaskMessages.noDate, 'Görev tarihi, YYYY-AA-GG; bugün ya da sonrası'),
  plan_time: draftText(createTaskMessages.noTime, 'Görev saati, SS:dd; kategori saat istiyorsa gerekli'),
  other_detail: draftText(createTaskMessages.noDescription, 'Görev açıklaması'),
  fast_mission: draftFlag(
    'Acil görev seçimi geçersiz.',
    '1: acil görev (yalnızca Pro üyeler, yalnızca bugün)',
  ),
  guaranteed: draftFlag(
    'Ödeme güvencesi seçimi geçersiz.',
    '1: güvenceli ödeme (aday seçilince bütçe kartla ödenir ve iş bitene kadar güvencede tutulur)',
  ),
});
export type CreateMissionDraft = z.infer<typeof createMissionDraftSchema>;

const missionId = idField('Lütfen bir görev seçiniz.');
const userId = idField('Lütfen bir kullanıcı seçiniz.');

/** The apply call: message_id is the index of the chosen predefined answer. */
export const confirmMissionSchema = obj({
  mission_id: missionId,
  message_id: z.preprocess(
    numericString,
    z.number({ error: 'Lütfen bir cevap seçiniz.' }).int({ error: 'Lütfen bir cevap seçiniz.' }).min(0, {
      error: 'Lütfen bir cevap seçiniz.',
    }),
  ),
  latitude: z.preprocess(emptyToUndefined, finiteNumber('Konum bilgisi geçersiz.').optional()),
  longitude: z.preprocess(emptyToUndefined, finiteNumber('Konum bilgisi geçersiz.').optional()),
});
export type ConfirmMissionPayload = z.infer<typeof confirmMissionSchema>;

export const missionIdSchema = obj({ mission_id: missionId });
export type MissionIdPayload = z.infer<typeof missionIdSchema>;

export const selectUserSchema = obj({
  mission_id: missionId,
  user_id: userId,
  order_num: z.preprocess(
    numericString,
    z
      .number({ error: 'Sıra numarası geçersiz.' })
      .int({ error: 'Sıra numarası geçersiz.' })
      .min(0, { error: 'Sıra numarası geçersiz.' }),
  ),
  bio: flagField('Geçersiz değer.').default(0),
});
export type SelectUserPayload = z.infer<typeof selectUserSchema>;

export const ratingField = z.preprocess(
  numericString,
  z
    .number({ error: 'Puan Veriniz!' })
    .int({ error: 'Puan 1 ile 5 arasında olmalıdır.' })
    .min(1, { error: 'Puan 1 ile 5 arasında olmalıdır.' })
    .max(5, { error: 'Puan 1 ile 5 arasında olmalıdır.' }),
);

export const newCommentSchema = obj({
  mission_id: missionId,
  user_id: userId,
  rating: ratingField,
  comment: z.preprocess(
    (v) => (v === null || v === undefined ? '' : trimmed(v)),
    text(2000, 'Yorum geçersiz.'),
  ),
});
export type NewCommentPayload = z.infer<typeof newCommentSchema>;

export const cancelMissionSchema = obj({
  mission_id: missionId,
  cancel_text: requiredText('Lütfen iptal sebebini giriniz.', 1000),
});
export type CancelMissionPayload = z.infer<typeof cancelMissionSchema>;

/**
 * What mission/cancelMission accepts: unlike the form's `cancelMissionSchema`, the reason may be
 * left empty, and the task then carries 'Görev İptal Sebebi Belirtilmemiş'.
 */
export const cancelMissionRequestSchema = cancelMissionSchema.extend({
  cancel_text: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
    z
      .string({ error: 'İptal sebebi metin olmalıdır.' })
      .max(1000, { error: 'İptal sebebi en fazla 1000 karakter olabilir.' })
      .optional(),
  ),
});
export type CancelMissionRequestPayload = z.infer<typeof cancelMissionRequestSchema>;

/** The `:adliyeId` of mission/checkAdliyeUsers. */
export const courthouseIdParamSchema = obj({ adliyeId: idField('Adliye bulunamadı.') });
export type CourthouseIdParam = z.infer<typeof courthouseIdParamSchema>;

/** The `:id` of mission/markAsCompleted. */
export const missionIdParamSchema = obj({ id: idField('Görev bulunamadı.') });
export type MissionIdParam = z.infer<typeof missionIdParamSchema>;

/** The `:id` of user/yetkibelgesi: the lawyer whose authority document is asked for. */
export const documentOwnerParamSchema = obj({ id: idField('Yetki belgesi bulunamadı.') });
export type DocumentOwnerParam = z.infer<typeof documentOwnerParamSchema>;

export const pageQuerySchema = obj({
  page: z.preprocess(
    (v) => numericString(emptyToUndefined(v)),
    z
      .number({ error: 'Sayfa numarası geçersiz.' })
      .int()
      .min(1, { error: 'Sayfa numarası geçersiz.' })
      .default(1),
  ),
  limit: z.preprocess(
    (v) => numericString(emptyToUndefined(v)),
    z
      .number({ error: 'Sayfa boyutu geçersiz.' })
      .int({ error: 'Sayfa boyutu geçersiz.' })
      .min(1, { error: 'Sayfa boyutu 1 ile 50 arasında olmalıdır.' })
      .max(50, { error: 'Sayfa boyutu 1 ile 50 arasında olmalıdır.' })
      .default(5),
  ),
});
export type PageQueryPayload = z.infer<typeof pageQuerySchema>;

export const shortDescriptionSchema = obj({
  description: requiredText('Lütfen açıklama giriniz.', 1000),
});
export type ShortDescriptionPayload = z.infer<typeof shortDescriptionSchema>;

/** The `:id` of shortdescriptions/:id. */
export const shortDescriptionIdSchema = obj({ id: idField('Açıklama bulunamadı.') });
export type ShortDescriptionIdPayload = z.infer<typeof shortDescriptionIdSchema>;

/** mission/archive: the completed tasks with `type=completed`, the assigned ones without it. */
export const archiveQuerySchema = obj({
  type: z.preprocess(emptyToUndefined, z.literal('completed', { error: 'Arşiv türü geçersiz.' }).optional()),
});
export type ArchiveQueryPayload = z.infer<typeof archiveQuerySchema>;

export const baroIdSchema = obj({ baro_id: idField(formMessages.barNotNumber) });
export type BaroIdPayload = z.infer<typeof baroIdSchema>;

export const locationSearchSchema = obj({
  query: requiredText('Lütfen aranacak adresi giriniz.', 200),
});
export type LocationSearchPayload = z.infer<typeof locationSearchSchema>;

/** global/page/:id: a notice page by its id or its slug. */
export const pageKeySchema = obj({
  id: z.preprocess(trimmed, z.string({ error: 'Aradığınız sayfa bulunamadı.' })),
});
export type PageKeyPayload = z.infer<typeof pageKeySchema>;

/** broadcasting/auth, as pusher-js posts it: the connection's socket id and the channel to join. */
export const channelAuthSchema = obj({
  socket_id: z
    .string({ error: 'Bağlantı kimliği geçersiz.' })
    .max(40, { error: 'Bağlantı kimliği geçersiz.' })
    .regex(/^\d+\.\d+$/, { error: 'Bağlantı kimliği geçersiz.' }),
  channel_name: z
    .string({ error: 'Kanal adı geçersiz.' })
    .min(1, { error: 'Kanal adı geçersiz.' })
    .max(200, { error: 'Kanal adı geçersiz.' }),
});
export type ChannelAuthPayload = z.infer<typeof channelAuthSchema>;

// --- Cancel requests ----------------------------------------------------------------------------

export const cancelRequestSchema = obj({
  mission_id: missionId,
  cancel_text: requiredText('Lütfen sorun tipini seçiniz.', 255),
  /** The lawyer's own words about the problem (plain text); optional. */
  description: z.preprocess(
    (v) => (v === null ? undefined : trimmed(v)),
    text(1000, 'Açıklama metin olmalıdır.').optional(),
  ),
});
export type CancelRequestPayload = z.infer<typeof cancelRequestSchema>;

export const cancelConfirmSchema = obj({
  action: z.enum(['confirm', 'cancel'], { error: 'Geçersiz işlem.' }),
  req_id: idField('Talep bulunamadı.'),
});
export type CancelConfirmPayload = z.infer<typeof cancelConfirmSchema>;

/** A support ticket: the chosen subject (a leaf option's value) and the question in his words. */
export const ticketSendSchema = obj({
  option: idField('Lütfen konu seçiniz.'),
  message: z.preprocess(
    (v) => (v === null ? undefined : trimmed(v)),
    text(2000, 'Lütfen sorunuzu yazınız.').optional(),
  ),
});
export type TicketSendPayload = z.infer<typeof ticketSendSchema>;

// --- Settings and profile --------------------------------------------------------------------------

const courthouseList = idList(formMessages.courthouseRequired).pipe(
  z
    .array(z.number(), { error: formMessages.courthouseRequired })
    .min(1, { error: formMessages.courthouseRequired }),
);

export const updateBaroAndAdliyeSchema = obj({
  baro_id: idField(formMessages.barNotNumber),
  adliye_id: courthouseList,
});
export type UpdateBaroAndAdliyePayload = z.infer<typeof updateBaroAndAdliyeSchema>;

export const updateAdliyeSchema = obj({ adliye_id: courthouseList });
export type UpdateAdliyePayload = z.infer<typeof updateAdliyeSchema>;

export const passwordChangeMessages = {
  currentRequired: 'Lütfen mevcut şifrenizi giriniz.',
  newRequired: 'Lütfen yeni şifrenizi giriniz.',
} as const;

/**
 * user/update/password: the current password, and a new one by the same strength rule as
 * registration and reset (rules/password-strength.ts); the first problem of the new password is the
 * one shown.
 */
export const passwordUpdateSchema = obj({
  current_password: z
    .string({ error: passwordChangeMessages.currentRequired })
    .min(1, { error: passwordChangeMessages.currentRequired }),
  password: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: passwordChangeMessages.newRequired }).superRefine((value, ctx) => {
      const problem = value === '' ? passwordChangeMessages.newRequired : passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  password_confirmation: z
    .string({ error: passwordMessages.confirmationRequired })
    .min(1, { error: passwordMessages.confirmationRequired }),
}).superRefine((v, ctx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: passwordMessages.mismatch });
  }
});
export type PasswordUpdatePayload = z.infer<typeof passwordUpdateSchema>;

export const aboutTextSchema = obj({
  about_text: requiredText('Lütfen hakkınızda yazısını giriniz.', 2000),
});
export type AboutTextPayload = z.infer<typeof aboutTextSchema>;

export const missionStatusSchema = obj({ status: flagField('Görev alma durumu geçersiz.') });
export type MissionStatusPayload = z.infer<typeof missionStatusSchema>;

export const notifySchema = obj({
  email_notify: flagField('Bildirim ayarı geçersiz.'),
  sms_notify: flagField('Bildirim ayarı geçersiz.'),
  call_notify: flagField('Bildirim ayarı geçersiz.'),
});
export type NotifyPayload = z.infer<typeof notifySchema>;

export const emailUpdateSchema = obj({ email: emailField });
export type EmailUpdatePayload = z.infer<typeof emailUpdateSchema>;

/** A phone change's new number (the code goes to it; the number is the account's once confirmed). */
export const phoneUpdateSchema = obj({ telephone: phoneField });
export type PhoneUpdatePayload = z.infer<typeof phoneUpdateSchema>;

export const authorityDocumentSchema = obj({
  id: optionalId('Belge bulunamadı.'),
  name: requiredText('Lütfen adınızı soyadınızı giriniz.', 255),
  baro_id: idField(formMessages.barNotNumber),
  tc: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
    z.string({ error: 'Lütfen T.C. kimlik numaranızı giriniz.' }).regex(/^[1-9]\d{10}$/, {
      error: 'T.C. kimlik numarası 11 haneli olmalıdır.',
    }),
  ),
  sicil: requiredText('Lütfen sicil numaranızı giriniz.', 50),
  /** The consent checkbox; required only while no document exists (checked by the server). */
  consent: z.preprocess(emptyToUndefined, flagField(formMessages.consentRequired).optional()),
});
export type AuthorityDocumentPayload = z.infer<typeof authorityDocumentSchema>;

export const invoiceUpdateSchema = obj({ district_id: idField('Lütfen ilçe seçiniz.') });
export type InvoiceUpdatePayload = z.infer<typeof invoiceUpdateSchema>;

export const complaintCategories = ['oneri-istek', 'hata-bildirimi', 'diger'] as const;
export type ComplaintCategory = (typeof complaintCategories)[number];

/** Text fields of the multipart complaint form; images are counted with `checkImageCount`. */
export const complaintSchema = obj({
  title: requiredText('Lütfen başlık giriniz.', 255),
  body: requiredText('Lütfen açıklama giriniz.', 5000),
  category: z.enum(complaintCategories, { error: 'Lütfen konu seçiniz.' }),
  is_web: flagField('Geçersiz değer.').default(1),
});
export type ComplaintPayload = z.infer<typeof complaintSchema>;

export const disputeCreateSchema = obj({
  mission_id: missionId,
  message: requiredText('Lütfen uyuşmazlık sebebini giriniz.', 5000),
});
export type DisputeCreatePayload = z.infer<typeof disputeCreateSchema>;

export const disputeMessageSchema = obj({
  message: requiredText('Lütfen mesajınızı giriniz.', 5000),
});
export type DisputeMessagePayload = z.infer<typeof disputeMessageSchema>;

export const notCategoriesUpdateSchema = obj({ category_id: idList('Kategori seçimi geçersiz.') });
export type NotCategoriesUpdatePayload = z.infer<typeof notCategoriesUpdateSchema>;

export const performanceAddSchema = obj({ performance_ids: idList('Uzmanlık seçimi geçersiz.') });
export type PerformanceAddPayload = z.infer<typeof performanceAddSchema>;

/** Gender of the default avatar: 1 male, 2 female. */
export const deleteAvatarSchema = obj({
  gender: z.preprocess(
    numericString,
    z.union([z.literal(1), z.literal(2)], { error: 'Lütfen varsayılan avatar seçiniz.' }),
  ),
});
export type DeleteAvatarPayload = z.infer<typeof deleteAvatarSchema>;

export const getProfileSchema = obj({ user_id: userId });
export type GetProfilePayload = z.infer<typeof getProfileSchema>;

/** Laravel-style field errors for the 422 body: `{ "adliye_id": ["Adliye Seçimi Yapınız"] }`. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
