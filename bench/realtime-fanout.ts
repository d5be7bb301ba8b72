// Realtime fan-out benchmark: N plain websocket clients on one channel of the built-in endpoint,
// events published at a steady rate; prints delivery latency and the server's memory per connection.
//
//   node --import tsx bench/realtime-fanout.ts [clients=2000] [--rate=10] [--seconds=10]
import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerReply, ServerRequest } from './realtime-fanout-server.ts';

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

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
const positional = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const clients = positional === undefined ? 2000 : Number(positional);
if (!Number.isInteger(clients) || clients <= 0)
  throw new Error('the client count must be a positive whole number');
const rate = option('rate', 10);
const seconds = option('seconds', 10);
const channel = 'bench';

function ask(
  server: ChildProcess,
  request: ServerRequest,
  expected: ServerReply['type'],
): Promise<ServerReply> {
  return new Promise((resolve) => {
    const onMessage = (message: ServerReply) => {
      if (message.type !== expected) return;
      server.off('message', onMessage);
      resolve(message);
    };
    server.on('message', onMessage);
    server.send(request);
  });
}

const latencies: number[] = [];
let received = 0;

function connect(url: string): Promise<Socket> {
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
        received += 1;
      }
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const server = fork(path.join(here, 'realtime-fanout-server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listening = await new Promise<ServerReply>((resolve) => server.once('message', resolve));
  if (listening.type !== 'listening') throw new Error('the bench server did not start');
  const url = `ws://127.0.0.1:${listening.port}/app/${listening.key}?protocol=7&client=bench&version=1`;

  const before = (await ask(server, { type: 'memory' }, 'memory')) as Extract<
    ServerReply,
    { type: 'memory' }
  >;
  const sockets: Socket[] = [];
  const connectStart = performance.now();
  // In batches: thousands of simultaneous handshakes would measure the accept queue, not fan-out.
  for (let start = 0; start < clients; start += 100) {
    const batch = Math.min(100, clients - start);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, () => connect(url)))));
  }
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const after = (await ask(server, { type: 'memory' }, 'memory')) as Extract<ServerReply, { type: 'memory' }>;

  const published = (await ask(server, { type: 'publish', rate, seconds, channel }, 'published')) as Extract<
    ServerReply,
    { type: 'published' }
  >;
  const expected = published.count * clients;
  const drainUntil = Date.now() + 10_000;
  while (received < expected && Date.now() < drainUntil)
    await new Promise((resolve) => setTimeout(resolve, 50));

  const sorted = latencies.slice().sort((a, b) => a - b);
  const heapPer = (after.heapUsed + after.external - before.heapUsed - before.external) / clients;
  console.log(`realtime fan-out: ${clients} clients, ${rate} events/s for ${seconds} s on one channel`);
  console.log(`  connected and subscribed in ${connectSeconds.toFixed(1)} s`);
  console.log(
    `  delivered ${received} of ${expected} messages (${((received / expected) * 100).toFixed(2)} %)`,
  );
  console.log(
    `  latency ms: p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  p99 ${percentile(sorted, 99).toFixed(1)}  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)}`,
  );
  console.log(
    `  server memory: rss ${mib(before.rss)} -> ${mib(after.rss)}; per connection: rss ${kib((after.rss - before.rss) / clients)}, heap+external ${kib(heapPer)}`,
  );

  for (const ws of sockets) ws.terminate();
  server.disconnect();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
