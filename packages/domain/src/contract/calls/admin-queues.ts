/**
 * The console's work queues besides accounts: what lawyers sent that waits for an operator
 * (photos, about texts, blue-tick images, dispute messages), the disputes to resolve and the
 * payout requests to pay. Every call is `operator`, and every change writes the audit log.
 */
import { z } from 'zod';
import { disputeMessageEntitySchema, disputeSchema } from '../entities.ts';
import { endpoint } from '../endpoint.ts';
import { idField, obj, requiredText } from '../fields.ts';
import { laravelPage } from '../envelopes.ts';
import { payoutStatuses } from '../../rules/payout.ts';
import { disputeVerdicts } from '../../rules/reliability.ts';
import { adminPageField, adminReasonField } from './admin.ts';

const tag = 'Yönetim';

/** What waits for moderation, one queue each. */
export const moderationKinds = ['avatar', 'about', 'blue_tick', 'dispute_message'] as const;
export type ModerationKind = (typeof moderationKinds)[number];

/** The queues' names as the console shows them. */
export const moderationKindLabels: Record<ModerationKind, string> = {
  avatar: 'Profil fotoğrafları',
  about: 'Hakkında yazıları',
  blue_tick: 'Mavi tik başvuruları',
  dispute_message: 'Uyuşmazlık mesajları',
};

/**
 * One thing waiting for an operator. `version` is what he looked at (the pending photo's address,
 * the pending text); a decision sent with an older version changes nothing, so a lawyer's newer
 * photo or text is never approved unseen.
 */
