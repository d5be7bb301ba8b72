import { MAX_ID, type ResponseOf, api, privateChannelName, realtimeChannels } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { route } from '../plugins/contract.ts';
import { HttpError } from '../errors.ts';
import { mayHearOf } from '../services/missions/audience.ts';
import { channelAuth } from './signatures.ts';

export const broadcastingMessages = {
  forbidden: 'Bu kanalı dinleme yetkiniz yok.',
} as const;

/** What the app needs to open its Echo connection; null means "the page's own". */
export type BroadcastingClientConfig = ResponseOf<typeof api.realtime.config>;

export const authEndpointPath = `/api${api.realtime.auth.path}`;

/**
 * The id in a channel named by `name` (one of domain's realtimeChannels), or null when the channel
 * is not written exactly so: digits only, no leading zeros, nothing before or after.
 */
function channelId(channel: string, name: (id: number) => string): number | null {
  const digits = /(\d{1,15})$/.exec(channel)?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  // Past the id column's range no row can match, and PostgreSQL would refuse the comparison.
  if (id > MAX_ID) return null;
  return channel === privateChannelName(name(id)) ? id : null;
}

/** Any active lawyer may hear how many are present at a courthouse (he may create a task there). */
async function isActive(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deleted', '=', 0)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A lawyer may listen to his own user channel, to the applicants channel of his own tasks, and to
 * the new-task channels of the courthouses he serves and of his bar while his account may receive
 * tasks (active, verified, not banned), and while active to the presence count of any courthouse.
 * Task-taking and excluded categories are not checked here:
 * they change while he is connected, so the app sorts each event out (isMissionCreatedForMe).
 */
async function mayListen(db: Kysely<Database>, userId: number, channel: string): Promise<boolean> {
  if (channel === privateChannelName(realtimeChannels.user(userId))) return true;
  const adliyeId = channelId(channel, realtimeChannels.courthouse);
  if (adliyeId !== null) return mayHearOf(db, { adliyeId }, userId);
  if (channelId(channel, realtimeChannels.courthousePresence) !== null) return isActive(db, userId);
  const baroId = channelId(channel, realtimeChannels.bar);
  if (baroId !== null) return mayHearOf(db, { baroId }, userId);
  const missionId = channelId(channel, realtimeChannels.missionApplicants);
  if (missionId === null) return false;
  const owned = await db
    .selectFrom('missions')
    .select('id')
    .where('id', '=', missionId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  return owned !== undefined;
}

export interface BroadcastingRoutesOptions {
  clientConfig: BroadcastingClientConfig;
  appKey: string;
  secret: () => string;
}

/** Registered under `/api`, like every other call of the contract. */
export async function broadcastingRoutes(
  app: FastifyInstance,
  options: BroadcastingRoutesOptions,
): Promise<void> {
  // pusher-js posts its auth request as a form; JSON is accepted too.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  route(app, api.realtime.auth, async ({ body: { socket_id: socketId, channel_name: channel } }, request) => {
    if (!(await mayListen(app.db, request.user.id, channel))) {
      throw new HttpError(403, broadcastingMessages.forbidden);
    }
    return { auth: channelAuth(options.appKey, options.secret(), socketId, channel) };
  });

  route(app, api.realtime.config, async (_input, _request, reply) => {
    // Changes only with the server's configuration; a short cache spares a call per page load.
    reply.header('cache-control', 'public, max-age=60');
    return options.clientConfig;
  });
}
