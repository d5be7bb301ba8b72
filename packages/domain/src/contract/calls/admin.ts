/**
 * The operator console (/yonetim): every call sits under `/admin/`, is declared `operator` and
 * writes the audit log for every change it makes (docs/rules.md, "Operator console").
 */
import { z } from 'zod';
import { fillFiguresSchema } from './fallback.ts';
import { endpoint } from '../endpoint.ts';
import { idField, obj, requiredText, trimmed } from '../fields.ts';
import { laravelPage } from '../envelopes.ts';

const tag = 'Yönetim';

/** The accounts queue's filters: passive (waiting for approval) is the queue itself. */
export const adminAccountFilters = ['passive', 'active', 'banned', 'all'] as const;
export type AdminAccountFilter = (typeof adminAccountFilters)[number];

/** Rows per console page (accounts, audit log). */
export const ADMIN_PAGE_SIZE = 20;
/** Days the dashboard's chart covers, today included. */
export const ADMIN_DASHBOARD_DAYS = 14;
/** The longest Pro an operator grants at once. */
export const ADMIN_PRO_MAX_DAYS = 3660;
/** The highest value the task-creation restriction counter takes. */
export const ADMIN_RESTRICTION_MAX = 999;

/** An account as the console shows it: who he is, how he registered and his standing. */
const adminAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  telephone: z.string(),
  email: z.string().nullable(),
  bar: z.string().nullable(),
  sicil: z.string().nullable(),
  tc: z.string().nullable(),
  status: z.enum(['active', 'passive']),
  sms_verified: z.boolean(),
  email_verified: z.boolean(),
  ban_message: z.string().nullable(),
  add_mission: z.number().int(),
  pro_last_date: z.string().nullable(),
  vip: z.boolean(),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/**
 * One queue's size on the dashboard. Queues are entries of a list, so a new queue (avatars, about
 * texts, blue ticks, disputes, tickets, complaints, payouts) is one more entry, not a new field.
 */
const adminQueueSchema = z.object({
  key: z.string(),
  title: z.string(),
  count: z.number().int(),
  /** The console page that works the queue. */
  path: z.string(),
});
export type AdminQueue = z.infer<typeof adminQueueSchema>;

/** One day of the dashboard's chart (Europe/Istanbul calendar days). */
const adminDayStatsSchema = z.object({
  day: z.string(),
  created: z.number().int(),
  assigned: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  /** Tasks created that day that nobody applied to, as a share of that day's tasks (0…1). */
  unanswered_share: z.number(),
});
export type AdminDayStats = z.infer<typeof adminDayStatsSchema>;

