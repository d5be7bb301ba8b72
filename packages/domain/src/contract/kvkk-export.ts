/**
 * `verilerim.json`, the file 'Verilerimi indir' hands the lawyer (inside the ZIP of
 * GET user/kvkk/export): every record held about him. Sections are named in Turkish for the reader;
 * inside them each record keeps the API's field names. Money is TL, times ISO-8601.
 *
 * The server builds the file and then parses it with this schema, so a field that is not declared
 * here (a password hash, a token, another lawyer's telephone) never leaves, as with every answer.
 * Other lawyers appear by name only. It is a file rather than an answer the serialiser encodes, so
 * it lives beside the entities: notification data and audit snapshots are whatever JSON they hold.
 */
import { z } from 'zod';

const id = z.number().int();
const time = z.string();
const maybeTime = z.string().nullable();
const maybeText = z.string().nullable();
const maybeNumber = z.number().nullable();
const named = z.object({ id, name: z.string() });

const accountSchema = z.object({
  id,
  name: z.string(),
  telephone: z.string(),
  email: maybeText,
  baro: maybeText,
  tc: maybeText,
  sicil: maybeText,
  status: z.string(),
  ban_message: maybeText,
  sms_verified_at: maybeTime,
  email_verified_at: maybeTime,
  terms_accepted_at: maybeTime,
  referral_code: maybeText,
  /** The lawyer whose invitation he signed up through, by name. */
  invited_by: maybeText,
  vip: z.number().int(),
  pro_last_date: maybeTime,
  premium_price_tl: z.number(),
  premium_discount_tl: z.number(),
  bar_change_rights: z.number().int(),
  add_mission: z.number().int(),
  about_text: maybeText,
  pending_about_text: maybeText,
  avatar: maybeText,
  pending_avatar: maybeText,
  verification_image: maybeText,
  pending_verification_image: maybeText,
  verification_rejected_reason: maybeText,
  latitude: maybeNumber,
  longitude: maybeNumber,
  created_at: time,
  updated_at: time,
});

const taskSchema = z.object({
  id,
  category: z.string(),
  baro: z.string(),
  courthouse: maybeText,
  out_adliye: z.number().int(),
  address_name: maybeText,
  address: maybeText,
  latitude: maybeNumber,
  longitude: maybeNumber,
  price_tl: z.number(),
  plan_date: z.string(),
  plan_time: maybeText,
  detail: z.string(),
  fast: z.number().int(),
  /** Domain's MissionStatus: 0 open, 1 assigned, 2 completed, 4 cancelled. */
  status: z.number().int(),
  cancel_text: maybeText,
  created_at: time,
  assigned_at: maybeTime,
  completed_at: maybeTime,
  cancelled_at: maybeTime,
  /** The other party, by name only: the assignee of a task he created, the creator of one he took. */
  counterpart: maybeText,
});

/**
 * A task he created, with what he chose when nobody applied (his own decisions about his own task;
 * the choices an owner made on a task he took are that owner's, and stay out of his file).
 */
const createdTaskSchema = taskSchema.extend({
  /** When its current application window started: its creation, or his last fallback choice. */
  window_started_at: time,
  extensions: z.number().int(),
  widened_km: maybeNumber,
  basvuru_gelmeyince_secimler: z.array(
    z.object({
      /** extend | widen | raise | cancel */
      kind: z.string(),
      /** What changed: the extension's number, the radius and courthouses, the budget in TL. */
      detail: z.unknown(),
      created_at: time,
    }),
  ),
});

const ratingSchema = z.object({
  mission_id: id,
  rating: z.number(),
  comment: z.string(),
  /** The other lawyer (the one rated, or the one who rated him), by name. */
  counterpart: z.string(),
  created_at: time,
});

const fileSchema = z.object({
  id,
  purpose: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: time,
  /** Where the file is inside the ZIP (`dosyalar/…`), or null when its bytes are gone. */
  path: maybeText,
});

