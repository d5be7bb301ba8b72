import { type KvkkExport, kurusToTl } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { tasksWithPlace } from '../missions/queries.ts';
import { balanceOf } from '../wallet/ledger.ts';

/** Operators are never named to a lawyer: every audit line about him is signed this way. */
const OPERATOR_LABEL = 'Yönetici';

const EXPORT_DESCRIPTION =
  'Meslektaş’ta hesabınızla ilgili tuttuğumuz bütün kayıtlar (6698 sayılı KVKK m.11). Diğer ' +
  'avukatlar yalnızca adlarıyla yer alır; şifreniz ve oturum anahtarlarınız dosyada yoktur. ' +
  'Yüklediğiniz dosyalar “dosyalar” klasöründedir.';

/** Parses a JSON column; a text that is not JSON is given as it is rather than failing the export. */
function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Only the push service's address: the rest of the endpoint and the keys let anyone push to him. */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return '';
  }
}

async function tasksOf(db: Kysely<Database>, userId: number, side: 'created' | 'taken') {
  const rows = await tasksWithPlace(db)
    .innerJoin('bars as b', 'b.id', 'm.baro_id')
    .leftJoin('users as cp', 'cp.id', side === 'created' ? 'm.user_id' : 'm.owner_id')
    .selectAll('m')
    .select(['c.name as category', 'b.name as baro', 'a.name as courthouse', 'cp.name as counterpart'])
    .where(side === 'created' ? 'm.owner_id' : 'm.user_id', '=', userId)
    .orderBy('m.id')
    .execute();
  return rows.map((m) => ({ ...m, price_tl: kurusToTl(m.price) }));
}

/** A fallback choice's detail, its budgets in TL as the rest of the file gives money. */
function fallbackDetail(kind: string, detail: string | null): unknown {
  const value = parsed(detail);
  if (kind !== 'raise' || typeof value !== 'object' || value === null) return value;
  const { from, to, ...rest } = value as { from?: unknown; to?: unknown };
  return {
    ...rest,
    ...(typeof from === 'number' ? { from_tl: kurusToTl(from) } : {}),
    ...(typeof to === 'number' ? { to_tl: kurusToTl(to) } : {}),
  };
}

/** The tasks he created, each with the choices he made when nobody applied to it. */
async function createdTasksOf(db: Kysely<Database>, userId: number) {
  const tasks = await tasksOf(db, userId, 'created');
  const ids = tasks.map((t) => t.id);
  const choices =
    ids.length === 0
      ? []
      : await db
          .selectFrom('mission_fallbacks')
          .select(['mission_id', 'kind', 'detail', 'created_at'])
          .where('mission_id', 'in', ids)
          .orderBy('id')
          .execute();
  return tasks.map((t) => ({
    ...t,
    basvuru_gelmeyince_secimler: choices
      .filter((c) => c.mission_id === t.id)
      .map((c) => ({ kind: c.kind, detail: fallbackDetail(c.kind, c.detail), created_at: c.created_at })),
  }));
}

/** The part of the export that depends on rows other records point at (disputes, payouts). */
async function disputesOf(db: Kysely<Database>, userId: number) {
  const disputes = await db
    .selectFrom('disputes')
    .selectAll()
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('assignee_id', '=', userId)]))
    .orderBy('id')
    .execute();
  const ids = disputes.map((d) => d.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .selectFrom('dispute_messages')
          .select(['id', 'dispute_id', 'body', 'status', 'created_at'])
          .where('dispute_id', 'in', ids)
          .where('sender_id', '=', userId)
          .orderBy('id')
          .execute();
  return disputes.map((d) => ({
    ...d,
    opened_by_me: d.opener_id === userId,
    messages: messages.filter((m) => m.dispute_id === d.id),
  }));
}

async function auditLinesAbout(
  db: Kysely<Database>,
  userId: number,
  subjects: { payout: number[]; dispute: number[]; dispute_message: number[] },
) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'subject_type', 'subject_id', 'reason', 'before_json', 'after_json', 'created_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('subject_type', '=', 'user'), eb('subject_id', '=', userId)]),
        ...Object.entries(subjects)
          .filter(([, ids]) => ids.length > 0)
          .map(([type, ids]) => eb.and([eb('subject_type', '=', type), eb('subject_id', 'in', ids)])),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    operator: OPERATOR_LABEL,
    before: parsed(r.before_json),
    after: parsed(r.after_json),
  }));
}

