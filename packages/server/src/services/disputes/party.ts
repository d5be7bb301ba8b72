import {
  type Dispute,
  type DisputeMessage,
  MAX_IMAGES,
  MissionStatus,
  canOpenDispute,
  disputeCreateSchema,
  disputeMessageSchema,
  disputeMessages,
  formatDottedDate,
  isDisputeParty,
  plainText,
} from '@meslektas/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../errors.ts';
import { type SavedFile, storePrivateImages } from '../../uploads/files.ts';
import type { UploadReader } from '../../uploads/multipart.ts';
import {
  type DisputeDeps,
  disputeQuery,
  findDisputeForParty,
  partiesById,
  toDispute,
  unreadCounts,
  visibleMessages,
  waitingEvents,
} from './queries.ts';
import { taskSummaryColumns, tasksWithPlace } from '../missions/queries.ts';
import { hasRow } from '../../db/has-row.ts';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const notFound = () => new HttpError(404, disputeMessages.notFound);

/** The message text without tags; an empty result is the form's own 422. */
function cleanMessage(value: string): string {
  const body = plainText(value).trim();
  if (!body) {
    throw new HttpError(422, disputeMessages.emptyAfterCleaning, {
      errors: { message: [disputeMessages.emptyAfterCleaning] },
    });
  }
  return body;
}

