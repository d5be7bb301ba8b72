import {
  type Ticket,
  type TicketOption,
  type TicketSendPayload,
  formatDottedDate,
  istanbulTime,
  notificationIcons,
  plainText,
  realtimeEvents,
} from '@meslektas/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, TicketOptionsTable, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { toAppNotification } from '../notifications/format.ts';
import { type OutgoingEvent, userChannel } from '../notifications/notify.ts';
import { safeHtml } from '../text.ts';
import type { ChangeDeps, Db, ServiceDeps } from '../deps.ts';

export const ticketMessages = {
  sent: 'Talebiniz alındı. Destek ekibimiz en kısa sürede yanıtlayacaktır.',
  chooseSubject: 'Lütfen konu seçiniz.',
  notWritable:
    'Bu konu için talep yazılamaz; lütfen alt konulardan birini seçiniz veya yönlendirilen sayfayı kullanınız.',
  emptyQuestion: 'Lütfen sorunuzu yazınız.',
  tooManyPending: 'Yanıt bekleyen 3 talebiniz var. Yanıtlandıktan sonra yeni talep gönderebilirsiniz.',
  notFound: 'Destek talebi bulunamadı.',
  alreadyAnswered: 'Bu destek talebi zaten yanıtlanmış.',
  emptyAnswer: 'Lütfen bir cevap yazınız.',
} as const;

/** Tickets a lawyer may have waiting for an answer at once. */
export const MAX_PENDING_TICKETS = 3;

/** How many of his tickets the page lists, newest first. */
const LIST_LIMIT = 50;

type OptionRow = Selectable<TicketOptionsTable>;
type TicketRow = Selectable<Database['tickets']>;

const toOption = (row: OptionRow, children: OptionRow[]): TicketOption => ({
  key: row.key,
  value: row.id,
  text: row.text,
  redirect: row.redirect,
  type: children.length > 0 ? 'subselect' : row.type,
  info: row.info,
  ...(children.length > 0 ? { sub: children.map((c) => toOption(c, [])) } : {}),
});

function toTicket(row: TicketRow): Ticket {
  const created = new Date(row.created_at);
  return {
    id: row.id,
    subject: row.subject,
    question: row.message,
    date: `${formatDottedDate(created)} ${istanbulTime(created)}`,
    status: row.status,
    answer: row.answer === null ? null : safeHtml(row.answer),
    answered_at: row.answered_at,
  };
}

async function optionRows(db: Kysely<Database>): Promise<OptionRow[]> {
  return db.selectFrom('ticket_options').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/** GET ticket: the subjects, two levels deep, and the lawyer's own tickets with their answers. */
export async function ticketPage(db: Db, user: UserRow) {
  const [rows, tickets] = await Promise.all([
    optionRows(db),
    db
      .selectFrom('tickets')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
  ]);
  const options = rows
    .filter((r) => r.parent_id === null)
    .map((r) =>
      toOption(
        r,
        rows.filter((c) => c.parent_id === r.id),
      ),
    );
  return { options, tickets: tickets.map(toTicket) };
}

/**
 * POST ticket: a written question about a subject that takes one (a leaf without a redirect: the
 * FAQ, cancel-request and bar-change redirects lead to where it is done: the bar change takes
 * effect through user/update/baroAndAdliye, as in settings). At most MAX_PENDING_TICKETS wait at once.
 */
export async function sendTicket(
  db: Db,
  deps: Pick<ServiceDeps, 'now'>,
  user: UserRow,
  input: TicketSendPayload,
) {
  const now = deps.now();
  const rows = await optionRows(db);
  const option = rows.find((r) => r.id === input.option);
  if (!option) {
    throw new HttpError(422, ticketMessages.chooseSubject, {
      errors: { option: [ticketMessages.chooseSubject] },
    });
  }
  if (option.redirect !== null || rows.some((r) => r.parent_id === option.id)) {
    throw new HttpError(422, ticketMessages.notWritable, {
      errors: { option: [ticketMessages.notWritable] },
    });
  }
  const message = plainText(input.message ?? '').trim();
  if (!message) {
    throw new HttpError(422, ticketMessages.emptyQuestion, {
      errors: { message: [ticketMessages.emptyQuestion] },
    });
  }
  const parent = rows.find((r) => r.id === option.parent_id);
  const subject = parent ? `${parent.text} › ${option.text}` : option.text;
  const ticket = await db.transaction().execute(async (trx) => {
    // Serialises one lawyer's sends on PostgreSQL, so tickets sent at once cannot pass the limit together.
    await trx.updateTable('users').set({ updated_at: now.toISOString() }).where('id', '=', user.id).execute();
    const pending = await trx
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) >= MAX_PENDING_TICKETS) throw new HttpError(429, ticketMessages.tooManyPending);
    return trx
      .insertInto('tickets')
      .values({
        user_id: user.id,
        option_id: option.id,
        subject,
        message,
        status: 'pending',
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { status: 'true' as const, message: ticketMessages.sent, data: toTicket(ticket) };
}

/** What answering a ticket needs: the database, the clock and a way to publish after the commit. */
export interface TicketAnswerDeps extends ChangeDeps {
  db: Db;
}

/**
 * The operator's answer to a ticket (operator console). Stores the answer once, and tells the lawyer
 * with a notification row written in the same transaction and, after the commit, a live copy on his
 * private channel. The answer is HTML, filtered before it is stored and again whenever it is shown;
 * an answer with no text left after filtering is refused. `inTransaction` runs in the same
 * transaction once the ticket is answered (the console writes its audit line there).
 */
export async function answerTicket(
  deps: TicketAnswerDeps,
  input: { ticketId: number; answer: string },
  inTransaction?: (trx: Transaction<Database>, ticket: TicketRow) => Promise<void>,
): Promise<Ticket> {
  const now = deps.now();
  const answer = safeHtml(input.answer).trim();
  if (!plainText(answer).trim()) {
    throw new HttpError(422, ticketMessages.emptyAnswer, {
      errors: { answer: [ticketMessages.emptyAnswer] },
    });
  }
  const events: OutgoingEvent[] = [];
  const ticket = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('tickets')
      .set({ status: 'answered', answer, answered_at: now.toISOString() })
      .where('id', '=', input.ticketId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx
        .selectFrom('tickets')
        .select('id')
        .where('id', '=', input.ticketId)
        .executeTakeFirst();
      throw exists
        ? new HttpError(409, ticketMessages.alreadyAnswered)
        : new HttpError(404, ticketMessages.notFound);
    }
    const data = JSON.stringify({
      type: 'ticket_answered',
      id: updated.id,
      mission_id: null,
      icon: notificationIcons.ticket_answered,
      title: 'Destek Talebiniz Cevaplandı',
      message: `“${updated.subject}” konulu talebiniz cevaplandı.`,
    });
    const row = await trx
      .insertInto('notifications')
      .values({ user_id: updated.user_id, type: 'ticket_answered', data, created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    events.push({
      channels: [userChannel(updated.user_id)],
      event: realtimeEvents.notification,
      data: toAppNotification(row, now),
    });
    await inTransaction?.(trx, updated);
    return updated;
  });
  await deps.publish(events);
  return toTicket(ticket);
}
