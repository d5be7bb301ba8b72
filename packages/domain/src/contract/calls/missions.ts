/**
 * A task's life (spec §7.1): creating it, the pending list and applying, the owner's choice among
 * the applicants, the detail page of the two parties, completing, rating and cancelling.
 */
import { z } from 'zod';
import {
  applicantSchema,
  authorityDocumentEntitySchema,
  missionDetailSchema,
  pendingMissionsDataSchema,
} from '../entities.ts';
import { dataEnvelope, nestedData, statusFalseSchema } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import {
  cancelMissionRequestSchema,
  confirmMissionSchema,
  courthouseIdParamSchema,
  createMissionDraftSchema,
  documentOwnerParamSchema,
  missionIdParamSchema,
  missionIdSchema,
  newCommentSchema,
  selectUserSchema,
} from '../requests.ts';
import { MissionStatus } from '../../rules/mission-status.ts';

const tag = 'Görevler';

const id = z.number().int();
const done = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ status: z.literal('true'), message: z.string(), ...shape });

/** The first failing check of mission/create, named by its field: `{ plan_date: ['…'] }`. */
const createRefusal = statusFalseSchema.extend({
  messages: z.record(z.string(), z.array(z.string())),
});

const pendingAnswer = dataEnvelope(pendingMissionsDataSchema);

export const missionCalls = {
  create: endpoint({
    method: 'POST',
    path: '/mission/create',
    summary:
      'Görev oluşturur; geçersiz bir görevde 200 ile status "false" ve sıradaki ilk başarısız kontrolün mesajı döner',
    tag,
    access: 'lawyer',
    body: createMissionDraftSchema,
    response: z.discriminatedUnion('status', [
      done({ missionId: id, data: z.object({ missionId: id, id }) }),
      createRefusal,
    ]),
  }),
  checkAdliyeUsers: endpoint({
    method: 'GET',
    path: '/mission/checkAdliyeUsers/:adliyeId',
    summary: 'Adliyede görevi alacak avukat sayısı; kimse yoksa 422 ve modalMessage ile uyarı metni döner',
    tag,
    access: 'lawyer',
    params: courthouseIdParamSchema,
    response: z.object({ status: z.literal('true'), count: z.number().int().positive() }),
  }),
  pending: endpoint({
    method: 'GET',
    path: '/global/pending',
    summary: 'Başvuru bekleyen, avukata iletilmiş görevler (acil olanlar önce) ve sayfanın metinleri',
    tag,
    access: 'lawyer',
    response: pendingAnswer,
  }),
  pendingAlias: endpoint({
    method: 'GET',
    path: '/mission/pending',
    summary: 'global/pending ile aynı liste (eski istemcilerin yolu)',
    tag,
    access: 'lawyer',
    response: pendingAnswer,
  }),
  clearPendingNotifications: endpoint({
    method: 'GET',
    path: '/mission/clearPendingMissionsNotifications',
    summary: 'Yeni görev bildirimlerini okundu işaretler (bekleyen görevler yüklendikten sonra)',
    tag,
    access: 'lawyer',
    response: z.object({ status: z.literal('true'), cleared: z.number().int() }),
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/mission/confirmMission',
    summary: 'Göreve başvurur: hazır cevaplardan biri ve konumlu görevlerde avukatın konumu',
    tag,
    access: 'lawyer',
    body: confirmMissionSchema,
    response: done({}),
  }),
  applicants: endpoint({
    method: 'POST',
    path: '/application/getUsers',
    summary: 'Görev sahibine başvuranlar, ilk başvuran önce (sıra order_num); atanmış görevde 400',
    tag,
    access: 'lawyer',
    body: missionIdSchema,
    response: nestedData(z.array(applicantSchema)).extend({
      mission: z.object({
        id,
        fast: z.boolean(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
      /** 'Başvuru Yok.', or for an urgent task the constant basvuru_yok_fast. */
      noApplicationText: z.string(),
      /** While assignment is not open yet: why (constant atama_yapilamaz); otherwise null. */
      infoText: z.string().nullable(),
    }),
  }),
  selectUser: endpoint({
    method: 'POST',
    path: '/application/selectUser',
    summary: 'Görevi başvuranlardan birine atar; diğer başvuranlara bilgi gider',
    tag,
    access: 'lawyer',
    body: selectUserSchema,
    response: done({ data: z.object({ missionId: id }) }),
  }),
  detail: endpoint({
    method: 'POST',
    path: '/mission/getDetail',
    summary: 'Görevin detayı, yalnızca iki tarafına; karşı tarafın iletişimi atamadan sonra',
    tag,
    access: 'lawyer',
    body: missionIdSchema,
    response: dataEnvelope(missionDetailSchema),
  }),
  authorityDocument: endpoint({
    method: 'GET',
    path: '/user/yetkibelgesi/:id',
    summary: 'Göreve atanan avukatın yetki belgesi, yalnızca görev sahibine',
    tag,
    access: 'lawyer',
    params: documentOwnerParamSchema,
    response: dataEnvelope(authorityDocumentEntitySchema),
  }),
  markAsCompleted: endpoint({
    method: 'POST',
    path: '/mission/markAsCompleted/:id',
    summary: 'Atanmış görevi tamamlandı işaretler (iki taraftan biri, bir kez)',
    tag,
    access: 'lawyer',
    params: missionIdParamSchema,
    response: done({
      data: z.object({ missionId: id, missionStatus: z.literal(MissionStatus.completed) }),
    }),
  }),
  newComment: endpoint({
    method: 'POST',
    path: '/user/newComment',
    summary: 'Tamamlanan görevde karşı tarafı 1-5 puanla değerlendirir (her taraf bir kez)',
    tag,
    access: 'lawyer',
    body: newCommentSchema,
    response: done({ commentStatus: z.literal(1) }),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/mission/cancelMission',
    summary: 'Görev sahibi görevi tamamlanmadan iptal eder; sebep boşsa "Görev İptal Sebebi Belirtilmemiş"',
    tag,
    access: 'lawyer',
    body: cancelMissionRequestSchema,
    response: done({ data: z.object({ missionId: id, cancelText: z.string() }) }),
  }),
};
