import {
  type Dispute,
  type DisputeMessage,
  type DisputeVerdict,
  type NotificationType,
  plainText,
} from '@meslektas/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { InTransaction } from '../admin/audit.ts';
import { type OutgoingEvent, writeNotifications } from '../notifications/notify.ts';
import { refreshRecord } from '../reliability/record.ts';
import {
  type DisputeDeps,
  disputeQuery,
  partiesById,
  toDispute,
  toMessages,
  waitingEvents,
} from './queries.ts';

/**
 * The operators' side of the dispute desk, as services the operator console calls: read a
 * dispute with every message, approve or reject a message, write for the desk, resolve. Each
 * change is stored first; the notifications and waiting counts go out after it has committed.
 */

export type ModerationResult = 'done' | 'not_pending' | 'not_found';

const disputeNotices = {
  messageApproved: { title: 'Uyuşmazlık Masası', message: 'Uyuşmazlık kaydınızda yeni bir mesaj var.' },
  messageRejected: {
    title: 'Uyuşmazlık Masası',
    message: 'Uyuşmazlık mesajınız ekibimiz tarafından onaylanmadı ve karşı tarafa iletilmedi.',
  },
  resolved: {
    title: 'Uyuşmazlık Sonuçlandı',
    message: 'Uyuşmazlık kaydınız sonuçlandı. Sonucu kayıttan görebilirsiniz.',
  },
} as const;

const resultRequired = 'Lütfen sonuç metnini giriniz.';
const messageRequired = 'Lütfen mesajınızı giriniz.';

interface Notice {
  userIds: number[];
  type: NotificationType;
  missionId: number;
  text: { title: string; message: string };
  /** The readers' badge changes too: send each his new waiting count. */
  withWaiting: boolean;
}

/**
 * Runs a change and writes its notifications in one transaction; the events go out after the
 * commit. `change` answers null when there was nothing to change (then nothing is written).
 */
async function changeThenNotify(
  deps: DisputeDeps,
  change: (trx: Transaction<Database>, now: string) => Promise<Notice | null>,
  alongside: InTransaction | undefined,
): Promise<boolean> {
  const now = deps.now();
  const done = await deps.db.transaction().execute(async (trx) => {
    const notice = await change(trx, now.toISOString());
    if (!notice) return null;
    await alongside?.(trx);
    const { userIds, type, missionId, text } = notice;
    const events = await writeNotifications(trx, userIds, { type, missionId, ...text }, now);
    return { events, notice };
  });
  if (!done) return false;
  const events: OutgoingEvent[] = [...done.events];
  if (done.notice.withWaiting) events.push(...(await waitingEvents(deps.db, done.notice.userIds)));
  await deps.publish(events);
  return true;
}

/**
 * Changes an open dispute and tells both its parties. `change` answers the dispute's parties, or
 * undefined when there was no open dispute to change (then nothing is written and this answers false).
 */
function changeOpenDispute(
  deps: DisputeDeps,
  notice: Pick<Notice, 'type' | 'text' | 'withWaiting'>,
  alongside: InTransaction | undefined,
  change: (
    trx: Transaction<Database>,
    now: string,
  ) => Promise<{ mission_id: number; owner_id: number; assignee_id: number } | undefined>,
): Promise<boolean> {
  return changeThenNotify(
    deps,
    async (trx, now) => {
      const dispute = await change(trx, now);
      if (!dispute) return null;
      return { ...notice, userIds: [dispute.owner_id, dispute.assignee_id], missionId: dispute.mission_id };
    },
    alongside,
  );
}

