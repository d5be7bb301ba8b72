// Realtime fan-out benchmark: N plain websocket clients on one channel of the built-in endpoint,
// events published at a steady rate; prints delivery latency and the server's memory per connection.
// With one server process it also prints the floor: the same bytes written with socket.write to as
// many plain TCP sockets from the same client processes, which no websocket server can go below.
// The clients live in processes of their own (up to 5,000 each), so the figures are the server's.
//
//   node --import tsx bench/realtime-fanout.ts [clients=2000] [--rate=10] [--seconds=10] [--servers=1]
//
// --servers=2 (or more) starts that many server processes sharing a Redis server (REDIS_URL,
// default redis://127.0.0.1:6379) and spreads the clients over them; one of them publishes.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientReply, ClientRequest } from './realtime-fanout-client.ts';
import type { ServerReply, ServerRequest } from './realtime-fanout-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

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
const servers = option('servers', 1);
if (!Number.isInteger(servers)) throw new Error('--servers must be a whole number');
const redisUrl = servers > 1 ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;
const channel = 'bench';
const clientsPerProcess = 5000;

/** Sends a request to a child process and resolves with its first reply of the expected type. */
function ask<Reply extends { type: string }>(
  child: ChildProcess,
  request: ServerRequest | ClientRequest,
  expected: Reply['type'],
): Promise<Reply> {
  return new Promise((resolve) => {
    const onMessage = (message: Reply) => {
      if (message.type !== expected) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send(request);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
type Memory = Extract<ServerReply, { type: 'memory' }>;

async function startServer(): Promise<{ process: ChildProcess; url: string }> {
  const child = fork(path.join(here, 'realtime-fanout-server.ts'), [], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_REDIS_URL: redisUrl ?? '' },
  });
  const listening = await new Promise<ServerReply>((resolve) => child.once('message', resolve));
  if (listening.type !== 'listening') throw new Error('the bench server did not start');
  return {
    process: child,
    url: `ws://127.0.0.1:${listening.port}/app/${listening.key}?protocol=7&client=bench&version=1`,
  };
}

async function main(): Promise<void> {
  const started = await Promise.all(Array.from({ length: servers }, startServer));
  const before = await Promise.all(started.map((s) => ask<Memory>(s.process, { type: 'memory' }, 'memory')));

  // Each server gets an equal share of the clients, in client processes of up to 5,000 each.
  const shares: { url: string; count: number }[] = [];
  started.forEach((server, i) => {
    let left = Math.floor(clients / servers) + (i < clients % servers ? 1 : 0);
    while (left > 0) {
      const count = Math.min(clientsPerProcess, left);
      shares.push({ url: server.url, count });
      left -= count;
    }
  });
  const clientProcesses = shares.map(() =>
    fork(path.join(here, 'realtime-fanout-client.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const connectStart = performance.now();
  await Promise.all(
    shares.map((share, i) =>
      ask<ClientReply>(clientProcesses[i]!, { type: 'connect', ...share, channel }, 'connected'),
    ),
  );
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const after = await Promise.all(started.map((s) => ask<Memory>(s.process, { type: 'memory' }, 'memory')));

  const published = await ask<Extract<ServerReply, { type: 'published' }>>(
    started[0]!.process,
    { type: 'publish', rate, seconds, channel },
    'published',
  );
  const expected = published.count * clients;
  const drainUntil = Date.now() + 10_000;
  let reports: Extract<ClientReply, { type: 'report' }>[] = [];
  for (;;) {
    reports = (await Promise.all(
      clientProcesses.map((child) => ask<ClientReply>(child, { type: 'report' }, 'report')),
    )) as typeof reports;
    const received = reports.reduce((n, r) => n + r.received, 0);
    if (received >= expected || Date.now() > drainUntil) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const received = reports.reduce((n, r) => n + r.received, 0);
  const sorted = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);

  console.log(
    `realtime fan-out: ${clients} clients, ${rate} events/s for ${seconds} s on one channel, ` +
      (servers > 1
        ? `${servers} server processes over Redis (${Math.round(clients / servers)} clients each)`
        : 'one server process') +
      `, ${clientProcesses.length} client process${clientProcesses.length > 1 ? 'es' : ''}`,
  );
  console.log(`  connected and subscribed in ${connectSeconds.toFixed(1)} s`);
  console.log(
    `  delivered ${received} of ${expected} messages (${((received / expected) * 100).toFixed(2)} %)`,
  );
  console.log(
    `  latency ms: p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  p99 ${percentile(sorted, 99).toFixed(1)}  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)}`,
  );
  if (servers === 1) {
    const publishMs = published.publishMs.slice().sort((a, b) => a - b);
    console.log(
      `  server time to write one event to every socket, ms: p50 ${percentile(publishMs, 50).toFixed(1)}  p99 ${percentile(publishMs, 99).toFixed(1)}`,
    );
  }
  started.forEach((_, i) => {
    const connections = Math.floor(clients / servers) + (i < clients % servers ? 1 : 0);
    const b = before[i]!;
    const a = after[i]!;
    const heapPer = (a.heapUsed + a.external - b.heapUsed - b.external) / connections;
    console.log(
      `  server${servers > 1 ? ` ${i + 1}` : ''} memory: rss ${mib(b.rss)} -> ${mib(a.rss)}; per connection: rss ${kib((a.rss - b.rss) / connections)}, heap+external ${kib(heapPer)}`,
    );
  });

  if (servers === 1) {
    const server = started[0]!.process;
    await Promise.all(
      clientProcesses.map((child) => ask<ClientReply>(child, { type: 'disconnect' }, 'disconnected')),
    );
    const floor = await ask<Extract<ServerReply, { type: 'floor-listening' }>>(
      server,
      { type: 'floor-listen' },
      'floor-listening',
    );
    await Promise.all(
      shares.map((share, i) =>
        ask<ClientReply>(
          clientProcesses[i]!,
          { type: 'connect-raw', port: floor.port, count: share.count },
          'connected',
        ),
      ),
    );
    const written = await ask<Extract<ServerReply, { type: 'floor-written' }>>(
      server,
      { type: 'floor-write', count: clients, bytes: published.frameBytes, times: 20 },
      'floor-written',
    );
    const writeMs = written.writeMs.slice().sort((a, b) => a - b);
    const p50 = percentile(writeMs, 50);
    const publishP50 = percentile(
      published.publishMs.slice().sort((a, b) => a - b),
      50,
    );
    console.log(
      `  floor: ${published.frameBytes} bytes by socket.write to ${clients} plain TCP sockets, ms: p50 ${p50.toFixed(1)} ` +
        `(${((p50 * 1000) / clients).toFixed(1)} µs a socket); the endpoint's write takes ${(publishP50 / p50).toFixed(2)}× the floor`,
    );
  }

  for (const child of clientProcesses) child.send({ type: 'stop' } satisfies ClientRequest);
  for (const server of started) server.process.disconnect();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
