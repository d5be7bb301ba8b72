/**
 * How the audit log reads in Turkish: the records it names (with the console page that works
 * each), the fields the console's calls write before and after, and their values. One table for
 * every line the server writes (`writeAudit` in services/admin); a field missing here shows its
 * own name, so a new one is visible rather than hidden.
 */
import { consolePaths } from '../../rules/console-routes.ts';
import { disputeStatusLabels } from '../../rules/disputes.ts';
import { guaranteeStateTexts } from '../../rules/guaranteed-payment.ts';
import { formatIstanbulDateTime } from '../../rules/istanbul-date.ts';
import { payoutStatusTexts } from '../../rules/payout.ts';
import { plainText } from '../../rules/plain-text.ts';
import type { AuditEntry } from './admin.ts';
import { categoryPlaceLabels, specialAudienceLabels } from './admin-catalog.ts';
import { faqKindLabels } from './admin-content.ts';
import { complaintStatusLabels } from './admin-support.ts';

type Labels = Readonly<Record<string, string>>;

/** A pop-up's audience as the console names it. */
export const popupAudienceLabels = { all: 'Herkes', non_vip: 'Pro olmayanlar' } as const;

const accountStatus: Labels = { passive: 'Onay bekliyor', active: 'Etkin' };
const moderationStatus: Labels = { pending: 'Onay bekliyor', approved: 'Onaylandı', rejected: 'Reddedildi' };

/** Each record the log names: its name, its console page, and its own names for some values. */
export const auditSubjects: Readonly<
  Record<string, { label: string; path: string; values?: Readonly<Record<string, Labels>> }>
> = {
  user: { label: 'Hesap', path: consolePaths.accounts, values: { status: accountStatus } },
  category: { label: 'Kategori', path: consolePaths.categories },
  categories: { label: 'Kategori sırası', path: consolePaths.categories },
  short_description: { label: 'Hazır açıklama', path: consolePaths.categories },
  courthouse: { label: 'Adliye', path: consolePaths.courthouses },
  payout: { label: 'Ödeme talebi', path: consolePaths.payouts, values: { status: payoutStatusTexts } },
  payouts: { label: 'Ödeme dökümü', path: consolePaths.payouts },
  guarantee: {
    label: 'Güvenceli ödeme',
    path: consolePaths.disputes,
    values: { state: guaranteeStateTexts },
  },
  dispute: {
    label: 'Uyuşmazlık',
    path: consolePaths.disputes,
    values: {
      status: Object.fromEntries(Object.entries(disputeStatusLabels).map(([k, v]) => [k, v.name])),
    },
  },
  dispute_message: {
    label: 'Uyuşmazlık mesajı',
    path: `${consolePaths.moderation}?tur=dispute_message`,
    values: { status: moderationStatus },
  },
  ticket: {
    label: 'Destek talebi',
    path: consolePaths.tickets,
    values: { status: { pending: 'Bekliyor', answered: 'Cevaplandı' } },
  },
  complaint: {
    label: 'Şikayet/öneri',
    path: consolePaths.complaints,
    values: { status: complaintStatusLabels },
  },
  special_notification: {
    label: 'Özel bildirim',
    path: consolePaths.specialNotifications,
    values: { audience: specialAudienceLabels },
  },
  constant: { label: 'Sabit', path: consolePaths.contentConstants },
  page: { label: 'Duyuru sayfası', path: consolePaths.contentPages },
  faq: { label: 'Soru', path: consolePaths.contentFaqs },
  faq_list: { label: 'Soru sırası', path: consolePaths.contentFaqs },
  popup: { label: 'Pop-up', path: consolePaths.contentPopups, values: { audience: popupAudienceLabels } },
};

