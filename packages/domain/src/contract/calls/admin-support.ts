/**
 * The console's support desk: the lawyers' support tickets waiting for an answer, and the
 * suggestions, bug reports and complaints they sent from the form. Every call is `operator`, and
 * every change writes the audit log.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { laravelPage } from '../envelopes.ts';
import { idField, obj, requiredText, text, trimmed } from '../fields.ts';
import { complaintCategories } from '../requests.ts';
import { adminPageField } from './admin.ts';

const tag = 'Yönetim';

export const adminTicketFilters = ['pending', 'answered', 'all'] as const;
export type AdminTicketFilter = (typeof adminTicketFilters)[number];

/** A support ticket as the console reads it: the question, who asked it and the answer if any. */
const adminTicketSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  telephone: z.string(),
  /** 'Ödeme İşlemleri › Ödeme talebim sonuçlanmadı'. */
  subject: z.string(),
  /** The subject the lawyer picked, as the form showed it (null once the subject is gone). */
  option: z.string().nullable(),
  /** The question, plain text. */
  message: z.string(),
  status: z.enum(['pending', 'answered']),
  /** The operator's answer, filtered HTML. */
  answer: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** A complaint's life: new (open), read by an operator, closed (with an optional note). */
const complaintStatuses = ['open', 'read', 'closed'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];
export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  open: 'Yeni',
  read: 'Okundu',
  closed: 'Kapatıldı',
};
/** What an operator may do to a complaint, and the statuses each action starts from. */
export const complaintActionsFrom = {
  read: ['open'],
  close: ['open', 'read'],
} as const satisfies Record<string, readonly ComplaintStatus[]>;
export type ComplaintAction = keyof typeof complaintActionsFrom;
export const canActOnComplaint = (action: ComplaintAction, status: ComplaintStatus): boolean =>
  (complaintActionsFrom[action] as readonly ComplaintStatus[]).includes(status);

export const adminComplaintFilters = [...complaintStatuses, 'all'] as const;
export type AdminComplaintFilter = (typeof adminComplaintFilters)[number];
export const adminComplaintCategoryFilters = [...complaintCategories, 'all'] as const;
export type AdminComplaintCategoryFilter = (typeof adminComplaintCategoryFilters)[number];
/** The form's subjects as the console names them. */
export const complaintCategoryLabels: Record<(typeof complaintCategories)[number], string> = {
  'oneri-istek': 'Öneri / İstek',
  'hata-bildirimi': 'Hata Bildirimi',
  diger: 'Şikayet / Diğer',
};

/** The longest closing note an operator writes. */
export const COMPLAINT_NOTE_MAX = 2000;

const adminComplaintSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  category: z.enum(complaintCategories),
  title: z.string(),
  /** Plain text. */
  body: z.string(),
  /** Sent from the web site (1) or the mobile app (0). */
  is_web: z.boolean(),
  status: z.enum(complaintStatuses),
  image_count: z.number().int(),
  /** The operator's note written when closing, for the other operators. */
  note: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

const filterOf = <T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  message: string,
) => z.preprocess((v) => (v === undefined || v === '' ? fallback : v), z.enum(values, { error: message }));

const ticketParams = z.object({ id: idField('Destek talebi bulunamadı.') });
const complaintParams = z.object({ id: idField('Kayıt bulunamadı.') });
const ticketAnswer = z.object({ message: z.string(), data: adminTicketSchema });
const complaintAnswer = z.object({ message: z.string(), data: adminComplaintSchema });
const optionalNote = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : trimmed(v)),
  text(COMPLAINT_NOTE_MAX, 'Geçersiz not.').optional(),
);

export const adminSupportCalls = {
  tickets: endpoint({
    method: 'GET',
    path: '/admin/tickets',
    summary: 'Destek talepleri: yanıt bekleyenler (varsayılan, en eskisi önce), yanıtlananlar ya da tümü',
    tag,
    access: 'operator',
    query: obj({
      status: filterOf(adminTicketFilters, 'pending', 'Geçersiz talep durumu.'),
      page: adminPageField,
    }),
    response: laravelPage(adminTicketSchema),
  }),
  ticket: endpoint({
    method: 'GET',
    path: '/admin/tickets/:id',
    summary: 'Bir destek talebi: konu, soru, avukat ve varsa cevap',
    tag,
    access: 'operator',
    params: ticketParams,
    response: z.object({ data: adminTicketSchema }),
  }),
  answerTicket: endpoint({
    method: 'POST',
    path: '/admin/tickets/:id/answer',
    summary: 'Yanıt bekleyen talebi cevaplar (HTML, süzülerek saklanır); avukat bildirim alır',
    tag,
    access: 'operator',
    params: ticketParams,
    body: obj({ answer: requiredText('Lütfen bir cevap yazınız.', 20000) }),
    response: ticketAnswer,
  }),
  complaints: endpoint({
    method: 'GET',
    path: '/admin/complaints',
    summary:
      'Öneri, hata bildirimi ve şikayetler: duruma (varsayılan yeni) ve konuya göre; yeniler en eskisi önce',
    tag,
    access: 'operator',
    query: obj({
      status: filterOf(adminComplaintFilters, 'open', 'Geçersiz durum.'),
      category: filterOf(adminComplaintCategoryFilters, 'all', 'Geçersiz konu.'),
      page: adminPageField,
    }),
    response: laravelPage(adminComplaintSchema),
  }),
  complaint: endpoint({
    method: 'GET',
    path: '/admin/complaints/:id',
    summary: 'Bir öneri ya da şikayet, resimleriyle (konsol için imzalı adresler)',
    tag,
    access: 'operator',
    params: complaintParams,
    response: z.object({
      data: z.object({ complaint: adminComplaintSchema, images: z.array(z.string()) }),
    }),
  }),
  readComplaint: endpoint({
    method: 'POST',
    path: '/admin/complaints/:id/read',
    summary: 'Yeni kaydı okundu olarak işaretler',
    tag,
    access: 'operator',
    params: complaintParams,
    response: complaintAnswer,
  }),
  closeComplaint: endpoint({
    method: 'POST',
    path: '/admin/complaints/:id/close',
    summary: 'Yeni ya da okunmuş kaydı kapatır; isteğe bağlı bir not bırakılabilir',
    tag,
    access: 'operator',
    params: complaintParams,
    body: obj({ note: optionalNote }),
    response: complaintAnswer,
  }),
};