/** Writes one message and its images' links inside the caller's transaction. */
async function insertMessage(
  trx: Transaction<Database>,
  disputeId: number,
  senderId: number,
  body: string,
  files: readonly SavedFile[],
  now: Date,
): Promise<void> {
  const message = await trx
    .insertInto('dispute_messages')
    .values({
      dispute_id: disputeId,
      sender_id: senderId,
      body,
      status: 'pending',
      created_at: now.toISOString(),
      moderated_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (files.length > 0) {
    await trx
      .insertInto('dispute_message_images')
      .values(files.map((file) => ({ message_id: message.id, file_id: file.id })))
      .execute();
  }
}

/** GET conflicts: the tasks a dispute may be opened for, and the lawyer's disputes, newest first. */
export async function listDisputes(
  deps: DisputeDeps,
  userId: number,
): Promise<{ missions: { id: number; title: string }[]; conflicts: Dispute[] }> {
  const now = deps.now();
  const tasks = await tasksWithPlace(deps.db)
    .leftJoin('disputes as d', 'd.mission_id', 'm.id')
    .select(taskSummaryColumns)
    .select('d.id as dispute_id')
    .where((eb) => eb.or([eb('m.owner_id', '=', userId), eb('m.user_id', '=', userId)]))
    .where('m.user_id', 'is not', null)
    .where('m.status', 'in', [MissionStatus.assigned, MissionStatus.completed, MissionStatus.cancelled])
    .orderBy('m.plan_date', 'desc')
    .orderBy('m.id', 'desc')
    .limit(100)
    .execute();
  const missions = tasks
    .filter((task) =>
      canOpenDispute(
        {
          ownerId: task.owner_id,
          userId: task.user_id,
          status: task.status,
          hasDispute: task.dispute_id !== null,
        },
        userId,
      ),
    )
    .map((task) => ({
      id: task.id,
      title: `#${task.id} ${task.category} · ${task.adliye ?? task.address_name ?? ''} · ${formatDottedDate(task.plan_date)}`,
    }));

  const rows = await disputeQuery(deps.db)
    .where((eb) => eb.or([eb('d.owner_id', '=', userId), eb('d.assignee_id', '=', userId)]))
    .orderBy('d.id', 'desc')
    .execute();
  const unread = await unreadCounts(
    deps.db,
    userId,
    rows.map((row) => row.id),
  );
  const parties = await partiesById(
    deps.db,
    rows.flatMap((row) => [row.owner_id, row.assignee_id]),
  );
  return {
    missions,
    conflicts: rows.map((row) => toDispute(row, userId, parties, unread.get(row.id) ?? 0, now)),
  };
}

/**
 * POST conflicts: opens a dispute for a task with its first message (the reason), pending until an
 * operator approves it. A task the lawyer is no party of answers 404 like a missing one; a task of
 * his that cannot be disputed (open, or already disputed) is a 422 on `mission_id`. The dispute,
 * its first message, its images and the opener's read mark are written in one transaction; when
 * the counterparty opened one at the same moment, the unique task index refuses the second.
 */
export async function openDispute(
  deps: DisputeDeps,
  read: UploadReader,
  userId: number,
): Promise<{ status: 'true'; message: string; data: { id: number } }> {
  const { fields, images } = await read({
    field: 'images',
    maxFiles: MAX_IMAGES,
    purpose: 'dispute',
    required: false,
  });
  const payload = disputeCreateSchema.parse({
    mission_id: single(fields.mission_id),
    message: single(fields.message),
  });
  const body = cleanMessage(payload.message);

  const task = await deps.db
    .selectFrom('missions as m')
    .leftJoin('disputes as d', 'd.mission_id', 'm.id')
    .select(['m.id', 'm.owner_id', 'm.user_id', 'm.status', 'd.id as dispute_id'])
    .where('m.id', '=', payload.mission_id)
    .executeTakeFirst();
  if (!task || !isDisputeParty({ ownerId: task.owner_id, userId: task.user_id }, userId)) {
    throw new HttpError(404, disputeMessages.missionNotFound);
  }
  const refuse = (message: string) => new HttpError(422, message, { errors: { mission_id: [message] } });
  if (task.dispute_id !== null) throw refuse(disputeMessages.alreadyOpened);
  const facts = { ownerId: task.owner_id, userId: task.user_id, status: task.status, hasDispute: false };
  if (!canOpenDispute(facts, userId) || task.user_id === null) throw refuse(disputeMessages.notEligible);
  const assigneeId = task.user_id;

  const now = deps.now();
  let disputeId = 0;
  try {
    await storePrivateImages(deps, images, 'dispute', userId, async (trx, files) => {
      const dispute = await trx
        .insertInto('disputes')
        .values({
          mission_id: task.id,
          opener_id: userId,
          owner_id: task.owner_id,
          assignee_id: assigneeId,
          status: 'open',
          result_message: null,
          created_at: now.toISOString(),
          resolved_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      disputeId = dispute.id;
      await insertMessage(trx, dispute.id, userId, body, files, now);
      await trx
        .insertInto('dispute_reads')
        .values({ dispute_id: dispute.id, user_id: userId, read_at: now.toISOString() })
        .execute();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse(disputeMessages.alreadyOpened);
    throw err;
  }
  return { status: 'true', message: disputeMessages.created, data: { id: disputeId } };
}

/**
 * GET conflicts/{id}: the dispute and the messages the viewer may see. Reading it marks every
 * approved message read; when that changes his waiting count, the new count goes to his channel.
 */
export async function readDispute(
  deps: DisputeDeps,
  disputeId: number,
  userId: number,
): Promise<{ conflict: Dispute; messages: DisputeMessage[] }> {
  const row = await findDisputeForParty(deps.db, disputeId, userId);
  if (!row) throw notFound();
  const now = deps.now();
  const unread = (await unreadCounts(deps.db, userId, [row.id])).get(row.id) ?? 0;
  await deps.db
    .insertInto('dispute_reads')
    .values({ dispute_id: row.id, user_id: userId, read_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['dispute_id', 'user_id']).doUpdateSet({ read_at: now.toISOString() }))
    .execute();
  if (unread > 0) await deps.publish(await waitingEvents(deps.db, [userId]));
  const parties = await partiesById(deps.db, [row.owner_id, row.assignee_id]);
  return {
    // What was new is shown as new once more, on the page that reads it.
    conflict: toDispute(row, userId, parties, unread, now),
    messages: await visibleMessages(deps, row.id, userId),
  };
}

/** POST conflicts/{id}/message: a party adds a message (pending until approved) to an open dispute. */
export async function sendDisputeMessage(
  deps: DisputeDeps,
  read: UploadReader,
  disputeId: number,
  userId: number,
): Promise<{ status: 'true'; message: string; messages: DisputeMessage[] }> {
  const row = await findDisputeForParty(deps.db, disputeId, userId);
  if (!row) throw notFound();
  const { fields, images } = await read({
    field: 'images',
    maxFiles: MAX_IMAGES,
    purpose: 'dispute',
    required: false,
  });
  if (row.status === 'resolved') throw new HttpError(422, disputeMessages.resolved);
  const payload = disputeMessageSchema.parse({ message: single(fields.message) });
  const body = cleanMessage(payload.message);
  const now = deps.now();
  await storePrivateImages(deps, images, 'dispute', userId, async (trx, files) => {
    // Checked again inside the transaction: an operator may have resolved it meanwhile.
    if (!(await hasRow(trx, 'disputes', { id: row.id, status: 'open' })))
      throw new HttpError(422, disputeMessages.resolved);
    await insertMessage(trx, row.id, userId, body, files, now);
  });
  return {
    status: 'true',
    message: disputeMessages.messageSent,
    messages: await visibleMessages(deps, row.id, userId),
  };
}
