import { type ResponseOf } from '@meslektas/domain';
import { type DeclarationOf, api } from '@meslektas/domain/client';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { callApi } from './api-client.ts';
import { getToken } from './auth-token.ts';

/** GET /api/broadcasting/config; a null host, port or forceTLS means the page's own, so any host works. */
export type BroadcastingConfig = ResponseOf<DeclarationOf<typeof api.realtime.config>>;

interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

/** Echo options for a Pusher-protocol endpoint; pure, so it is tested without a socket. */
export function echoOptions(config: BroadcastingConfig, location: PageLocation, token: string | null) {
  const secure = config.forceTLS ?? location.protocol === 'https:';
  const port = config.port ?? (Number(location.port) || (location.protocol === 'https:' ? 443 : 80));
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return {
    broadcaster: 'pusher' as const,
    key: config.key,
    cluster: config.cluster,
    wsHost: config.host || location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
    authEndpoint: config.authEndpoint,
    auth: { headers },
  };
}

let echo: Promise<Echo<'pusher'>> | null = null;

/** One connection per page, opened on first use after the config call. */
export function getEcho(): Promise<Echo<'pusher'>> {
  echo ??= callApi(api.realtime.config)
    .then((config) => new Echo({ ...echoOptions(config, window.location, getToken()), Pusher }))
    .catch((error: unknown) => {
      echo = null;
      throw error;
    });
  return echo;
}

/** Logout closes the socket, so the next lawyer on this browser is authorised as himself. */
export function disconnectEcho(): void {
  const current = echo;
  echo = null;
  void current?.then((e) => e.disconnect()).catch(() => {});
}