/** Sets a pending message's moderation (only one operator's decision counts) and answers its dispute. */
async function moderate(
  trx: Transaction<Database>,
  messageId: number,
  status: 'approved' | 'rejected',
  now: string,
) {
  const changed = await trx
    .updateTable('dispute_messages')
    .set({ status, moderated_at: now })
    .where('id', '=', messageId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return undefined;
  return trx
    .selectFrom('dispute_messages as msg')
    .innerJoin('disputes as d', 'd.id', 'msg.dispute_id')
    .select(['msg.sender_id', 'd.mission_id', 'd.owner_id', 'd.assignee_id'])
    .where('msg.id', '=', messageId)
    .executeTakeFirstOrThrow();
}

async function messageExists(deps: DisputeDeps, messageId: number): Promise<boolean> {
  const row = await deps.db
    .selectFrom('dispute_messages')
    .select('id')
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row !== undefined;
}

type ModeratedMessage = NonNullable<Awaited<ReturnType<typeof moderate>>>;

/** Moves a pending message to `status` and tells whom `notice` names, in one transaction. */
async function decideMessage(
  deps: DisputeDeps,
  messageId: number,
  status: 'approved' | 'rejected',
  alongside: InTransaction | undefined,
  notice: (message: ModeratedMessage) => Notice,
): Promise<ModerationResult> {
  if (!(await messageExists(deps, messageId))) return 'not_found';
  const done = await changeThenNotify(
    deps,
    async (trx, now) => {
      const message = await moderate(trx, messageId, status, now);
      return message ? notice(message) : null;
    },
    alongside,
  );
  return done ? 'done' : 'not_pending';
}

/**
 * Approves a pending message: the other party now sees it, is notified, and his waiting count
 * (the sidebar badge) grows by this dispute if it had nothing unread.
 */
export function approveDisputeMessage(
  deps: DisputeDeps,
  messageId: number,
  alongside?: InTransaction,
): Promise<ModerationResult> {
  return decideMessage(deps, messageId, 'approved', alongside, (message) => ({
    userIds: [message.owner_id, message.assignee_id].filter((id) => id !== message.sender_id),
    type: 'dispute_message',
    missionId: message.mission_id,
    text: disputeNotices.messageApproved,
    withWaiting: true,
  }));
}

/** Rejects a pending message: nobody sees it any more, and its sender is told. */
export function rejectDisputeMessage(
  deps: DisputeDeps,
  messageId: number,
  alongside?: InTransaction,
): Promise<ModerationResult> {
  return decideMessage(deps, messageId, 'rejected', alongside, (message) => ({
    // Parties only write their own messages; the desk's are approved when written.
    userIds: message.sender_id === null ? [] : [message.sender_id],
    type: 'dispute_message_rejected',
    missionId: message.mission_id,
    text: disputeNotices.messageRejected,
    withWaiting: false,
  }));
}

/**
 * Writes a message for the desk (no sender: shown as the product), approved at once, to both
 * parties. Returns false when the dispute does not exist or is resolved.
 */
export async function postDeskMessage(
  deps: DisputeDeps,
  disputeId: number,
  text: string,
  alongside?: InTransaction,
): Promise<boolean> {
  const body = plainText(text).trim();
  if (!body) throw fieldError('message', messageRequired);
  const notice = {
    type: 'dispute_message',
    text: disputeNotices.messageApproved,
    withWaiting: true,
  } as const;
  return changeOpenDispute(deps, notice, alongside, async (trx, now) => {
    const dispute = await trx
      .selectFrom('disputes')
      .select(['id', 'mission_id', 'owner_id', 'assignee_id'])
      .where('id', '=', disputeId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!dispute) return undefined;
    await trx
      .insertInto('dispute_messages')
      .values({
        dispute_id: dispute.id,
        sender_id: null,
        body,
        status: 'approved',
        created_at: now,
        moderated_at: now,
      })
      .execute();
    return dispute;
  });
}

/**
 * Resolves an open dispute with the result both parties read on its page; both are notified.
 * Messages still pending stay unseen by the other party. Returns false when there is no open
 * dispute of that id.
 */
export async function resolveDispute(
  deps: DisputeDeps,
  disputeId: number,
  result: string,
  alongside?: InTransaction,
  against: DisputeVerdict = 'none',
): Promise<boolean> {
  const text = plainText(result).trim();
  if (!text) throw fieldError('result_message', resultRequired);
  const notice = { type: 'dispute_resolved', text: disputeNotices.resolved, withWaiting: false } as const;
  return changeOpenDispute(deps, notice, alongside, async (trx, now) => {
    const dispute = await trx
      .updateTable('disputes')
      .set({ status: 'resolved', result_message: text, resolved_at: now, decided_against: against })
      .where('id', '=', disputeId)
      .where('status', '=', 'open')
      .returning(['mission_id', 'owner_id', 'assignee_id'])
      .executeTakeFirst();
    // A decision against a party counts on his reliability record.
    if (dispute && against !== 'none')
      await refreshRecord(trx, against === 'owner' ? dispute.owner_id : dispute.assignee_id, new Date(now));
    return dispute;
  });
}

/** The dispute as an operator reads it: seen from its creator's side, with every message, pending first. */
export async function readDisputeForOperator(
  deps: DisputeDeps,
  disputeId: number,
): Promise<
  | { conflict: Dispute; messages: (DisputeMessage & { moderation: 'pending' | 'approved' | 'rejected' })[] }
  | undefined
> {
  const row = await disputeQuery(deps.db).where('d.id', '=', disputeId).executeTakeFirst();
  if (!row) return undefined;
  const rows = await deps.db
    .selectFrom('dispute_messages')
    .selectAll()
    .where('dispute_id', '=', row.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const messages = await toMessages(deps, rows, null);
  const parties = await partiesById(deps.db, [row.owner_id, row.assignee_id]);
  return {
    conflict: toDispute(row, row.owner_id, parties, 0, deps.now()),
    messages: messages.map((message, i) => ({ ...message, moderation: rows[i]?.status ?? 'pending' })),
  };
}
