import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { type ChannelHub, type HubConnection, type PreparedMessage, prepareMessage } from './channel-hub.ts';
import { isValidChannelName, pusherLimits, verifyChannelAuth } from './signatures.ts';

/** Close and error codes of the Pusher Channels protocol that this endpoint uses. */
export const pusherCodes = {
  appDoesNotExist: 4001,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

export const endpointMessages = {
  appDoesNotExist: 'Uygulama bulunamadı.',
  noProtocol: 'Protokol sürümü belirtilmedi.',
  invalidVersion: 'Protokol sürümü geçersiz.',
  unsupportedProtocol: 'Bu protokol sürümü desteklenmiyor; 5 ile 7 arası olmalıdır.',
  badJson: 'Mesaj geçerli bir JSON değil.',
  tooLarge: 'Mesaj 10 KB sınırını aşıyor.',
  clientEvents: 'İstemci olayları (client-*) kabul edilmiyor.',
  unknownEvent: 'Bilinmeyen olay.',
  invalidChannel: 'Kanal adı geçersiz.',
  unsupportedChannel: 'Bu kanal türü desteklenmiyor.',
  badAuth: 'Kanal yetkisi geçersiz.',
  tooManyChannels: 'Bir bağlantı en fazla 100 kanala abone olabilir.',
  pongNotReceived: 'Ping yanıtlanmadı.',
  shuttingDown: 'Sunucu yeniden başlıyor.',
  slowConsumer: 'Bağlantı mesajları zamanında okumuyor.',
} as const;

const maxChannelsPerConnection = 100;
/** Hard cut by ws itself (close 1009); messages between 10 KB and this get a pusher:error instead. */
const maxFrameBytes = 65_536;
/** A client this far behind is not reading; dropping it protects the others' memory. */
const maxBufferedBytes = 4 * 1_048_576;

export interface EndpointOptions {
  appKey: string;
  secret: () => string;
  /** Seconds; sent to clients, and the silence after which the server pings them. */
  activityTimeout: number;
  hub: ChannelHub;
  log: FastifyBaseLogger;
}

class Connection implements HubConnection {
  readonly channels = new Set<string>();
  lastSeen = Date.now();
  pingSentAt = 0;

  constructor(
    readonly socketId: string,
    readonly ws: WebSocket,
    /** The upgraded TCP socket under `ws`, which fan-out writes prepared frames to directly. */
    private readonly socket: Duplex,
  ) {}

  /**
   * Writes an already framed event straight to the socket: no per-subscriber header, options or
   * copy. Safe beside ws's own sends because compression is off, so ws never holds frames back.
   */
  send(message: PreparedMessage): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > maxBufferedBytes) {
      this.ws.close(pusherCodes.overCapacity, 'slow consumer');
      return;
    }
    this.socket.write(message.frame);
  }

  sendEvent(event: string, data: unknown, channel?: string): void {
    this.send(
      prepareMessage(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data })),
    );
  }

  sendError(code: number | null, message: string): void {
    this.sendEvent('pusher:error', { code, message });
  }
}

/** Heartbeats are the same bytes for everyone: framed once, not once per connection and beat. */
const pingMessage = prepareMessage(JSON.stringify({ event: 'pusher:ping', data: '{}' }));
const pongMessage = prepareMessage(JSON.stringify({ event: 'pusher:pong', data: '{}' }));

function newSocketId(): string {
  return `${crypto.randomInt(1, 2 ** 31)}.${crypto.randomInt(1, 2 ** 31)}`;
}

