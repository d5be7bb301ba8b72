// A share of the clients of bench/realtime-fanout.ts, in a process of its own: one process reading
// 10,000 sockets would measure its own event loop rather than the server's fan-out.
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of the ws client this script uses; ws is a dependency of the server package only. */
interface Socket {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
  send(data: string): void;
  terminate(): void;
}
const here = path.dirname(fileURLToPath(import.meta.url));
const requireFromServer = createRequire(path.join(here, '../packages/server/package.json'));
const { WebSocket } = requireFromServer('ws') as { WebSocket: new (url: string) => Socket };

export type ClientRequest =
  | { type: 'connect'; url: string; count: number; channel: string }
  | { type: 'report' }
  | { type: 'disconnect' }
  | { type: 'connect-raw'; port: number; count: number }
  | { type: 'stop' };
export type ClientReply =
  | { type: 'connected' }
  | { type: 'report'; received: number; latencies: number[] }
  | { type: 'disconnected' };

const sockets: Socket[] = [];
const latencies: number[] = [];

function connect(url: string, channel: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { event: string; data: string };
      if (message.event === 'pusher:connection_established') {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        resolve(ws);
      } else if (message.event === 'tick') {
        const { t } = JSON.parse(message.data) as { t: number };
        latencies.push(performance.timeOrigin + performance.now() - t);
      }
    });
  });
}

const reply = (message: ClientReply) => process.send?.(message);

process.on('message', (message: ClientRequest) => {
  if (message.type === 'connect') {
    void (async () => {
      // In batches: thousands of simultaneous handshakes would measure the accept queue, not fan-out.
      for (let start = 0; start < message.count; start += 100) {
        const batch = Math.min(100, message.count - start);
        sockets.push(
          ...(await Promise.all(Array.from({ length: batch }, () => connect(message.url, message.channel)))),
        );
      }
      reply({ type: 'connected' });
    })();
  }
  if (message.type === 'report') reply({ type: 'report', received: latencies.length, latencies });
  if (message.type === 'disconnect') {
    for (const ws of sockets.splice(0)) ws.terminate();
    reply({ type: 'disconnected' });
  }
  if (message.type === 'connect-raw') {
    void (async () => {
      // Plain TCP sockets for the floor: read and dropped, in batches as the websockets were.
      for (let start = 0; start < message.count; start += 100) {
        const batch = Math.min(100, message.count - start);
        await Promise.all(
          Array.from(
            { length: batch },
            () =>
              new Promise<void>((resolve, reject) => {
                const socket = net.connect(message.port, '127.0.0.1', () => resolve());
                socket.on('error', reject);
                socket.on('data', () => undefined);
              }),
          ),
        );
      }
      reply({ type: 'connected' });
    })();
  }
  if (message.type === 'stop') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
