import {
  type MissionUpdatedEvent,
  type NotificationType,
  notificationIcons,
  privateChannelName,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import type { Logger } from '../deps.ts';
import { pushFor } from '../push/messages.ts';
import type { PushMessage } from '../push/sender.ts';
import { toAppNotification } from './format.ts';

export interface NotificationInput {
  type: NotificationType;
  /** Null for what is not about a task (a payout request). */
  missionId: number | null;
  title: string;
  message: string;
}

export interface OutgoingEvent {
  channels: string[];
  event: string;
  data: unknown;
  /** The web push that goes with it, for the lawyers who subscribed a browser. */
  push?: PushMessage;
}

export const userChannel = (userId: number) => privateChannelName(realtimeChannels.user(userId));
export const applicantsChannel = (missionId: number) =>
  privateChannelName(realtimeChannels.missionApplicants(missionId));

// Keeps each multi-row insert well below the bound-parameter limits of SQLite and PostgreSQL.
const CHUNK = 500;

/**
 * Writes one notification row per user inside the caller's transaction and returns the event to
 * publish once it has committed, so nobody hears about a change that was rolled back. Everyone told
 * the same thing gets it in one publish (a task reaches thousands of lawyers; one call per lawyer
 * would mean thousands of broadcaster calls); the live copy then carries a shared id, the list
 * calls the row ids.
 */
export async function writeNotifications(
  db: Kysely<Database>,
  userIds: number[],
  input: NotificationInput,
  now: Date,
): Promise<OutgoingEvent[]> {
  if (userIds.length === 0) return [];
  const created_at = now.toISOString();
  const data = JSON.stringify({
    type: input.type,
    mission_id: input.missionId,
    icon: notificationIcons[input.type],
    title: input.title,
    message: input.message,
  });
  let firstId: number | undefined;
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await db
      .insertInto('notifications')
      .values(userIds.slice(i, i + CHUNK).map((user_id) => ({ user_id, type: input.type, data, created_at })))
      .returning('id')
      .execute();
    firstId ??= rows[0]?.id;
  }
  const single = userIds.length === 1 && firstId !== undefined;
  const notification = toAppNotification(
    { id: firstId ?? 0, user_id: 0, type: input.type, data, read_at: null, created_at },
    now,
  );
  if (single) notification.data.id = firstId;
  else notification.id = `${input.type}.${input.missionId}`;
  const push = pushFor(userIds, input);
  return [
    {
      channels: userIds.map(userChannel),
      event: realtimeEvents.notification,
      data: notification,
      ...(push ? { push } : {}),
    },
  ];
}

/**
 * A task's step as the lawyers see it live: `told` get the task's new state, and the archives of
 * `archiveOf` (the two parties of a taken task; by default those told, none for an open task) refresh.
 */
export function taskStepEvents(
  data: MissionUpdatedEvent,
  told: number[],
  archiveOf: number[] = told,
): OutgoingEvent[] {
  const events: OutgoingEvent[] = [
    { channels: told.map(userChannel), event: realtimeEvents.missionUpdated, data },
  ];
  if (archiveOf.length > 0) {
    const archive = { missionId: data.missionId };
    events.push({ channels: archiveOf.map(userChannel), event: realtimeEvents.archive, data: archive });
  }
  return events;
}

/**
 * Sends the events after the change is stored. A broadcaster failure is logged, never turned into
 * an error for the request: the rows are saved and the client catches up on its next fetch. Web
 * pushes start in the background and are not waited for.
 */
export function publisher(out: {
  broadcaster: Broadcaster;
  push: { send(message: PushMessage): void };
  log: Logger;
}): (events: OutgoingEvent[]) => Promise<void> {
  return async (events) => {
    for (const e of events) {
      if (e.push) out.push.send(e.push);
      if (e.channels.length === 0) continue;
      try {
        await out.broadcaster.publish(e.channels, e.event, e.data);
      } catch (err) {
        out.log.warn({ err, event: e.event }, 'realtime publish failed');
      }
    }
  };
}
