// Requests per second through haproxy (deploy/haproxy.cfg) with one, two and three server
// processes on PostgreSQL (and Redis when REDIS_URL is set): a signed-in lawyer's task detail
// (`POST mission/getDetail`: token check and a read) and the readiness probe, sent by
// --connections at once for --seconds each, after a warm-up. Every process, the proxy, the
// database and this load generator share the machine, so the figures show what the proxy and
// more processes cost and give on it, not what three machines would do.
//
//   TEST_DATABASE_URL=postgres://… [REDIS_URL=redis://…] node --import tsx bench/cluster-throughput.ts \
//     [--seconds=10] [--connections=32] [--port=3350]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { insertMission } from '../packages/server/test/helpers/missions.ts';
import { DEFAULT_PASSWORD, createUser } from '../packages/server/test/helpers/users.ts';
import { Client } from '../tests/cluster/client.ts';
import { Cluster, haproxyInstalled } from '../tests/cluster/cluster.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    port: { type: 'string', default: '3350' },
  },
});
const [SECONDS, CONNECTIONS, PORT] = [args.seconds, args.connections, args.port].map((value) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`not a positive whole number: ${value}`);
  return number;
}) as [number, number, number];

interface Run {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

async function drive(client: Client, send: (c: Client) => Promise<number>, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const status = await send(client);
        if (status !== 200) errors += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl || !haproxyInstalled()) {
    console.error('Needs DATABASE_URL (or TEST_DATABASE_URL) and haproxy (apt-get install haproxy).');
    process.exit(1);
  }
  const cluster = await Cluster.create({
    basePort: PORT,
    processes: 3,
    adminDatabaseUrl: databaseUrl,
    redisUrl: process.env.REDIS_URL,
  });
  try {
    const seeder = { db: cluster.database.db, now: () => new Date() } as Parameters<typeof createUser>[0];
    const owner = await createUser(seeder);
    const missionId = await insertMission(seeder as Parameters<typeof insertMission>[0], owner);
    await cluster.startServers();
    await cluster.startProxy();
    const client = new Client(PORT, '127.0.0.2');
    const login = await client.post('auth/login', { telephone: owner.telephone, password: DEFAULT_PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in through the proxy failed: ${login.status}`);
    const headers = { authorization: `Bearer ${login.body.token as string}` };
    const scenarios: [string, (c: Client) => Promise<number>][] = [
      [
        'POST mission/getDetail',
        async (c) => (await c.post('mission/getDetail', { mission_id: missionId }, headers)).status,
      ],
      ['GET /api/ready', async (c) => (await c.request('GET', '/api/ready')).status],
    ];
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s a run, PostgreSQL${process.env.REDIS_URL ? ' and Redis' : ''}, ` +
        `haproxy balancing leastconn; everything on one machine of ${os.cpus().length} cores.`,
    );
    console.log('');
    console.log('scenario                  processes    req/s    p50 ms   p99 ms   errors');
    for (const [label, send] of scenarios) {
      for (let n = 1; n <= cluster.servers.length; n += 1) {
        await cluster.startProxy(cluster.servers.slice(0, n));
        await drive(client, send, 2);
        const run = await drive(client, send, SECONDS);
        const sorted = run.latencies.sort((a, b) => a - b);
        console.log(
          `${label.padEnd(26)}${String(n).padStart(9)}${(run.requests / run.seconds).toFixed(0).padStart(9)}` +
            `${percentile(sorted, 50).toFixed(1).padStart(10)}${percentile(sorted, 99).toFixed(1).padStart(9)}` +
            `${String(run.errors).padStart(9)}`,
        );
      }
    }
    client.close();
  } finally {
    await cluster.stop();
  }
}

await main();