const adminDashboardSchema = z.object({
  queues: z.array(adminQueueSchema),
  days: z.array(adminDayStatsSchema),
  /** Fill rate, time to the first applicant and the fallbacks, over the same days. */
  fill: fillFiguresSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** One line of the audit log: who did what to which record, the record before and after, when. */
const auditEntrySchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  operator_name: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The actions the console writes to the audit log, with the names its filter shows. */
export const auditActionLabels: Record<string, string> = {
  'account.approve': 'Hesap onaylandı',
  'account.reject': 'Hesap reddedildi',
  'account.ban': 'Hesap engellendi',
  'account.unban': 'Engel kaldırıldı',
  'account.restrict': 'Görev oluşturma kısıtı',
  'account.pro_grant': 'Pro verildi',
  'account.pro_revoke': 'Pro geri alındı',
  'avatar.approve': 'Profil fotoğrafı onaylandı',
  'avatar.reject': 'Profil fotoğrafı reddedildi',
  'about.approve': 'Hakkında yazısı onaylandı',
  'about.reject': 'Hakkında yazısı reddedildi',
  'blue_tick.approve': 'Mavi tik onaylandı',
  'blue_tick.reject': 'Mavi tik reddedildi',
  'dispute_message.approve': 'Uyuşmazlık mesajı onaylandı',
  'dispute_message.reject': 'Uyuşmazlık mesajı reddedildi',
  'dispute.message': 'Uyuşmazlık masası mesajı',
  'dispute.resolve': 'Uyuşmazlık sonuçlandı',
  'payout.paid': 'Ödeme yapıldı',
  'payout.reject': 'Ödeme talebi reddedildi',
  'payout.export': 'Ödeme dökümü alındı',
  'constant.update': 'Sabit değiştirildi',
  'page.create': 'Duyuru sayfası eklendi',
  'page.update': 'Duyuru sayfası değiştirildi',
  'page.delete': 'Duyuru sayfası silindi',
  'faq.create': 'Soru eklendi',
  'faq.update': 'Soru değiştirildi',
  'faq.delete': 'Soru silindi',
  'faq.reorder': 'Sorular sıralandı',
  'popup.create': 'Pop-up eklendi',
  'popup.update': 'Pop-up değiştirildi',
  'popup.activate': 'Pop-up yayına alındı',
  'popup.deactivate': 'Pop-up yayından kaldırıldı',
  'popup.delete': 'Pop-up silindi',
  'wallet.adjust': 'Bakiye düzeltildi',
  'guarantee.decide': 'Güvenceli ödeme kararı verildi',
  'guarantee.finish': 'Güvenceli ödemenin yarım kalan aktarımı tamamlandı',
  'ticket.answer': 'Destek talebi cevaplandı',
  'complaint.read': 'Şikayet/öneri okundu',
  'complaint.close': 'Şikayet/öneri kapatıldı',
  'special_notification.send': 'Özel bildirim gönderildi',
  'category.create': 'Kategori eklendi',
  'category.update': 'Kategori değiştirildi',
  'category.activate': 'Kategori etkinleştirildi',
  'category.deactivate': 'Kategori pasifleştirildi',
  'category.reorder': 'Kategoriler sıralandı',
  'short_description.create': 'Hazır açıklama eklendi',
  'short_description.update': 'Hazır açıklama değiştirildi',
  'short_description.delete': 'Hazır açıklama kaldırıldı',
  'courthouse.create': 'Adliye eklendi',
  'courthouse.update': 'Adliye değiştirildi',
  'courthouse.delete': 'Adliye silindi',
};

/** `page` of every console list: a whole number from 1, 1 when absent. */
export const adminPageField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === undefined || v === '' ? 1 : v),
  z
    .number({ error: 'Geçersiz sayfa.' })
    .int({ error: 'Geçersiz sayfa.' })
    .min(1, { error: 'Geçersiz sayfa.' }),
);
/** `q` of the console's searches: a name or telephone, absent when blank. */
export const adminSearchField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : trimmed(v)),
  z
    .string({ error: 'Geçersiz arama.' })
    .max(100, { error: 'En fazla 100 karakter girebilirsiniz.' })
    .optional(),
);

const adminAccountsQuerySchema = obj({
  status: z.preprocess(
    (v) => (v === undefined || v === '' ? 'passive' : v),
    z.enum(adminAccountFilters, { error: 'Geçersiz hesap durumu.' }),
  ),
  q: adminSearchField,
  page: adminPageField,
});
const adminAuditQuerySchema = obj({
  action: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: 'Geçersiz işlem.' }).max(60, { error: 'Geçersiz işlem.' }).optional(),
  ),
  page: adminPageField,
});

const accountParams = z.object({ id: idField('Geçersiz hesap.') });
/** The reason the audit log keeps (and, for a refusal, the lawyer reads). */
export const adminReasonField = requiredText('Lütfen bir gerekçe yazınız.', 1000);
const accountAnswer = z.object({ message: z.string(), data: adminAccountSchema });

