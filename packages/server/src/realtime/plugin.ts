import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import {
  type BroadcastingClientConfig,
  authEndpointPath,
  broadcastingRoutes,
} from './broadcasting-routes.ts';
import { eventsApi } from './events-api.ts';
import { PusherEndpoint } from './pusher-endpoint.ts';
import { type Realtime, resolveAppSecret } from './realtime.ts';

export interface RealtimePluginOptions {
  realtime: Realtime;
}

/** Where the app's Echo connects: this server (null: the page's own host, port and scheme), or the external one. */
function clientConfigFor(config: Config, external: boolean): BroadcastingClientConfig {
  const base = {
    key: config.pusherAppKey,
    cluster: config.pusherCluster ?? 'mt1',
    authEndpoint: authEndpointPath,
  };
  if (!external) return { ...base, host: null, port: null, forceTLS: null };
  const tls = config.pusherScheme === 'https';
  return {
    ...base,
    host: config.pusherHost ?? `ws-${config.pusherCluster ?? 'mt1'}.pusher.com`,
    port: config.pusherPort ?? (tls ? 443 : 80),
    forceTLS: tls,
  };
}

/** The external server's websocket origin, for the pages' connect-src; null when the app connects here. */
export function externalWebsocketOrigin(config: Config, external: boolean): string | null {
  const client = clientConfigFor(config, external);
  if (client.host === null) return null;
  return `${client.forceTLS ? 'wss' : 'ws'}://${client.host}:${client.port}`;
}

/** How long start-up waits for the Redis subscription before serving without it (it keeps retrying). */
const redisReadyWaitMs = 5000;

/** The Pusher-protocol endpoint (`/app/{key}`), channel auth and the HTTP events API. */
export default async function realtimePlugin(
  app: FastifyInstance,
  options: RealtimePluginOptions,
): Promise<void> {
  const { realtime } = options;
  const config = app.config;
  const secretValue = await resolveAppSecret(app.db, config.pusherAppSecret);
  const secret = () => secretValue;

  const endpoint = new PusherEndpoint({
    appKey: config.pusherAppKey,
    secret,
    activityTimeout: config.realtimeActivityTimeout,
    hub: realtime.hub,
    log: app.log,
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (endpoint.handleUpgrade(request, socket, head)) return;
    // Nothing else on this server speaks websocket; an unanswered upgrade would hang the client.
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
  app.server.on('upgrade', onUpgrade);
  app.metrics.watchWebsockets(() => endpoint.openConnections);

  let waitTimer: NodeJS.Timeout | undefined;
  const waited = await Promise.race([
    realtime.fanout.ready().then(() => true),
    new Promise<false>((resolve) => {
      waitTimer = setTimeout(() => resolve(false), redisReadyWaitMs);
    }),
  ]);
  clearTimeout(waitTimer);
  if (!waited)
    app.log.warn('realtime: redis is not reachable yet; events from other processes will follow once it is');

  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await endpoint.close();
  });
  app.addHook('onClose', async () => {
    await realtime.fanout.close();
  });

  await app.register(broadcastingRoutes, {
    prefix: '/api',
    clientConfig: clientConfigFor(config, realtime.external),
    appKey: config.pusherAppKey,
    secret,
  });
  await app.register(eventsApi, {
    appId: config.pusherAppId,
    appKey: config.pusherAppKey,
    secret,
    fanout: realtime.fanout,
  });
}
