import type {
  AdminComplaint,
  AdminComplaintCategoryFilter,
  AdminComplaintFilter,
  AdminTicket,
  AdminTicketFilter,
  ComplaintAction,
  ComplaintStatus,
} from '@meslektas/domain';
import { complaintActionsFrom, plainText } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { type TicketAnswerDeps, answerTicket, ticketMessages } from '../support/tickets.ts';
import { safeHtml } from '../text.ts';
import type { Actor } from './accounts.ts';
import { auditChange, writeAudit } from './audit.ts';
import { readAdminPage } from './page.ts';

export const supportDeskMessages = {
  answered: 'Cevabınız gönderildi; avukat bildirim aldı.',
  complaintNotFound: 'Kayıt bulunamadı.',
  read: 'Kayıt okundu olarak işaretlendi.',
  closed: 'Kayıt kapatıldı.',
  alreadyRead: 'Bu kayıt zaten okunmuş ya da kapatılmış.',
  alreadyClosed: 'Bu kayıt zaten kapatılmış.',
} as const;

type Db = Kysely<Database>;

function tickets(db: Db) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('ticket_options as o', 'o.id', 't.option_id')
    .select([
      't.id',
      't.user_id',
      'u.name as user_name',
      'u.telephone',
      't.subject',
      'o.text as option',
      't.message',
      't.status',
      't.answer',
      't.created_at',
      't.answered_at',
    ]);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof tickets>['executeTakeFirstOrThrow']>>;

const toAdminTicket = (row: TicketRow): AdminTicket => ({
  ...row,
  option: row.option ?? null,
  answer: row.answer === null ? null : safeHtml(row.answer),
});

/** Tickets waiting for an answer oldest first (answered in the order asked); the others newest first. */
export async function listTickets(db: Db, query: { status: AdminTicketFilter; page: number }) {
  let base = tickets(db);
  if (query.status !== 'all') base = base.where('t.status', '=', query.status);
  const order = query.status === 'pending' ? 'asc' : 'desc';
  return readAdminPage(
    base,
    query.page,
    (rows) => rows.orderBy('t.created_at', order).orderBy('t.id', order),
    toAdminTicket,
  );
}

export async function getTicket(db: Db, id: number): Promise<AdminTicket> {
  const row = await tickets(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, ticketMessages.notFound);
  return toAdminTicket(row);
}

/**
 * Answers a pending ticket: the answer is filtered before it is stored, the lawyer is told (a
 * notification row and a live event, as the ticket service does) and the audit line is written in
 * the same transaction. An answered ticket is not answered again (409).
 */
export async function answer(deps: TicketAnswerDeps, actor: Actor, id: number, text: string) {
  await answerTicket(deps, { ticketId: id, answer: text }, (trx, ticket) =>
    auditChange(
      trx,
      actor,
      'ticket.answer',
      { type: 'ticket', id: ticket.id },
      { status: 'pending', answer: null },
      { status: ticket.status, answer: ticket.answer, answered_at: ticket.answered_at },
    ),
  );
  return { message: supportDeskMessages.answered, data: await getTicket(deps.db, id) };
}

function complaints(db: Db) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.user_id',
      'u.name as user_name',
      'c.category',
      'c.title',
      'c.body',
      'c.is_web',
      'c.status',
      'c.note',
      'c.created_at',
      'c.read_at',
      'c.closed_at',
      eb
        .selectFrom('complaint_images as i')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('i.complaint_id', '=', 'c.id')
        .as('image_count'),
    ]);
}

type ComplaintRow = Awaited<ReturnType<ReturnType<typeof complaints>['executeTakeFirstOrThrow']>>;

const toAdminComplaint = ({ is_web, image_count, ...row }: ComplaintRow): AdminComplaint => ({
  ...row,
  is_web: is_web === 1,
  image_count: Number(image_count ?? 0),
});

/** New ones oldest first (read in the order sent); the others newest first. */
export async function listComplaints(
  db: Db,
  query: { status: AdminComplaintFilter; category: AdminComplaintCategoryFilter; page: number },
) {
  let base = complaints(db);
  if (query.status !== 'all') base = base.where('c.status', '=', query.status);
  if (query.category !== 'all') base = base.where('c.category', '=', query.category);
  const order = query.status === 'open' ? 'asc' : 'desc';
  return readAdminPage(
    base,
    query.page,
    (rows) => rows.orderBy('c.created_at', order).orderBy('c.id', order),
    toAdminComplaint,
  );
}

async function findComplaint(db: Db, id: number): Promise<AdminComplaint> {
  const row = await complaints(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, supportDeskMessages.complaintNotFound);
  return toAdminComplaint(row);
}

/** One complaint with its images (private files of the sender), signed for the console. */
export async function getComplaint(deps: UploadDeps, id: number) {
  const complaint = await findComplaint(deps.db, id);
  const now = deps.now();
  const files = await deps.db
    .selectFrom('complaint_images as i')
    .innerJoin('files as f', 'f.id', 'i.file_id')
    .select('f.storage_key')
    .where('i.complaint_id', '=', id)
    .orderBy('f.id')
    .execute();
  return { complaint, images: files.map((f) => deps.urls.signed(f.storage_key, now)) };
}

const refusal: Record<ComplaintAction, string> = {
  read: supportDeskMessages.alreadyRead,
  close: supportDeskMessages.alreadyClosed,
};

/**
 * Moves a complaint on (new → read, new or read → closed). The update only matches a complaint in
 * a status the action starts from, so two operators acting at once cannot both succeed; the other
 * gets 409. The audit line is written in the same transaction.
 */
async function move(
  db: Db,
  actor: Actor,
  id: number,
  action: ComplaintAction,
  note: string | null,
): Promise<AdminComplaint> {
  const at = actor.now.toISOString();
  const to: ComplaintStatus = action === 'read' ? 'read' : 'closed';
  const from: readonly ComplaintStatus[] = complaintActionsFrom[action];
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('complaints')
      .select(['status', 'read_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new HttpError(404, supportDeskMessages.complaintNotFound);
    const changes =
      action === 'read'
        ? { status: to, read_at: at }
        : { status: to, closed_at: at, note, read_at: before.read_at ?? at };
    const updated = await trx
      .updateTable('complaints')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, refusal[action]);
    await writeAudit(trx, {
      operatorId: actor.operatorId,
      action: `complaint.${action}`,
      subjectType: 'complaint',
      subjectId: id,
      reason: note,
      before: { status: before.status },
      after: changes,
      now: actor.now,
    });
  });
  return findComplaint(db, id);
}

export async function readComplaint(db: Db, actor: Actor, id: number) {
  return { message: supportDeskMessages.read, data: await move(db, actor, id, 'read', null) };
}

/** Closes a complaint; the optional note is plain text, for the other operators. */
export async function closeComplaint(db: Db, actor: Actor, id: number, note: string | undefined) {
  const clean = note === undefined ? '' : plainText(note).trim();
  return {
    message: supportDeskMessages.closed,
    data: await move(db, actor, id, 'close', clean === '' ? null : clean),
  };
}