/** The Pusher Channels protocol 7 endpoint at `/app/{key}`, on the HTTP server's own port. */
export class PusherEndpoint {
  private readonly wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: maxFrameBytes,
  });
  private readonly connections = new Set<Connection>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: EndpointOptions) {
    const activityMs = options.activityTimeout * 1000;
    this.sweeper = setInterval(() => this.sweep(), Math.min(5000, activityMs / 4));
    this.sweeper.unref();
  }

  /** Websockets open right now (the metrics' gauge). */
  get openConnections(): number {
    return this.connections.size;
  }

  /** Takes an HTTP upgrade if it is for `/app/...`; returns false to let others handle it. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)\/?$/.exec(url.pathname);
    if (!match) return false;
    this.wss.handleUpgrade(request, socket, head, (ws) =>
      this.open(ws, socket, decodeURIComponent(match[1] ?? ''), url),
    );
    return true;
  }

  private open(ws: WebSocket, socket: Duplex, key: string, url: URL): void {
    ws.on('error', (err) => this.options.log.debug({ err }, 'realtime socket error'));
    const refusal = this.refusal(key, url.searchParams.get('protocol'));
    if (refusal) {
      ws.send(
        JSON.stringify({ event: 'pusher:error', data: { code: refusal.code, message: refusal.message } }),
      );
      ws.close(refusal.code, refusal.message.length <= 40 ? refusal.message : undefined);
      return;
    }
    const connection = new Connection(newSocketId(), ws, socket);
    this.connections.add(connection);
    ws.on('message', (raw, isBinary) => this.receive(connection, raw, isBinary));
    ws.on('close', () => this.drop(connection));
    connection.sendEvent(
      'pusher:connection_established',
      JSON.stringify({ socket_id: connection.socketId, activity_timeout: this.options.activityTimeout }),
    );
  }

  private refusal(key: string, protocol: string | null): { code: number; message: string } | null {
    if (key !== this.options.appKey) {
      return { code: pusherCodes.appDoesNotExist, message: endpointMessages.appDoesNotExist };
    }
    if (protocol === null || protocol === '') {
      return { code: pusherCodes.noProtocol, message: endpointMessages.noProtocol };
    }
    if (!/^\d+$/.test(protocol))
      return { code: pusherCodes.invalidVersion, message: endpointMessages.invalidVersion };
    const version = Number(protocol);
    if (version < 5 || version > 7) {
      return { code: pusherCodes.unsupportedProtocol, message: endpointMessages.unsupportedProtocol };
    }
    return null;
  }

  private drop(connection: Connection): void {
    for (const channel of connection.channels) this.options.hub.unsubscribe(connection, channel);
    connection.channels.clear();
    this.connections.delete(connection);
  }

  private receive(connection: Connection, raw: RawData, isBinary: boolean): void {
    connection.lastSeen = Date.now();
    connection.pingSentAt = 0;
    if (isBinary) return connection.sendError(null, endpointMessages.badJson);
    const text = raw.toString();
    if (Buffer.byteLength(text) > pusherLimits.dataBytes) {
      return connection.sendError(pusherCodes.clientEventRejected, endpointMessages.tooLarge);
    }
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return connection.sendError(null, endpointMessages.badJson);
    }
    if (typeof message !== 'object' || message === null || typeof message.event !== 'string') {
      return connection.sendError(null, endpointMessages.badJson);
    }
    const data = typeof message.data === 'string' ? safeParse(message.data) : message.data;
    switch (message.event) {
      case 'pusher:ping':
        return connection.send(pongMessage);
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(connection, data);
      case 'pusher:unsubscribe':
        return this.unsubscribe(connection, data);
      default:
        if (message.event.startsWith('client-')) {
          return connection.sendError(pusherCodes.clientEventRejected, endpointMessages.clientEvents);
        }
        return connection.sendError(null, endpointMessages.unknownEvent);
    }
  }

  private subscribe(connection: Connection, data: unknown): void {
    const { channel, auth } = (data ?? {}) as { channel?: unknown; auth?: unknown };
    if (typeof channel !== 'string' || !isValidChannelName(channel)) {
      return connection.sendError(null, endpointMessages.invalidChannel);
    }
    const fail = (error: string, status: number) =>
      connection.sendEvent('pusher:subscription_error', { type: 'AuthError', error, status }, channel);
    if (channel.startsWith('presence-') || channel.startsWith('private-encrypted-')) {
      return fail(endpointMessages.unsupportedChannel, 400);
    }
    if (
      channel.startsWith('private-') &&
      !verifyChannelAuth(this.options.appKey, this.options.secret(), connection.socketId, channel, auth)
    ) {
      // Echo listens for the channel's subscription_error; 4009 is the protocol's own word for it.
      connection.sendError(pusherCodes.unauthorized, endpointMessages.badAuth);
      return fail(endpointMessages.badAuth, 401);
    }
    if (!connection.channels.has(channel)) {
      if (connection.channels.size >= maxChannelsPerConnection) {
        return fail(endpointMessages.tooManyChannels, 400);
      }
      connection.channels.add(channel);
      this.options.hub.subscribe(connection, channel);
    }
    connection.sendEvent('pusher_internal:subscription_succeeded', '{}', channel);
  }

  private unsubscribe(connection: Connection, data: unknown): void {
    const { channel } = (data ?? {}) as { channel?: unknown };
    if (typeof channel !== 'string' || !connection.channels.delete(channel)) return;
    this.options.hub.unsubscribe(connection, channel);
  }

  /** Pings clients that went quiet, and closes those that did not answer the ping in time. */
  private sweep(): void {
    const now = Date.now();
    const activityMs = this.options.activityTimeout * 1000;
    const pongWaitMs = Math.min(30_000, activityMs);
    for (const connection of this.connections) {
      if (connection.pingSentAt > 0) {
        if (now - connection.pingSentAt > pongWaitMs) {
          connection.ws.close(pusherCodes.pongNotReceived, 'pong reply not received');
          this.drop(connection);
        }
      } else if (now - connection.lastSeen > activityMs) {
        connection.pingSentAt = now;
        connection.send(pingMessage);
      }
    }
  }

  /** Closes every connection with 4200 so clients reconnect at once (to this server restarted, or another). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const sockets = [...this.connections].map((connection) => connection.ws);
    const closed = sockets.map(
      (ws) =>
        new Promise<void>((resolve) =>
          ws.readyState === WebSocket.CLOSED ? resolve() : ws.once('close', () => resolve()),
        ),
    );
    for (const ws of sockets) ws.close(pusherCodes.reconnectNow, 'server shutting down');
    // A client that does not answer the close handshake must not hold the shutdown up.
    const grace = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([Promise.all(closed), grace]);
    for (const ws of sockets) ws.terminate();
    for (const connection of [...this.connections]) this.drop(connection);
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
