/**
 * Request schemas of tasks: creating, applying, choosing, rating, cancelling, and the lists' queries
 * (see requests.ts).
 */
import { z } from 'zod';
import { createTaskMessages, formMessages } from '../messages.ts';
import {
  emptyToUndefined,
  finiteNumber,
  flagField,
  idField,
  missionIdField,
  numericString,
  obj,
  optionalId,
  requiredText,
  text,
  trimmed,
  userIdField,
} from './fields.ts';
import { guaranteeOptInField } from './guaranteed-payments.ts';

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

/** The apply call: message_id is the index of the chosen predefined answer. */
export const confirmMissionSchema = obj({
  mission_id: missionIdField,
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

export const missionIdSchema = obj({ mission_id: missionIdField });
export type MissionIdPayload = z.infer<typeof missionIdSchema>;

export const selectUserSchema = obj({
  mission_id: missionIdField,
  user_id: userIdField,
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
  mission_id: missionIdField,
  user_id: userIdField,
  rating: ratingField,
  comment: z.preprocess(
    (v) => (v === null || v === undefined ? '' : trimmed(v)),
    text(2000, 'Yorum geçersiz.'),
  ),
});
export type NewCommentPayload = z.infer<typeof newCommentSchema>;

export const cancelMissionSchema = obj({
  mission_id: missionIdField,
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