export const kvkkExportSchema = z.object({
  created_at: time,
  description: z.string(),
  hesap: accountSchema,
  ayarlar: z.object({
    mission_status: z.number().int(),
    email_notify: z.number().int(),
    sms_notify: z.number().int(),
    call_notify: z.number().int(),
    reminder_push: z.number().int(),
    reminder_sms: z.number().int(),
    /** The daily digest e-mail: 1 on; its Istanbul time (null: never picked). */
    digest_enabled: z.number().int(),
    digest_time: maybeText,
  }),
  fatura_bilgileri: z.object({ city: maybeText, district: maybeText }),
  yetki_belgesi: z.object({ exists: z.boolean(), tc: maybeText, sicil: maybeText, tc_locked_at: maybeTime }),
  oturumlar: z.array(z.object({ created_at: time, last_used_at: maybeTime, revoked: z.boolean() })),
  anlik_bildirim_abonelikleri: z.array(z.object({ push_service: z.string(), created_at: time })),
  adliyeler: z.array(named),
  uzmanlik_alanlari: z.array(named.extend({ score: z.number() })),
  istenmeyen_kategoriler: z.array(named),
  hazir_aciklamalar: z.array(z.object({ id, description: z.string(), created_at: time })),
  olusturdugu_gorevler: z.array(createdTaskSchema),
  aldigi_gorevler: z.array(taskSchema),
  basvurular: z.array(
    z.object({
      mission_id: id,
      message_id: z.number().int(),
      latitude: maybeNumber,
      longitude: maybeNumber,
      created_at: time,
    }),
  ),
  verdigi_puanlar: z.array(ratingSchema),
  aldigi_puanlar: z.array(ratingSchema),
  iptal_talepleri: z.array(
    z.object({
      id,
      mission_id: id,
      role: z.enum(['requester', 'recipient']),
      type_text: z.string(),
      description: maybeText,
      status: z.string(),
      late: z.number().int(),
      created_at: time,
      answered_at: maybeTime,
    }),
  ),
  uyusmazliklar: z.array(
    z.object({
      id,
      mission_id: id,
      opened_by_me: z.boolean(),
      status: z.string(),
      result_message: maybeText,
      created_at: time,
      resolved_at: maybeTime,
      /** Only the messages he wrote. */
      messages: z.array(z.object({ id, body: z.string(), status: z.string(), created_at: time })),
    }),
  ),
  bildirimler: z.array(
    z.object({ type: z.string(), data: z.unknown(), read_at: maybeTime, created_at: time }),
  ),
  ozel_bildirimler: z.array(z.object({ title: z.string(), body: z.string(), created_at: time })),
  etkinlikler: z.array(
    z.object({ type: z.string(), mission_id: z.number().int().nullable(), created_at: time }),
  ),
  cuzdan: z.object({
    balance_tl: z.number(),
    entries: z.array(
      z.object({
        kind: z.string(),
        amount_tl: z.number(),
        payout_id: z.number().int().nullable(),
        note: maybeText,
        created_at: time,
      }),
    ),
  }),
  odeme_talepleri: z.array(
    z.object({
      id,
      name: z.string(),
      bank_name: z.string(),
      iban: z.string(),
      amount_tl: z.number(),
      status: z.string(),
      created_at: time,
      decided_at: maybeTime,
    }),
  ),
  odemeler: z.array(
    z.object({
      id,
      type: z.string(),
      amount_tl: z.number(),
      currency: z.string(),
      provider: z.string(),
      status: z.string(),
      failure_reason: maybeText,
      card_last4: maybeText,
      created_at: time,
      paid_at: maybeTime,
    }),
  ),
  davet_ettikleri: z.array(z.object({ name: z.string(), reward_tl: maybeNumber, rewarded_at: maybeTime })),
  destek_talepleri: z.array(
    z.object({
      id,
      subject: z.string(),
      message: z.string(),
      status: z.string(),
      answer: maybeText,
      created_at: time,
      answered_at: maybeTime,
    }),
  ),
  sikayetler: z.array(
    z.object({
      id,
      category: z.string(),
      title: z.string(),
      body: z.string(),
      status: z.string(),
      created_at: time,
      read_at: maybeTime,
      closed_at: maybeTime,
      /** The operator's closing note. */
      note: maybeText,
      file_ids: z.array(id),
    }),
  ),
  gonderilen_mesajlar: z.array(
    z.object({ channel: z.string(), subject: maybeText, created_at: time, sent_at: maybeTime }),
  ),
  denetim_kayitlari: z.array(
    z.object({
      /** Always 'Yönetici': operators are not named to the lawyer. */
      operator: z.string(),
      action: z.string(),
      subject_type: z.string(),
      subject_id: z.number().int(),
      reason: maybeText,
      before: z.unknown(),
      after: z.unknown(),
      created_at: time,
    }),
  ),
  /**
   * "Adliyedeyim": only the courthouse and the times are kept, never where he stood; null when he
   * has never said it or turned it off.
   */
  adliyede: z
    .object({ adliye_id: id, adliye_name: z.string(), started_at: time, expires_at: time })
    .nullable(),
  /**
   * The private calendar feed: only when it was made, never its address (the server keeps only a
   * hash of the token); null when he has none.
   */
  takvim_baglantisi: z.object({ created_at: time }).nullable(),
  /** Where güvenceli ödeme pays him (the account holder and IBAN he saved), or null. */
  odeme_hesabi: z.object({ name: z.string(), iban: z.string(), updated_at: time }).nullable(),
  dosyalar: z.array(fileSchema),
  /**
   * Outcome reports: those he wrote as the assigned lawyer (`author`) and those written to him on
   * his tasks (`owner`), each with its question and answer.
   */
  gorev_raporlari: z.array(
    z.object({
      id,
      mission_id: id,
      role: z.enum(['author', 'owner']),
      outcomes: z.array(z.string()),
      note: maybeText,
      next_hearing_at: maybeTime,
      filed_at: time,
      due_at: time,
      question: maybeText,
      questioned_at: maybeTime,
      answer: maybeText,
      answered_at: maybeTime,
      accepted_at: maybeTime,
    }),
  ),
});
export type KvkkExport = z.infer<typeof kvkkExportSchema>;
