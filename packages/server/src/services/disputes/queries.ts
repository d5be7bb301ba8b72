import {
  type Dispute,
  type DisputeMessage,
  type DisputeWaitingEvent,
  disputeStatusLabels,
  realtimeEvents,
  lawyerDisplayName,
  kurusToTl,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import type { ServiceDeps } from '../deps.ts';
import { tasksWithPlace } from '../missions/queries.ts';
import { diffForHumans } from '../notifications/format.ts';
import { type OutgoingEvent, userChannel } from '../notifications/notify.ts';

/** What the dispute services take: the upload deps, and a way to send events once stored. */
export interface DisputeDeps extends UploadDeps, Pick<ServiceDeps, 'publish'> {}

type Db = Kysely<Database>;

/** A dispute with its task's summary and its two parties. */
export function disputeQuery(db: Db) {
  return tasksWithPlace(db)
    .innerJoin('disputes as d', 'd.mission_id', 'm.id')
    .select([
      'd.id',
      'd.mission_id',
      'd.owner_id',
      'd.assignee_id',
      'd.status',
      'd.result_message',
      'd.created_at',
      'c.name as category_name',
      'a.name as adliye_name',
      'm.address_name',
      'm.plan_date',
      'm.price',
    ]);
}

export type DisputeRecord = Awaited<ReturnType<ReturnType<typeof disputeQuery>['executeTakeFirstOrThrow']>>;

/** The dispute when the viewer is one of its parties; undefined for anyone else or none. */
export function findDisputeForParty(
  db: Db,
  id: number,
  viewerId: number,
): Promise<DisputeRecord | undefined> {
  return disputeQuery(db)
    .where('d.id', '=', id)
    .where((eb) => eb.or([eb('d.owner_id', '=', viewerId), eb('d.assignee_id', '=', viewerId)]))
    .executeTakeFirst();
}

/**
 * Approved messages of the other side (the other party or the desk) that the viewer has not read
 * since they were approved, per dispute.
 */
export async function unreadCounts(
  db: Db,
  viewerId: number,
  disputeIds?: number[],
): Promise<Map<number, number>> {
  if (disputeIds?.length === 0) return new Map();
  let query = db
    .selectFrom('dispute_messages as msg')
    .innerJoin('disputes as d', 'd.id', 'msg.dispute_id')
    .leftJoin('dispute_reads as r', (join) =>
      join.onRef('r.dispute_id', '=', 'msg.dispute_id').on('r.user_id', '=', viewerId),
    )
    .select(['msg.dispute_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where((eb) => eb.or([eb('d.owner_id', '=', viewerId), eb('d.assignee_id', '=', viewerId)]))
    .where('msg.status', '=', 'approved')
    .where((eb) => eb.or([eb('msg.sender_id', 'is', null), eb('msg.sender_id', '<>', viewerId)]))
    .where((eb) => eb.or([eb('r.read_at', 'is', null), eb('msg.moderated_at', '>', eb.ref('r.read_at'))]))
    .groupBy('msg.dispute_id');
  if (disputeIds) query = query.where('msg.dispute_id', 'in', disputeIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.dispute_id, Number(row.n)]));
}

/** The sidebar's `waiting_conflict_message`: disputes with approved messages the lawyer has not read. */
export async function waitingDisputeCount(db: Db, userId: number): Promise<number> {
  return (await unreadCounts(db, userId)).size;
}

/** Each lawyer's new waiting count on his private channel. */
export async function waitingEvents(db: Db, userIds: number[]): Promise<OutgoingEvent[]> {
  const events: OutgoingEvent[] = [];
  for (const userId of new Set(userIds)) {
    const data: DisputeWaitingEvent = { waiting: await waitingDisputeCount(db, userId) };
    events.push({ channels: [userChannel(userId)], event: realtimeEvents.disputeWaiting, data });
  }
  return events;
}

type PartyRow = { id: number; name: string; avatar: string | null; verification_image: string | null };

export async function partiesById(db: Db, ids: number[]): Promise<Map<number, PartyRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'avatar', 'verification_image'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, name: lawyerDisplayName(row.name) }]));
}

/** The dispute as the viewer sees it: the counterparty is whichever party he is not. */
export function toDispute(
  row: DisputeRecord,
  viewerId: number,
  parties: Map<number, PartyRow>,
  newMessages: number,
  now: Date,
): Dispute {
  const counterpartyId = row.owner_id === viewerId ? row.assignee_id : row.owner_id;
  const counterparty = parties.get(counterpartyId);
  const label = disputeStatusLabels[row.status];
  return {
    id: row.id,
    status: row.status,
    status_text: label.name,
    status_color: label.colorName,
    result_message: row.status === 'resolved' ? row.result_message : null,
    created_at: row.created_at,
    fromnow: diffForHumans(row.created_at, now),
    new_messages: newMessages,
    muhatap: {
      id: counterpartyId,
      name: counterparty?.name ?? null,
      avatar: counterparty?.avatar ?? null,
      verification_image: counterparty?.verification_image ?? null,
    },
    mission: {
      id: row.mission_id,
      categoryName: row.category_name,
      adliyeName: row.adliye_name ?? row.address_name,
      missionDate: row.plan_date,
      missionPrice: kurusToTl(row.price),
    },
  };
}

/**
 * The messages a party may see, newest first: every approved one, and his own still pending.
 * Rejected messages are shown to nobody (the sender is told by a notification). Images get
 * signed addresses, made only here, for a viewer already known to be entitled to the message.
 */
export async function visibleMessages(
  deps: UploadDeps,
  disputeId: number,
  viewerId: number,
): Promise<DisputeMessage[]> {
  const rows = await deps.db
    .selectFrom('dispute_messages')
    .selectAll()
    .where('dispute_id', '=', disputeId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'approved'),
        eb.and([eb('status', '=', 'pending'), eb('sender_id', '=', viewerId)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toMessages(deps, rows, viewerId);
}

interface MessageRow {
  id: number;
  sender_id: number | null;
  body: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}

/** Builds message entities; `viewerId` null is an operator (sees every message). */
export async function toMessages(
  deps: UploadDeps,
  rows: readonly MessageRow[],
  viewerId: number | null,
): Promise<DisputeMessage[]> {
  const now = deps.now();
  const ids = rows.map((row) => row.id);
  const images =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('dispute_message_images as i')
          .innerJoin('files as f', 'f.id', 'i.file_id')
          .select(['i.message_id', 'f.storage_key'])
          .where('i.message_id', 'in', ids)
          .orderBy('f.id')
          .execute();
  const parties = await partiesById(
    deps.db,
    rows.flatMap((row) => (row.sender_id === null ? [] : [row.sender_id])),
  );
  return rows.map((row) => {
    const sender = row.sender_id === null ? undefined : parties.get(row.sender_id);
    return {
      id: row.id,
      message: row.body,
      // An operator sees a rejected message as not approved.
      status: row.status === 'approved' ? 'approved' : 'pending',
      fromnow: diffForHumans(row.created_at, now),
      sender: {
        id: row.sender_id ?? 0,
        name: sender?.name ?? null,
        avatar: sender?.avatar ?? null,
        verification_image: sender?.verification_image ?? null,
      },
      mine: viewerId !== null && row.sender_id === viewerId,
      images: images
        .filter((image) => image.message_id === row.id)
        .map((image) => deps.urls.signed(image.storage_key, now)),
    };
  });
}