export const adminCalls = {
  dashboard: endpoint({
    method: 'GET',
    path: '/admin/dashboard',
    summary: 'Kuyrukların büyüklüğü ve son 14 günün görev sayıları',
    tag,
    access: 'operator',
    response: z.object({ data: adminDashboardSchema }),
  }),
  accounts: endpoint({
    method: 'GET',
    path: '/admin/accounts',
    summary: 'Hesaplar: onay bekleyenler (varsayılan), etkin, engelli veya tümü; ad ya da telefonla arama',
    tag,
    access: 'operator',
    query: adminAccountsQuerySchema,
    response: laravelPage(adminAccountSchema),
  }),
  account: endpoint({
    method: 'GET',
    path: '/admin/accounts/:id',
    summary: 'Bir hesabın ayrıntısı',
    tag,
    access: 'operator',
    params: accountParams,
    response: z.object({ data: adminAccountSchema }),
  }),
  approveAccount: endpoint({
    method: 'POST',
    path: '/admin/accounts/:id/approve',
    summary: 'Onay bekleyen hesabı onaylar (pasif → etkin); avukat canlı olarak ana sayfaya geçer',
    tag,
    access: 'operator',
    params: accountParams,
    response: accountAnswer,
  }),
  rejectAccount: endpoint({
    method: 'POST',
    path: '/admin/accounts/:id/reject',
    summary: 'Onay bekleyen hesabı gerekçesiyle reddeder (gerekçe avukatın engel mesajı olur)',
    tag,
    access: 'operator',
    params: accountParams,
    body: obj({ reason: adminReasonField }),
    response: accountAnswer,
  }),
  banAccount: endpoint({
    method: 'POST',
    path: '/admin/accounts/:id/ban',
    summary: 'Hesabı engeller; mesaj avukata /account-banned sayfasında gösterilir',
    tag,
    access: 'operator',
    params: accountParams,
    body: obj({ message: requiredText('Lütfen engel mesajını yazınız.', 1000) }),
    response: accountAnswer,
  }),
  unbanAccount: endpoint({
    method: 'POST',
    path: '/admin/accounts/:id/unban',
    summary: 'Hesabın engelini kaldırır',
    tag,
    access: 'operator',
    params: accountParams,
    body: obj({ reason: adminReasonField }),
    response: accountAnswer,
  }),
  restrictAccount: endpoint({
    method: 'POST',
    path: '/admin/accounts/:id/restriction',
    summary: 'Görev oluşturma kısıtını (add_mission) ayarlar; 0 kısıtı kaldırır',
    tag,
    access: 'operator',
    params: accountParams,
    body: obj({
      add_mission: z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
        z
          .number({ error: 'Kısıt 0 ile 999 arasında bir sayı olmalıdır.' })
          .int({ error: 'Kısıt 0 ile 999 arasında bir sayı olmalıdır.' })
          .min(0, { error: 'Kısıt 0 ile 999 arasında bir sayı olmalıdır.' })
          .max(ADMIN_RESTRICTION_MAX, { error: 'Kısıt 0 ile 999 arasında bir sayı olmalıdır.' }),
      ),
      reason: adminReasonField,
    }),
    response: accountAnswer,
  }),
  grantPro: endpoint({
    method: 'POST',
    path: '/admin/accounts/:id/pro',
    summary:
      'Elle Pro üyelik verir: bitiş tarihi bugünden ya da süren üyeliğin sonundan gün sayısı kadar ileri',
    tag,
    access: 'operator',
    params: accountParams,
    body: obj({
      days: z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
        z
          .number({ error: 'Gün sayısı 1 ile 3660 arasında olmalıdır.' })
          .int({ error: 'Gün sayısı 1 ile 3660 arasında olmalıdır.' })
          .min(1, { error: 'Gün sayısı 1 ile 3660 arasında olmalıdır.' })
          .max(ADMIN_PRO_MAX_DAYS, { error: 'Gün sayısı 1 ile 3660 arasında olmalıdır.' }),
      ),
      reason: adminReasonField,
    }),
    response: accountAnswer,
  }),
  revokePro: endpoint({
    method: 'POST',
    path: '/admin/accounts/:id/pro/revoke',
    summary: 'Elle verilen ya da süren Pro üyeliği gerekçesiyle sona erdirir',
    tag,
    access: 'operator',
    params: accountParams,
    body: obj({ reason: adminReasonField }),
    response: accountAnswer,
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit',
    summary: 'Denetim kaydı: operatörlerin her işlemi, en yenisi önce; işleme göre süzülür',
    tag,
    access: 'operator',
    query: adminAuditQuerySchema,
    response: laravelPage(auditEntrySchema),
  }),
};
