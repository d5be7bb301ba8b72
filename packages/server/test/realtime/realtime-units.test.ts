import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { WebSocket, WebSocketServer } from 'ws';
import { ChannelHub, type HubConnection, textFrame } from '../../src/realtime/channel-hub.ts';
import { PusherHttpBroadcaster, pusherApiBase } from '../../src/realtime/pusher-http-broadcaster.ts';
import { verifySignedRequest } from '../../src/realtime/signatures.ts';

const quietLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

describe('realtime configuration', () => {
  it('needs no setting: the built-in endpoint with a stored secret, no Redis', () => {
    expect(loadConfig({})).toMatchObject({
      pusherAppId: 'meslektas',
      pusherAppKey: 'meslektas',
      pusherAppSecret: undefined,
      pusherHost: undefined,
      pusherCluster: undefined,
      pusherScheme: 'https',
      redisUrl: undefined,
      redisPrefix: 'meslektas',
      realtimeActivityTimeout: 120,
    });
  });

  it('reads an external server', () => {
    const config = loadConfig({
      PUSHER_APP_ID: '1',
      PUSHER_APP_KEY: 'k',
      PUSHER_APP_SECRET: 's',
      PUSHER_HOST: 'soketi.local',
      PUSHER_PORT: '6001',
      PUSHER_SCHEME: 'http',
    });
    expect(config).toMatchObject({ pusherHost: 'soketi.local', pusherPort: 6001, pusherScheme: 'http' });
  });

  it.each([
    {
      given: 'an external host without credentials',
      env: { PUSHER_HOST: 'soketi.local' },
      text: /PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET/,
    },
    {
      given: 'a cluster without a secret',
      env: { PUSHER_APP_CLUSTER: 'eu', PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'k' },
      text: /PUSHER_APP_SECRET/,
    },
    { given: 'a REDIS_URL that is not redis://', env: { REDIS_URL: 'localhost:6379' }, text: /REDIS_URL/ },
    { given: 'an unknown scheme', env: { PUSHER_SCHEME: 'ws' }, text: /PUSHER_SCHEME/ },
    { given: 'a bad port', env: { PUSHER_PORT: '70000' }, text: /PUSHER_PORT/ },
    {
      given: 'a zero activity timeout',
      env: { REALTIME_ACTIVITY_TIMEOUT: '0' },
      text: /REALTIME_ACTIVITY_TIMEOUT/,
    },
  ])('given $given / stops with a readable message', ({ env, text }) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });
});

describe('the channel hub', () => {
  const connection = (socketId: string) => {
    const received: string[] = [];
    const conn: HubConnection = { socketId, send: (message) => received.push(message.payload.toString()) };
    return { conn, received };
  };

  it('sends one message per subscribed channel and skips the excluded socket', () => {
    const hub = new ChannelHub();
    const a = connection('1.1');
    const b = connection('1.2');
    hub.subscribe(a.conn, 'x');
    hub.subscribe(a.conn, 'y');
    hub.subscribe(b.conn, 'x');
    expect(hub.deliver(['x', 'y', 'x'], 'olay', { n: 1 }, '1.2')).toBe(2);
    expect(a.received.map((m) => JSON.parse(m))).toEqual([
      { event: 'olay', channel: 'x', data: '{"n":1}' },
      { event: 'olay', channel: 'y', data: '{"n":1}' },
    ]);
    expect(b.received).toEqual([]);
  });

  it('hands every subscriber of a channel the same framed buffer', () => {
    const hub = new ChannelHub();
    const frames: Buffer[] = [];
    for (const socketId of ['1.1', '1.2', '1.3']) {
      hub.subscribe({ socketId, send: (message) => frames.push(message.frame) }, 'x');
    }
    hub.deliver(['x'], 'olay', { n: 1 });
    expect(frames).toHaveLength(3);
    expect(frames[1]).toBe(frames[0]);
    expect(frames[2]).toBe(frames[0]);
  });

  it('writes frames a ws client reads back whole, at every length encoding', async () => {
    // 7-bit, 16-bit and 64-bit lengths and their edges, in Turkish letters (two bytes each).
    const sizes = [0, 125, 126, 65_535, 65_536, 200_001];
    const texts = sizes.map((size) => 'ş'.repeat(Math.floor(size / 2)) + 'a'.repeat(size % 2));
    const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
    const server = http.createServer();
    server.on('upgrade', (request, socket, head) =>
      wss.handleUpgrade(request, socket, head, () => {
        for (const text of texts) socket.write(textFrame(Buffer.from(text)));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    const received = await new Promise<string[]>((resolve, reject) => {
      const messages: string[] = [];
      client.on('error', reject);
      client.on('message', (data, isBinary) => {
        expect(isBinary).toBe(false);
        messages.push(data.toString());
        if (messages.length === texts.length) resolve(messages);
      });
    });
    client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received.map((m) => Buffer.byteLength(m))).toEqual(sizes);
    expect(received).toEqual(texts);
  });

  it('forgets a channel when its last subscriber leaves', () => {
    const hub = new ChannelHub();
    const a = connection('1.1');
    hub.subscribe(a.conn, 'x');
    hub.unsubscribe(a.conn, 'x');
    expect(hub.subscriberCount('x')).toBe(0);
    expect(hub.deliver(['x'], 'olay', {})).toBe(0);
  });
});

describe('the Pusher HTTP API publisher', () => {
  const requests: { path: string; query: Record<string, string>; body: string }[] = [];
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const options = (overrides = {}) => ({
    appId: '77',
    key: 'anahtar',
    secret: 'gizli',
    host: '127.0.0.1',
    port,
    scheme: 'http' as const,
    cluster: undefined,
    ...overrides,
  });

  it('signs each request the way Pusher checks it and splits channels into groups of 100', async () => {
    requests.length = 0;
    const channels = Array.from({ length: 150 }, (_, i) => `private-user.${i}`);
    await new PusherHttpBroadcaster(options(), quietLog).publish(channels, 'archive', { missionId: 2 });
    expect(requests.map((r) => (JSON.parse(r.body) as { channels: string[] }).channels.length)).toEqual([
      100, 50,
    ]);
    for (const request of requests) {
      expect(request.path).toBe('/apps/77/events');
      expect(JSON.parse(request.body)).toMatchObject({ name: 'archive', data: '{"missionId":2}' });
      const check = verifySignedRequest({
        key: 'anahtar',
        secret: 'gizli',
        method: 'POST',
        path: request.path,
        query: request.query,
        body: request.body,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      expect(check).toEqual({ ok: true });
    }
  });

  it('does not fail the caller when the server cannot be reached', async () => {
    const closed = new PusherHttpBroadcaster(options({ port: 1 }), quietLog);
    await expect(closed.publish(['a'], 'olay', {})).resolves.toBeUndefined();
  });

  it("builds Pusher's hosted address from the cluster", () => {
    expect(pusherApiBase(options({ host: undefined, port: undefined, scheme: 'https', cluster: 'eu' }))).toBe(
      'https://api-eu.pusher.com',
    );
  });
});
