import type { FastifyInstance } from 'fastify';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { WebSocket } from 'ws';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

export const appKey = 'test-key';
export const appSecret = 'test-secret-0123456789';
export const appId = 'test-app';

export interface ListeningApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  port: number;
  close: () => Promise<void>;
}

/**
 * The whole app listening on 127.0.0.1, on a port of the system's choosing. Realtime settings from
 * the environment are cleared so that a REDIS_URL meant for one test does not join the others.
 */
export async function startApp(
  config: Partial<Config> = {},
  database?: DatabaseHandle,
): Promise<ListeningApp> {
  const db = database ?? (await openTestDatabase());
  const app = await buildApp({
    config: {
      staticDir: '/nonexistent',
      seedDemo: false,
      pusherAppId: appId,
      pusherAppKey: appKey,
      pusherAppSecret: appSecret,
      pusherHost: undefined,
      pusherCluster: undefined,
      redisUrl: undefined,
      ...config,
    },
    database: db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the app is not listening');
  return {
    app,
    database: db,
    port: address.port,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** laravel-echo with pusher-js, configured as the web app configures it, against the test server. */
export function connectEcho(port: number, token?: string, key = appKey): Echo<'pusher'> {
  return new Echo({
    broadcaster: 'pusher',
    Pusher,
    key,
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    authEndpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
    auth: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  });
}

export function socketIdOf(echo: Echo<'pusher'>): Promise<string> {
  return waitFor(() => echo.socketId() || undefined, 'socket id');
}

/** Polls until `probe` returns a value, or fails with what was awaited. */
export async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface RawMessage {
  event: string;
  channel?: string;
  data: unknown;
}

/** A plain websocket client that keeps every message, for the protocol details Echo hides. */
export class RawClient {
  readonly messages: RawMessage[] = [];
  closeCode: number | undefined;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => this.messages.push(JSON.parse(raw.toString()) as RawMessage));
    ws.on('close', (code) => {
      this.closeCode = code;
    });
  }

  static async open(
    port: number,
    path = `/app/${appKey}?protocol=7&client=js&version=8.6.0`,
  ): Promise<RawClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    const client = new RawClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  next(event: string, from = 0): Promise<RawMessage> {
    return waitFor(() => this.messages.slice(from).find((m) => m.event === event), `a ${event} message`);
  }

  async socketId(): Promise<string> {
    const established = await this.next('pusher:connection_established');
    return (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
  }

  closed(): Promise<number> {
    return waitFor(() => this.closeCode, 'the socket to close');
  }

  close(): void {
    this.ws.close();
  }
}
