// The server side of bench/realtime-fanout.ts, in its own process so that its memory is measured
// alone: the real app on an in-memory database, publishing through app.broadcaster when told; and
// the floor: the same number of plain TCP sockets, each written the same bytes with socket.write.
import net from 'node:net';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
// The server's Fastify decorations (app.broadcaster) live in a declaration file tsc must see here too.
import type {} from '../packages/server/src/types/fastify.d.ts';

export type ServerRequest =
  | { type: 'memory' }
  | { type: 'publish'; rate: number; seconds: number; channel: string }
  | { type: 'floor-listen' }
  | { type: 'floor-write'; count: number; bytes: number; times: number };
export type ServerReply =
  | { type: 'listening'; port: number; key: string }
  | { type: 'memory'; rss: number; heapUsed: number; external: number }
  | { type: 'published'; count: number; publishMs: number[]; frameBytes: number }
  | { type: 'floor-listening'; port: number }
  | { type: 'floor-written'; writeMs: number[] };

const key = 'bench-key';
const database = openDatabase({ sqlitePath: ':memory:' });
await migrateToLatest(database.db);
const app = await buildApp({
  config: {
    staticDir: '/nonexistent',
    seedDemo: false,
    pusherAppKey: key,
    pusherAppSecret: 'bench-secret',
    pusherHost: undefined,
    pusherCluster: undefined,
    // Two or more server processes share events through Redis, as a deployment at scale does.
    redisUrl: process.env.BENCH_REDIS_URL || undefined,
  },
  database,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

const reply = (message: ServerReply) => process.send?.(message);

function memory(): ServerReply {
  // Two collections: the first may only schedule finalisers that the second lets go.
  globalThis.gc?.();
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
}

/**
 * Publishes at a steady rate, scheduled against the start time so a slow tick does not drift, and
 * times each publish: with one process that is the whole fan-out to every local socket.
 */
async function publish(rate: number, seconds: number, channel: string) {
  const total = Math.round(rate * seconds);
  const publishMs: number[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const before = performance.now();
    await app.broadcaster.publish([channel], 'tick', { i, t: performance.timeOrigin + before });
    publishMs.push(performance.now() - before);
  }
  // The size of one tick on the wire, for the floor to write the same number of bytes.
  const sample = JSON.stringify({
    event: 'tick',
    channel,
    data: JSON.stringify({ i: total, t: Date.now() }),
  });
  return { count: total, publishMs, frameBytes: Buffer.byteLength(sample) + 2 };
}

/** Plain TCP sockets from the client processes, for the floor. */
const floorSockets: net.Socket[] = [];
const floorServer = net.createServer((socket) => {
  socket.setNoDelay(true);
  floorSockets.push(socket);
});

/** Writes the same bytes to every floor socket, `times` times 100 ms apart, and times each round. */
async function floorWrite(count: number, bytes: number, times: number): Promise<number[]> {
  while (floorSockets.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
  const frame = Buffer.alloc(bytes, 0x61);
  const writeMs: number[] = [];
  for (let round = 0; round < times; round += 1) {
    const before = performance.now();
    for (const socket of floorSockets) socket.write(frame);
    writeMs.push(performance.now() - before);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const socket of floorSockets) socket.destroy();
  return writeMs;
}

process.on('message', (message: ServerRequest) => {
  if (message.type === 'memory') reply(memory());
  if (message.type === 'publish') {
    void publish(message.rate, message.seconds, message.channel).then((result) =>
      reply({ type: 'published', ...result }),
    );
  }
  if (message.type === 'floor-listen') {
    floorServer.listen({ port: 0, host: '127.0.0.1', backlog: 8192 }, () => {
      const floorAddress = floorServer.address();
      reply({
        type: 'floor-listening',
        port: typeof floorAddress === 'object' && floorAddress ? floorAddress.port : 0,
      });
    });
  }
  if (message.type === 'floor-write') {
    void floorWrite(message.count, message.bytes, message.times).then((writeMs) =>
      reply({ type: 'floor-written', writeMs }),
    );
  }
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
reply({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0, key });