/** The fields the console's calls write, as the log names them. */
export const auditFieldLabels: Labels = {
  status: 'Durum',
  ban_message: 'Engel mesajı',
  add_mission: 'Görev oluşturma kısıtı',
  vip: 'VIP',
  pro_last_date: 'Pro bitişi',
  balance: 'Bakiye',
  held: 'Blokeli tutar',
  amount: 'Düzeltme tutarı',
  pending_avatar: 'Bekleyen profil fotoğrafı',
  avatar: 'Profil fotoğrafı',
  pending_about_text: 'Bekleyen hakkında yazısı',
  about_text: 'Hakkında yazısı',
  pending_verification_image: 'Bekleyen mavi tik belgesi',
  verification_image: 'Mavi tik belgesi',
  name: 'Ad',
  price: 'Bütçeler',
  out_adliye: 'Görev yeri',
  time_required: 'Saat zorunlu',
  sort_order: 'Sıra',
  active: 'Yayında',
  order: 'Sıralama',
  description: 'Metin',
  payout_ids: 'Ödeme talepleri',
  result_message: 'Sonuç mesajı',
  message: 'Mesaj',
  audience: 'Alıcılar',
  baro_id: 'Baro',
  city_id: 'İl',
  user_id: 'Avukat',
  title: 'Başlık',
  body: 'Metin',
  recipients: 'Alıcı sayısı',
  answer: 'Cevap',
  answered_at: 'Cevaplanma',
  read_at: 'Okunma',
  closed_at: 'Kapanış',
  note: 'Not',
  address: 'Adres',
  latitude: 'Enlem',
  longitude: 'Boylam',
  is_main: 'Ana adliye',
  id: 'Kayıt no',
  kind: 'Liste',
  content: 'Cevap metni',
  slug: 'Kısa ad',
  url: 'Bağlantı',
  in_homepage: 'Ana sayfada',
  created_at: 'Oluşturulma',
  image: 'Görsel',
  link: 'Bağlantı',
};

/** Values named the same whatever the record (a subject's own names come first). */
const fieldValues: Readonly<Record<string, Labels>> = {
  out_adliye: categoryPlaceLabels,
  kind: faqKindLabels,
  verification_image: { approved: 'Onaylandı' },
};
const yesNo = new Set(['vip', 'time_required', 'active', 'is_main', 'in_homepage']);
const dates = new Set(['pro_last_date', 'answered_at', 'read_at', 'closed_at', 'created_at']);
/** Long texts (an answer, a page's HTML) are cut to this many characters. */
const TEXT_MAX = 120;

/** '—' for nothing; yes/no, Istanbul dates and named states in Turkish; long texts shortened. */
export function auditValueText(subjectType: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (yesNo.has(field) && (typeof value === 'boolean' || value === 0 || value === 1)) {
    return value ? 'Evet' : 'Hayır';
  }
  if (dates.has(field) && typeof value === 'string') return formatIstanbulDateTime(value) || value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const raw = String(value);
  const named = auditSubjects[subjectType]?.values?.[field]?.[raw] ?? fieldValues[field]?.[raw];
  if (named) return named;
  const text = typeof value === 'string' ? plainText(raw).replace(/\s+/g, ' ').trim() : raw;
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text;
}

export type AuditChange = { field: string; label: string; before: string; after: string };

/**
 * The fields a line changed, each with its Turkish name and its values before and after. An edit's
 * snapshots hold the whole record: a field the same on both sides is left out.
 */
export function auditChanges(entry: Pick<AuditEntry, 'subject_type' | 'before' | 'after'>): AuditChange[] {
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => !before || !after || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return fields.map((field) => ({
    field,
    label: auditFieldLabels[field] ?? field,
    before: auditValueText(entry.subject_type, field, entry.before?.[field]),
    after: auditValueText(entry.subject_type, field, entry.after?.[field]),
  }));
}

/**
 * The record a line is about: 'Hesap #41'; a list or a constant (subject id 0) by its name alone,
 * a constant with its key ('Sabit: komisyon').
 */
export function auditSubjectText(
  entry: Pick<AuditEntry, 'subject_type' | 'subject_id' | 'before' | 'after'>,
) {
  const label = auditSubjects[entry.subject_type]?.label ?? entry.subject_type;
  if (entry.subject_id > 0) return `${label} #${entry.subject_id}`;
  const name = entry.after?.name ?? entry.before?.name;
  return typeof name === 'string' ? `${label}: ${name}` : label;
}

/** The console page that works a line's record, or null for a record the console has no page for. */
export function auditSubjectPath(subjectType: string): string | null {
  return auditSubjects[subjectType]?.path ?? null;
}
