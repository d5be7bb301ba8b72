import { MAX_ID, privateChannelName, realtimeChannels } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import { channelAuth } from './signatures.ts';

export const broadcastingMessages = {
  forbidden: 'Bu kanalı dinleme yetkiniz yok.',
} as const;

/** What the app needs to open its Echo connection; null means "the page's own". */
export interface BroadcastingClientConfig {
  key: string;
  cluster: string;
  host: string | null;
  port: number | null;
  forceTLS: boolean | null;
  authEndpoint: string;
}

export const authEndpointPath = '/api/broadcasting/auth';

/** The task id of an applicants channel, checked against the domain's naming (no leading zeros). */
function applicantsChannelMission(channel: string): number | null {
  const digits = /(\d{1,15})$/.exec(channel)?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  // Past the id column's range no task can match, and PostgreSQL would refuse the comparison.
  if (id > MAX_ID) return null;
  return channel === privateChannelName(realtimeChannels.missionApplicants(id)) ? id : null;
}

/** A lawyer may listen to his own user channel and to the applicants channel of his own tasks. */
export async function mayListen(db: Kysely<Database>, userId: number, channel: string): Promise<boolean> {
  if (channel === privateChannelName(realtimeChannels.user(userId))) return true;
  const missionId = applicantsChannelMission(channel);
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

  app.post(
    authEndpointPath,
    {
      preHandler: app.authenticate,
      schema: {
        body: {
          type: 'object',
          required: ['socket_id', 'channel_name'],
          properties: {
            socket_id: { type: 'string', pattern: '^\\d+\\.\\d+$', maxLength: 40 },
            channel_name: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        response: {
          200: { type: 'object', required: ['auth'], properties: { auth: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      const { socket_id: socketId, channel_name: channel } = request.body as {
        socket_id: string;
        channel_name: string;
      };
      if (!(await mayListen(app.db, request.user.id, channel))) {
        throw new HttpError(403, broadcastingMessages.forbidden);
      }
      return { auth: channelAuth(options.appKey, options.secret(), socketId, channel) };
    },
  );

  app.get(
    '/api/broadcasting/config',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['key', 'cluster', 'host', 'port', 'forceTLS', 'authEndpoint'],
            properties: {
              key: { type: 'string' },
              cluster: { type: 'string' },
              host: { type: ['string', 'null'] },
              port: { type: ['integer', 'null'] },
              forceTLS: { type: ['boolean', 'null'] },
              authEndpoint: { type: 'string' },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      // Changes only with the server's configuration; a short cache spares a call per page load.
      reply.header('cache-control', 'public, max-age=60');
      return options.clientConfig;
    },
  );
}
