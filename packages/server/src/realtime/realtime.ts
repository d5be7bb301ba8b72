import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Broadcaster } from './broadcaster.ts';
import { ChannelHub } from './channel-hub.ts';
import { type Fanout, LocalFanout, RedisFanout } from './fanout.ts';
import { PusherHttpBroadcaster } from './pusher-http-broadcaster.ts';

/** The realtime parts one app shares: the local subscribers, their fan-out, and the publisher. */
export interface Realtime {
  hub: ChannelHub;
  /** Reaches the built-in endpoint's subscribers (of every process when Redis is configured). */
  fanout: Fanout;
  /** What lifecycle code publishes through: the fan-out, or an external Pusher server. */
  broadcaster: Broadcaster;
  external: boolean;
}

function usesExternalPusher(config: Config): boolean {
  return config.pusherHost !== undefined || config.pusherCluster !== undefined;
}

export function createRealtime(config: Config, log: FastifyBaseLogger): Realtime {
  const hub = new ChannelHub();
  const fanout: Fanout = config.redisUrl
    ? new RedisFanout(config.redisUrl, config.redisPrefix, hub, log)
    : new LocalFanout(hub);
  const external = usesExternalPusher(config);
  const broadcaster =
    external && config.pusherAppSecret
      ? new PusherHttpBroadcaster(
          {
            appId: config.pusherAppId,
            key: config.pusherAppKey,
            secret: config.pusherAppSecret,
            host: config.pusherHost,
            port: config.pusherPort,
            scheme: config.pusherScheme,
            cluster: config.pusherCluster,
          },
          log,
        )
      : fanout;
  return { hub, fanout, broadcaster, external };
}

const secretKey = 'realtime_app_secret';

/**
 * The configured secret, or one generated once and kept in the database: a plain start needs no
 * setting, and every process on the same database signs and checks channel auth alike.
 */
export async function resolveAppSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const existing = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', secretKey)
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_meta')
    .values({ key: secretKey, value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // Read back rather than trust our insert: another process may have won the race.
  const stored = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', secretKey)
    .executeTakeFirstOrThrow();
  return stored.value;
}