const moderationItemSchema = z.object({
  kind: z.enum(moderationKinds),
  /** The lawyer's id for photos, texts and blue ticks; the message's id for dispute messages. */
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  /** The text to read (about text, dispute message), plain. */
  text: z.string().nullable(),
  /** Images to look at, signed for the console. */
  images: z.array(z.string()),
  /** Where it belongs: 'Görev #12 · Uyuşmazlık #3'. */
  context: z.string().nullable(),
  dispute_id: z.number().int().nullable(),
  version: z.string(),
  submitted_at: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** Disputes as the console lists them. */
export const adminDisputeFilters = ['open', 'resolved', 'all'] as const;
export type AdminDisputeFilter = (typeof adminDisputeFilters)[number];

const adminDisputeSchema = z.object({
  id: z.number().int(),
  mission_id: z.number().int(),
  owner_name: z.string(),
  assignee_name: z.string(),
  opener_name: z.string(),
  status: z.enum(['open', 'resolved']),
  result_message: z.string().nullable(),
  /** Messages of this dispute waiting for moderation. */
  pending_messages: z.number().int(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** Against whom the desk decided it (counts on that lawyer's reliability record); null while open. */
  decided_against: z.enum(disputeVerdicts).nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

/** A dispute's message as the console reads it: who wrote it and whether it was approved. */
const adminDisputeMessageSchema = disputeMessageEntitySchema.extend({
  moderation: z.enum(['pending', 'approved', 'rejected']),
});
export type AdminDisputeMessage = z.infer<typeof adminDisputeMessageSchema>;

export const adminPayoutFilters = ['pending', 'paid', 'rejected', 'all'] as const;
export type AdminPayoutFilter = (typeof adminPayoutFilters)[number];

const adminPayoutSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  telephone: z.string(),
  /** The account holder and bank as the lawyer typed them. */
  name: z.string(),
  bank_name: z.string(),
  iban: z.string(),
  /** TL. */
  price: z.number(),
  status: z.enum(payoutStatuses),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

const done = z.object({ message: z.string() });
const kindParams = z.object({
  kind: z.enum(moderationKinds, { error: 'Geçersiz kuyruk.' }),
  id: idField('Kayıt bulunamadı.'),
});
const versionField = requiredText('Kaydın sürümü eksik.', 2000);
const disputeParams = z.object({ id: idField('Uyuşmazlık bulunamadı.') });
const payoutParams = z.object({ id: idField('Ödeme talebi bulunamadı.') });
const filterOf = <T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  message: string,
) => z.preprocess((v) => (v === undefined || v === '' ? fallback : v), z.enum(values, { error: message }));

export const adminQueueCalls = {
  moderation: endpoint({
    method: 'GET',
    path: '/admin/moderation',
    summary:
      'Onay bekleyenler: profil fotoğrafları, hakkında yazıları, mavi tik resimleri, uyuşmazlık mesajları',
    tag,
    access: 'operator',
    query: obj({
      kind: filterOf(moderationKinds, 'avatar', 'Geçersiz kuyruk.'),
      page: adminPageField,
    }),
    response: laravelPage(moderationItemSchema),
  }),
  approveModeration: endpoint({
    method: 'POST',
    path: '/admin/moderation/:kind/:id/approve',
    summary: 'Bekleyen fotoğrafı, yazıyı, mavi tik resmini ya da uyuşmazlık mesajını onaylar',
    tag,
    access: 'operator',
    params: kindParams,
    body: obj({ version: versionField }),
    response: done,
  }),
  rejectModeration: endpoint({
    method: 'POST',
    path: '/admin/moderation/:kind/:id/reject',
    summary: 'Bekleyeni gerekçesiyle reddeder (mavi tikte gerekçe avukata gösterilir)',
    tag,
    access: 'operator',
    params: kindParams,
    body: obj({ version: versionField, reason: adminReasonField }),
    response: done,
  }),
  disputes: endpoint({
    method: 'GET',
    path: '/admin/disputes',
    summary: 'Uyuşmazlıklar: açık olanlar (varsayılan), sonuçlananlar ya da tümü; en eskisi önce',
    tag,
    access: 'operator',
    query: obj({
      status: filterOf(adminDisputeFilters, 'open', 'Geçersiz uyuşmazlık durumu.'),
      page: adminPageField,
    }),
    response: laravelPage(adminDisputeSchema),
  }),
  dispute: endpoint({
    method: 'GET',
    path: '/admin/disputes/:id',
    summary: 'Bir uyuşmazlık, bütün mesajlarıyla (bekleyenler ve reddedilenler dahil)',
    tag,
    access: 'operator',
    params: disputeParams,
    response: z.object({
      data: z.object({
        dispute: adminDisputeSchema,
        conflict: disputeSchema,
        messages: z.array(adminDisputeMessageSchema),
      }),
    }),
  }),
  resolveDispute: endpoint({
    method: 'POST',
    path: '/admin/disputes/:id/resolve',
    summary:
      'Açık uyuşmazlığı sonuç metniyle (ve kimin aleyhine karar verildiğiyle) sonuçlandırır; iki taraf da bildirim alır',
    tag,
    access: 'operator',
    params: disputeParams,
    body: obj({
      result_message: requiredText('Lütfen sonuç metnini giriniz.', 5000),
      /** Against whom it was decided (counts on that lawyer's reliability record); none when absent. */
      against: z
        .enum(disputeVerdicts, { error: 'Lütfen kararın kimin aleyhine olduğunu seçiniz.' })
        .optional(),
    }),
    response: done,
  }),
  disputeMessage: endpoint({
    method: 'POST',
    path: '/admin/disputes/:id/messages',
    summary: 'Uyuşmazlık masası adına iki tarafa mesaj yazar (onaylı olarak gider)',
    tag,
    access: 'operator',
    params: disputeParams,
    body: obj({ message: requiredText('Lütfen mesajınızı giriniz.', 5000) }),
    response: done,
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/admin/payouts',
    summary: 'Ödeme talepleri: bekleyenler (varsayılan), ödenenler, reddedilenler ya da tümü; en eskisi önce',
    tag,
    access: 'operator',
    query: obj({
      status: filterOf(adminPayoutFilters, 'pending', 'Geçersiz ödeme durumu.'),
      page: adminPageField,
    }),
    response: laravelPage(adminPayoutSchema),
  }),
  payoutsExport: endpoint({
    method: 'GET',
    path: '/admin/payouts/export',
    summary: 'Bekleyen ödeme taleplerinin banka için CSV dökümü (ad, IBAN, tutar, açıklama)',
    tag,
    access: 'operator',
    response: z.object({
      data: z.object({ filename: z.string(), csv: z.string(), count: z.number().int() }),
    }),
  }),
  payPayout: endpoint({
    method: 'POST',
    path: '/admin/payouts/:id/paid',
    summary: 'Bekleyen ödeme talebini ödendi olarak işaretler (bloke kesin ödemeye döner)',
    tag,
    access: 'operator',
    params: payoutParams,
    response: done,
  }),
  rejectPayout: endpoint({
    method: 'POST',
    path: '/admin/payouts/:id/reject',
    summary: 'Bekleyen ödeme talebini gerekçesiyle reddeder; tutar avukatın bakiyesine döner',
    tag,
    access: 'operator',
    params: payoutParams,
    body: obj({ reason: adminReasonField }),
    response: done,
  }),
};