/**
 * Every record held about one lawyer, as `verilerim.json` describes it (domain's kvkkExportSchema,
 * which the caller parses the result with so that only declared fields leave). `files` lists his
 * uploads with the path each gets inside the ZIP.
 */
export async function exportData(
  db: Kysely<Database>,
  userId: number,
  files: KvkkExport['dosyalar'],
  now: Date,
): Promise<KvkkExport> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('bars as b', 'b.id', 'u.baro_id')
    .leftJoin('users as r', 'r.id', 'u.referrer_id')
    .leftJoin('districts as d', 'd.id', 'u.invoice_district_id')
    .leftJoin('cities as c', 'c.id', 'd.city_id')
    .selectAll('u')
    .select(['b.name as baro', 'r.name as invited_by', 'd.name as district', 'c.name as city'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();

  const [sessions, pushes, courthouses, specialities, excluded, descriptions] = await Promise.all([
    db
      .selectFrom('user_tokens')
      .select(['created_at', 'last_used_at', 'revoked'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('user_courthouses as uc')
      .innerJoin('courthouses as a', 'a.id', 'uc.adliye_id')
      .select(['a.id', 'a.name'])
      .where('uc.user_id', '=', userId)
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('user_specialities as us')
      .innerJoin('specialities as s', 's.id', 'us.speciality_id')
      .select(['s.id', 's.name', 'us.score'])
      .where('us.user_id', '=', userId)
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('user_excluded_categories as ue')
      .innerJoin('categories as c', 'c.id', 'ue.category_id')
      .select(['c.id', 'c.name'])
      .where('ue.user_id', '=', userId)
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('short_descriptions')
      .select(['id', 'description', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);

  const [created, taken, applications, given, received, cancelRequests, disputes] = await Promise.all([
    createdTasksOf(db, userId),
    tasksOf(db, userId, 'taken'),
    db
      .selectFrom('applications')
      .select(['mission_id', 'message_id', 'latitude', 'longitude', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('comments as cm')
      .innerJoin('users as t', 't.id', 'cm.target_user_id')
      .select(['cm.mission_id', 'cm.rating', 'cm.comment', 't.name as counterpart', 'cm.created_at'])
      .where('cm.user_id', '=', userId)
      .orderBy('cm.id')
      .execute(),
    db
      .selectFrom('comments as cm')
      .innerJoin('users as a', 'a.id', 'cm.user_id')
      .select(['cm.mission_id', 'cm.rating', 'cm.comment', 'a.name as counterpart', 'cm.created_at'])
      .where('cm.target_user_id', '=', userId)
      .orderBy('cm.id')
      .execute(),
    db
      .selectFrom('cancel_requests')
      .selectAll()
      .where((eb) => eb.or([eb('requester_id', '=', userId), eb('recipient_id', '=', userId)]))
      .orderBy('id')
      .execute(),
    disputesOf(db, userId),
  ]);

  const [notifications, specials, activity, entries, balance, payouts, payments] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['type', 'data', 'read_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('special_notifications')
      .select(['title', 'body', 'created_at'])
      .where('audience', '=', 'lawyer')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('activity')
      .select(['type', 'mission_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('wallet_entries')
      .select(['kind', 'amount', 'payout_id', 'note', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    balanceOf(db, userId),
    db.selectFrom('payouts').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);

  const [invited, tickets, complaints, complaintFiles, messages] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('referral_rewards as rr', (join) =>
        join.onRef('rr.invitee_id', '=', 'u.id').on('rr.referrer_id', '=', userId),
      )
      .select(['u.name', 'rr.amount', 'rr.created_at'])
      .where('u.referrer_id', '=', userId)
      .orderBy('u.id')
      .execute(),
    db.selectFrom('tickets').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('complaints').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('complaint_images as ci')
      .innerJoin('complaints as c', 'c.id', 'ci.complaint_id')
      .select(['ci.complaint_id', 'ci.file_id'])
      .where('c.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('outbox')
      .select(['channel', 'subject', 'created_at', 'sent_at'])
      .where('recipient', 'in', [user.telephone, ...(user.email ? [user.email] : [])])
      .orderBy('id')
      .execute(),
  ]);

  const reports = await db
    .selectFrom('mission_reports as r')
    .innerJoin('missions as m', 'm.id', 'r.mission_id')
    .select([
      'r.id',
      'r.mission_id',
      'r.user_id',
      'r.outcomes',
      'r.note',
      'r.next_hearing_at',
      'r.filed_at',
      'r.due_at',
      'r.question',
      'r.questioned_at',
      'r.answer',
      'r.answered_at',
      'r.accepted_at',
    ])
    .where((eb) => eb.or([eb('r.user_id', '=', userId), eb('m.owner_id', '=', userId)]))
    .orderBy('r.id')
    .execute();

  const presence = await db
    .selectFrom('presences as p')
    .innerJoin('courthouses as a', 'a.id', 'p.adliye_id')
    .select(['p.adliye_id', 'a.name as adliye_name', 'p.started_at', 'p.expires_at'])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  const calendarFeed = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const payoutAccount = await db
    .selectFrom('payout_accounts')
    .select(['name', 'iban', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

  const audit = await auditLinesAbout(db, userId, {
    payout: payouts.map((p) => p.id),
    dispute: disputes.map((d) => d.id),
    dispute_message: disputes.flatMap((d) => d.messages.map((m) => m.id)),
  });

  return {
    created_at: now.toISOString(),
    description: EXPORT_DESCRIPTION,
    hesap: {
      ...user,
      premium_price_tl: kurusToTl(user.premium_price),
      premium_discount_tl: kurusToTl(user.premium_discount),
    },
    ayarlar: user,
    fatura_bilgileri: { city: user.city, district: user.district },
    yetki_belgesi: {
      exists: !!user.tc && !!user.sicil,
      tc: user.tc,
      sicil: user.sicil,
      tc_locked_at: user.tc_locked_at,
    },
    oturumlar: sessions.map((s) => ({ ...s, revoked: s.revoked === 1 })),
    anlik_bildirim_abonelikleri: pushes.map((p) => ({
      push_service: pushService(p.endpoint),
      created_at: p.created_at,
    })),
    adliyeler: courthouses,
    uzmanlik_alanlari: specialities,
    istenmeyen_kategoriler: excluded,
    hazir_aciklamalar: descriptions,
    olusturdugu_gorevler: created,
    aldigi_gorevler: taken,
    basvurular: applications,
    verdigi_puanlar: given,
    aldigi_puanlar: received,
    iptal_talepleri: cancelRequests.map((c) => ({
      ...c,
      role: c.requester_id === userId ? ('requester' as const) : ('recipient' as const),
    })),
    uyusmazliklar: disputes,
    bildirimler: notifications.map((n) => ({ ...n, data: parsed(n.data) })),
    ozel_bildirimler: specials,
    etkinlikler: activity,
    cuzdan: {
      balance_tl: kurusToTl(balance),
      entries: entries.map((e) => ({ ...e, amount_tl: kurusToTl(e.amount) })),
    },
    odeme_talepleri: payouts.map((p) => ({ ...p, amount_tl: kurusToTl(p.amount) })),
    odemeler: payments.map((p) => ({ ...p, amount_tl: kurusToTl(p.amount) })),
    davet_ettikleri: invited.map((i) => ({
      name: i.name,
      reward_tl: i.amount === null ? null : kurusToTl(i.amount),
      rewarded_at: i.created_at,
    })),
    destek_talepleri: tickets,
    sikayetler: complaints.map((c) => ({
      ...c,
      file_ids: complaintFiles.filter((f) => f.complaint_id === c.id).map((f) => f.file_id),
    })),
    gonderilen_mesajlar: messages,
    denetim_kayitlari: audit,
    adliyede: presence ?? null,
    takvim_baglantisi: calendarFeed ?? null,
    odeme_hesabi: payoutAccount ?? null,
    dosyalar: files,
    gorev_raporlari: reports.map(({ user_id: authorId, outcomes, ...r }) => ({
      ...r,
      role: authorId === userId ? ('author' as const) : ('owner' as const),
      outcomes: JSON.parse(outcomes) as string[],
    })),
  };
}
