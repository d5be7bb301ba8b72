// Task lifecycle benchmark: 100,000 tasks and 20,000 lawyers in a temporary SQLite file, then
// requests per second and p99 latency of the pending list, task detail and create, next to a bare
// Fastify route measured in the same run (all through `inject`, one request at a time, each body read
// as bytes and not decoded, as a client over a socket would). Each read is also measured at its
// floor: the same rows fetched by the server's own SQL as one prepared statement and serialised
// with JSON.stringify, no framework, in rounds alternating with the read's (before create adds
// tasks); the report prints the share of the floor each route reaches. `--tasks` takes several
// sizes (10000,100000,1000000) and ends with how the pending list's p50 changes between the
// smallest and the largest. With DATABASE_URL set it runs on PostgreSQL instead (in a schema of its
// own, dropped at the end) and prints the same table.
// Each read is also given as a share of the bare route: the floor of detail is a primary-key read
// no HTTP framework comes near, the bare route is what the framework itself costs.
// A bare route answering the list's own bytes shows what sending them costs by themselves (Fastify's
// send and `inject`'s copy of the body), none of it the list's work.
// `--socket` measures the reads and the bare route once more over a real socket (the app listening
// on an ephemeral port, one keep-alive connection, plain `http.request`), without `inject`'s copy
// of the body; `--reads` leaves create out (a shorter run for comparing two versions of a read).
//
//   pnpm exec node --import tsx bench/server-lifecycle.ts [--tasks=100000] [--lawyers=20000] [--requests=1000]
//     [--receivers=2000] [--present=100] [--socket] [--reads]
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { istanbulDay } from '../packages/domain/src/index.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import type { NewMission, NewUser } from '../packages/server/src/db/schema.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../packages/server/src/seed/ids.ts';
import { loadReferenceData } from '../packages/server/src/seed/reference.ts';
import { pendingQueries } from '../packages/server/src/services/missions/pending.ts';
import { missionQuery } from '../packages/server/src/services/missions/queries.ts';
import { issueToken } from '../packages/server/src/services/tokens.ts';
import { dropSchema, openNewSchema } from './support.ts';

interface InjectResult {
  statusCode: number;
  body: string;
}
interface InjectTarget {
  inject(options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }): Promise<InjectResult>;
}
/** What `inject` answers when asked for the body as a stream (light-my-request's `payloadAsStream`). */
interface StreamingTarget {
  inject(
    options: Parameters<InjectTarget['inject']>[0] & { payloadAsStream: true },
  ): Promise<{ statusCode: number; stream(): AsyncIterable<Buffer> }>;
}

interface BareApp extends StreamingTarget {
  get(
    path: string,
    handler: (request: unknown, reply: { type(t: string): unknown }) => Promise<unknown>,
  ): void;
  ready(): Promise<unknown>;
  listen(options: { host: string; port: number }): Promise<unknown>;
  server: http.Server;
  close(): Promise<unknown>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const requireFromServer = createRequire(path.join(here, '../packages/server/package.json'));
const Fastify = requireFromServer('fastify') as (options?: object) => BareApp;
const SQLite = requireFromServer('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean },
) => {
  prepare(text: string): {
    all(...params: readonly unknown[]): unknown[];
    get(...params: readonly unknown[]): unknown;
  };
  close(): void;
};
interface PgClient {
  connect(): Promise<void>;
  query(
    q: string | { name?: string; text: string; values?: readonly unknown[] },
  ): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}
const pg = requireFromServer('pg') as { Client: new (options: { connectionString: string }) => PgClient };
const DATABASE_URL = process.env.DATABASE_URL;

/** Runs a read as its floor: one prepared statement, its rows as the driver gives them. */
interface FloorReader {
  prepare(compiled: {
    sql: string;
    parameters: readonly unknown[];
  }): (parameters: readonly unknown[]) => Promise<unknown[]>;
  plan(compiled: { sql: string; parameters: readonly unknown[] }): Promise<string>;
  close(): Promise<void>;
}

function sqliteFloor(file: string): FloorReader {
  const inspector = new SQLite(file, { readonly: true });
  return {
    prepare: ({ sql: text }) => {
      const statement = inspector.prepare(text);
      return async (parameters) => statement.all(...parameters);
    },
    plan: async ({ sql: text, parameters }) =>
      (inspector.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...parameters) as { detail: string }[])
        .map((r) => r.detail)
        .join('; '),
    close: async () => inspector.close(),
  };
}

async function postgresFloor(url: string, schema: string): Promise<FloorReader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SET search_path TO ${schema}`);
  let named = 0;
  return {
    prepare: ({ sql: text }) => {
      // A named query is parsed and planned once per connection, then only executed.
      const name = `floor_${(named += 1)}`;
      return async (parameters) => (await client.query({ name, text, values: parameters })).rows;
    },
    plan: async ({ sql: text, parameters }) =>
      (await client.query({ text: `EXPLAIN ${text}`, values: parameters })).rows
        .map((r) => (r as { 'QUERY PLAN': string })['QUERY PLAN'].trim())
        .join('; '),
    close: () => client.end(),
  };
}

// kysely is a dependency of the server package only; raw statements are all this script needs from it.
const { sql } = requireFromServer('kysely') as {
  sql: { raw: <R>(text: string) => { execute: (db: unknown) => Promise<{ rows: R[] }> } };
};

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}
function sizes(name: string, fallback: number): number[] {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const values = raw === undefined ? [fallback] : raw.split(',').map(Number);
  if (values.some((v) => !Number.isInteger(v) || v <= 0))
    throw new Error(`--${name} must be positive whole numbers, comma-separated`);
  return values;
}
const TASK_SIZES = sizes('tasks', 100_000);
const LAWYERS = option('lawyers', 20_000);
const REQUESTS = option('requests', 1000);
/** Lawyers serving Çağlayan, the courthouse tasks are created at; by default one lawyer in ten. */
const RECEIVERS = process.argv.some((arg) => arg.startsWith('--receivers='))
  ? option('receivers', 2_000)
  : null;
/**
 * Lawyers present ("Adliyedeyim") at Çağlayan, the viewer among them: a new task there goes to them
 * first (its first wave) and to the rest of its audience when it opens to all.
 */
const PRESENT = option('present', 100);
const SOCKET = process.argv.includes('--socket');
const READS_ONLY = process.argv.includes('--reads');
const CHUNK = 500;
const DAY = 24 * 3600 * 1000;

// A fixed seed keeps runs comparable.
let seed = 42;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;

interface Figures {
  name: string;
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  /**
   * CPU time of the whole process (every thread, the client's side included) per request: on a
   * shared machine the steadier figure for comparing two versions, since waiting for a core is not in it.
   */
  cpu: number;
}

/** Runs `count` requests one after another (after 20 to warm up) and returns their figures. */
async function measure(
  name: string,
  count: number,
  run: (i: number) => Promise<void> | void,
  /** Untimed work before each request (waiting for the background to settle). */
  before?: () => Promise<void>,
): Promise<Figures> {
  for (let i = 0; i < 20; i += 1) await run(i);
  const times: number[] = [];
  let untimed = 0n;
  const t0 = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < count; i += 1) {
    if (before) {
      const b = process.hrtime.bigint();
      await before();
      untimed += process.hrtime.bigint() - b;
    }
    const a = process.hrtime.bigint();
    await run(i);
    times.push(Number(process.hrtime.bigint() - a) / 1e6);
  }
  const used = process.cpuUsage(cpu0);
  return figuresOf(name, times, process.hrtime.bigint() - t0 - untimed, used.user + used.system);
}

/** The figures of requests timed one by one (ms), over `ns` in all, using `cpuMicros` of CPU. */
function figuresOf(name: string, times: number[], ns: bigint, cpuMicros: number): Figures {
  const count = times.length;
  times.sort((x, y) => x - y);
  const at = (q: number) => times[Math.min(count - 1, Math.floor(q * count))] ?? 0;
  return {
    name,
    count,
    perSecond: count / (Number(ns) / 1e9),
    p50: at(0.5),
    p99: at(0.99),
    cpu: cpuMicros / 1000 / count,
  };
}

interface Scenario {
  name: string;
  run: (i: number) => Promise<void> | void;
}

/**
 * Runs each scenario `count` times (after 20 to warm up) in alternating rounds, so that the load of
 * a shared machine at any moment falls on all of them alike and their shares stay comparable.
 */
async function measureSideBySide(
  scenarios: [Scenario, Scenario],
  count: number,
  rounds = 10,
): Promise<[Figures, Figures]> {
  for (const scenario of scenarios) for (let i = 0; i < 20; i += 1) await scenario.run(i);
  const tallies = scenarios.map(() => ({ times: [] as number[], ns: 0n, cpu: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    const from = Math.floor((round * count) / rounds);
    const to = Math.floor(((round + 1) * count) / rounds);
    for (const [k, scenario] of scenarios.entries()) {
      const tally = tallies[k]!;
      const t0 = process.hrtime.bigint();
      const cpu0 = process.cpuUsage();
      for (let i = from; i < to; i += 1) {
        const a = process.hrtime.bigint();
        await scenario.run(i);
        tally.times.push(Number(process.hrtime.bigint() - a) / 1e6);
      }
      tally.ns += process.hrtime.bigint() - t0;
      const used = process.cpuUsage(cpu0);
      tally.cpu += used.user + used.system;
    }
  }
  const [a, b] = scenarios.map((scenario, k) =>
    figuresOf(scenario.name, tallies[k]!.times, tallies[k]!.ns, tallies[k]!.cpu),
  );
  return [a!, b!];
}

const shareOf = (f: Figures, of: Figures | undefined) =>
  of ? `${((100 * f.perSecond) / of.perSecond).toFixed(0)} % of ${of.perSecond.toFixed(0)}` : '';

function row(f: Figures, floor?: Figures, bare?: Figures): string {
  return `${f.name.padEnd(42)} ${String(f.count).padStart(8)} ${f.perSecond.toFixed(0).padStart(7)} ${f.p50.toFixed(2).padStart(8)} ${f.p99.toFixed(2).padStart(8)} ${f.cpu.toFixed(2).padStart(8)}   ${shareOf(f, floor).padEnd(18)} ${shareOf(f, bare)}`.trimEnd();
}

/**
 * One GET or POST over a keep-alive connection; the status is what `inject` would have answered.
 */
function requestOver(agent: http.Agent, port: number) {
  return (options: Parameters<InjectTarget['inject']>[0]): Promise<InjectResult> =>
    new Promise((resolve, reject) => {
      const payload = options.payload === undefined ? undefined : JSON.stringify(options.payload);
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: options.method,
          path: options.url,
          headers: {
            ...options.headers,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          // The body is read to its end but decoded only for a refusal: decoding is the client's
          // work (slow for a two-byte string on Node 20), not the server's.
          const chunks: Buffer[] = [];
          const ok = res.statusCode === 200;
          res.on('data', (chunk: Buffer) => {
            if (!ok) chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** Listens on an ephemeral port of the loopback; the target sends over one keep-alive connection. */
async function overSocket(app: { listen: BareApp['listen']; server: http.Server }) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    target: { inject: requestOver(agent, port) } satisfies InjectTarget,
    close: () => agent.destroy(),
  };
}

/**
 * `inject` with the body read as bytes to its end and decoded only for a refusal, as over a socket:
 * by default `inject` also decodes every body into a string, the client's work (about half a
 * millisecond for the pending list's 127 kB on a quiet machine), not the server's.
 */
function bytesOnly(target: StreamingTarget): InjectTarget {
  return {
    async inject(options) {
      const res = await target.inject({ ...options, payloadAsStream: true });
      const chunks: Buffer[] = [];
      for await (const chunk of res.stream()) if (res.statusCode !== 200) chunks.push(chunk);
      return { statusCode: res.statusCode, body: Buffer.concat(chunks).toString('utf8') };
    },
  };
}

async function main(): Promise<void> {
  const pendingP50: [number, number][] = [];
  for (const tasks of TASK_SIZES) pendingP50.push([tasks, await run(tasks)]);
  if (pendingP50.length > 1) {
    const [first] = pendingP50;
    const last = pendingP50[pendingP50.length - 1]!;
    console.log('');
    console.log(
      `pending list p50 by size: ${pendingP50.map(([n, p]) => `${n.toLocaleString('en')}: ${p.toFixed(2)} ms`).join(', ')}; ` +
        `${(last[1] / first![1]).toFixed(2)}x from the smallest to the largest`,
    );
  }
}

/** One full run at one number of tasks; returns the pending list's p50. */
async function run(TASKS: number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-bench-'));
  const file = path.join(dir, 'bench.db');
  const schema = `bench_${process.pid}_${TASKS}`;
  const database = DATABASE_URL
    ? await openNewSchema(DATABASE_URL, schema)
    : openDatabase({ sqlitePath: file });
  const { db } = database;
  const now = new Date();
  const started = Date.now();
  await migrateToLatest(db);
  await loadReferenceData(db, now);

  const courthouses = await db.selectFrom('courthouses').select(['id', 'baro_id']).execute();
  const baroOf = new Map(courthouses.map((c) => [c.id, c.baro_id]));
  // One lawyer in ten serves Çağlayan, the busiest courthouse (or the first --receivers lawyers);
  // the rest spread over the country.
  const atCaglayan = (i: number) => (RECEIVERS === null ? i % 10 === 0 : i < RECEIVERS);
  const homeOf = (i: number) =>
    atCaglayan(i) ? CAGLAYAN_ADLIYESI_ID : (courthouses[i % courthouses.length]?.id ?? CAGLAYAN_ADLIYESI_ID);

  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < LAWYERS; from += CHUNK) {
      const rows: NewUser[] = [];
      for (let i = from; i < Math.min(from + CHUNK, LAWYERS); i += 1) {
        rows.push({
          name: `Av. Bench ${i}`,
          telephone: `05${String(400_000_000 + i)}`,
          password_hash: 'not-a-real-hash',
          baro_id: baroOf.get(homeOf(i)) ?? ISTANBUL_BAROSU_ID,
          sms_verified_at: iso,
          email_verified_at: iso,
          status: 'active',
          created_at: iso,
          updated_at: iso,
        });
      }
      await trx.insertInto('users').values(rows).execute();
    }
  });
  const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < userIds.length; from += CHUNK) {
      const rows = userIds
        .slice(from, from + CHUNK)
        .map((user_id, k) => ({ user_id, adliye_id: homeOf(from + k) }));
      await trx.insertInto('user_courthouses').values(rows).execute();
    }
  });
  const lawyersAt = new Map<number, number[]>();
  userIds.forEach((id, i) => {
    const list = lawyersAt.get(homeOf(i)) ?? [];
    list.push(id);
    lawyersAt.set(homeOf(i), list);
  });

  const presentIds = (lawyersAt.get(CAGLAYAN_ADLIYESI_ID) ?? []).slice(0, PRESENT);
  for (let from = 0; from < presentIds.length; from += CHUNK) {
    await db
      .insertInto('presences')
      .values(
        presentIds.slice(from, from + CHUNK).map((user_id) => ({
          user_id,
          adliye_id: CAGLAYAN_ADLIYESI_ID,
          started_at: iso,
          expires_at: new Date(now.getTime() + 8 * 3600_000).toISOString(),
        })),
      )
      .execute();
  }

  // Mostly history (completed, cancelled, assigned, expired), a few hundred open right now, some urgent;
  // a third of the open ones still in their first wave or past it.
  const fresh = Math.min(300, TASKS);
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < TASKS; from += CHUNK) {
      const rows: NewMission[] = [];
      for (let i = from; i < Math.min(from + CHUNK, TASKS); i += 1) {
        const isFresh = i >= TASKS - fresh;
        const adliye = isFresh ? CAGLAYAN_ADLIYESI_ID : homeOf(Math.floor(random() * LAWYERS));
        const local = lawyersAt.get(adliye) ?? userIds;
        const roll = random();
        const status = isFresh ? 0 : roll < 0.7 ? 2 : roll < 0.85 ? 4 : roll < 0.95 ? 1 : 0;
        const created = isFresh
          ? now.getTime() - random() * 14 * 60_000
          : now.getTime() - (1 + random() * 180) * DAY;
        rows.push({
          owner_id: pick(local),
          user_id: status === 1 || status === 2 ? pick(local) : null,
          baro_id: baroOf.get(adliye) ?? ISTANBUL_BAROSU_ID,
          adliye_id: adliye,
          category_id: 2,
          price: 75_000,
          plan_date: istanbulDay(new Date(created)),
          detail: 'Dosya incelemesi ve fotokopi.',
          fast: isFresh && i % 20 === 0 ? 1 : 0,
          status,
          created_at: new Date(created).toISOString(),
          window_started_at: new Date(created).toISOString(),
          opens_to_all_at: isFresh && i % 3 === 0 ? new Date(created + 3 * 60_000).toISOString() : null,
          assigned_at: status === 1 || status === 2 ? new Date(created + 20 * 60_000).toISOString() : null,
        });
      }
      await trx.insertInto('missions').values(rows).execute();
    }
  });
  await sql.raw('ANALYZE').execute(db);
  const loadSeconds = (Date.now() - started) / 1000;

  const app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false },
    database,
    broadcaster: { publish: async () => {} },
    logger: false,
  });
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));

  const viewer = lawyersAt.get(CAGLAYAN_ADLIYESI_ID)?.[0] ?? userIds[0] ?? 1;
  const auth = { authorization: `Bearer ${await issueToken(db, viewer, now)}` };
  const owned = await db
    .selectFrom('missions')
    .select(['id', 'owner_id'])
    .where('user_id', 'is not', null)
    .orderBy('id')
    .limit(50)
    .execute();
  const ownerTokens = new Map<number, string>();
  for (const m of owned) {
    if (!ownerTokens.has(m.owner_id))
      ownerTokens.set(m.owner_id, `Bearer ${await issueToken(db, m.owner_id, now)}`);
  }
  const today = istanbulDay(now);
  const createBody = {
    out_adliye: 0,
    baro_id: ISTANBUL_BAROSU_ID,
    adliye_id: CAGLAYAN_ADLIYESI_ID,
    category_id: 2,
    mission_price: 750,
    plan_date: today,
    other_detail: 'Dosyanın incelenerek son durumun ve ara kararın fotoğraflanması rica olunur.',
    fast_mission: 0,
  };

  const pendingAnswer = await app.inject({ method: 'GET', url: '/api/global/pending', headers: auth });
  const pendingCount = JSON.parse(pendingAnswer.body).data.data.length as number;
  // What answering the list's bytes costs by itself (Fastify's send and `inject`'s copy of the body,
  // none of it the list's own work): a bare route answering the same bytes.
  const pendingBytes = Buffer.from(pendingAnswer.body);
  bare.get('/bare-list', async (_request: unknown, reply: { type(t: string): unknown }) => {
    reply.type('application/json');
    return pendingBytes;
  });
  await bare.ready();
  const appBytes = bytesOnly(app);
  const bareBytes = bytesOnly(bare);
  const audience = lawyersAt.get(CAGLAYAN_ADLIYESI_ID)?.length ?? 0;

  type Request = Parameters<InjectTarget['inject']>[0];
  const bareRequest = (): Request => ({ method: 'GET', url: '/bare' });
  const pendingRequest = (): Request => ({ method: 'GET', url: '/api/global/pending', headers: auth });
  const detailRequest = (i: number): Request => {
    const m = owned[i % owned.length] ?? { id: 1, owner_id: viewer };
    return {
      method: 'POST',
      url: '/api/mission/getDetail',
      headers: { authorization: ownerTokens.get(m.owner_id) ?? '' },
      payload: { mission_id: m.id },
    };
  };
  const createRequest = (): Request => ({
    method: 'POST',
    url: '/api/mission/create',
    headers: auth,
    payload: createBody,
  });
  /** One request through `target`; anything but 200 stops the run. */
  const requesting =
    (name: string, target: InjectTarget, next: (i: number) => Request) =>
    async (i: number): Promise<void> => {
      const res = await target.inject(next(i));
      if (res.statusCode !== 200)
        throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
  /** Requests one after another through `target`. */
  const measureRequests = (
    name: string,
    target: InjectTarget,
    count: number,
    next: (i: number) => Request,
    before?: () => Promise<void>,
  ) => measure(name, count, requesting(name, target, next), before);

  console.log(
    `Loaded ${TASKS.toLocaleString('en')} tasks and ${LAWYERS.toLocaleString('en')} lawyers in ${loadSeconds.toFixed(1)} s (${dir})`,
  );
  const bareFigures = await measureRequests('bare Fastify route', bareBytes, REQUESTS * 2, bareRequest);
  const bareListFigures = await measureRequests(
    `  the same, answering the list's ${(pendingBytes.length / 1000).toFixed(0)} kB`,
    bareBytes,
    REQUESTS,
    () => ({ method: 'GET', url: '/bare-list' }),
  );
  // The floors: the server's own statements, prepared once, rows straight to JSON.stringify. Each is
  // measured beside its read, on the same rows (after create the window also holds the viewer's new
  // tasks, which the statements read and skip) and in alternating rounds.
  const floor = DATABASE_URL ? await postgresFloor(DATABASE_URL, schema) : sqliteFloor(file);
  const viewerRow = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', viewer)
    .executeTakeFirstOrThrow();
  const viewerCourthouses = (
    await db.selectFrom('user_courthouses').select('adliye_id').where('user_id', '=', viewer).execute()
  ).map((r) => r.adliye_id);
  const pendingStatements = pendingQueries(db, viewerRow, viewerCourthouses, new Date()).map((q) => {
    const compiled = q.compile();
    return { run: floor.prepare(compiled), parameters: compiled.parameters };
  });
  const floorName = '  floor: prepared SQL + JSON.stringify';
  const pendingName = `GET global/pending (${pendingCount} tasks)`;
  const [pendingFigures, pendingFloor] = await measureSideBySide(
    [
      { name: pendingName, run: requesting(pendingName, appBytes, pendingRequest) },
      {
        name: floorName,
        run: async () => {
          const rows = await Promise.all(pendingStatements.map((p) => p.run(p.parameters)));
          JSON.stringify(rows.flat());
        },
      },
    ],
    REQUESTS,
  );
  const detailCompiled = missionQuery(db, viewer).where('m.id', '=', 0).compile();
  const detailStatement = floor.prepare(detailCompiled);
  const detailName = 'POST mission/getDetail';
  const [detailFigures, detailFloor] = await measureSideBySide(
    [
      { name: detailName, run: requesting(detailName, appBytes, detailRequest) },
      {
        name: floorName,
        run: async (i) => {
          const m = owned[i % owned.length] ?? { id: 1 };
          const parameters = [...detailCompiled.parameters];
          parameters[parameters.length - 1] = m.id;
          const [found] = await detailStatement(parameters);
          if (!found) throw new Error(`detail floor: task ${m.id} not found`);
          JSON.stringify(found);
        },
      },
    ],
    REQUESTS,
  );

  // The same reads over a socket: what a client sees, without inject's copy of the body.
  let socketFigures: [Figures, Figures, Figures] | null = null;
  if (SOCKET) {
    const bareSocket = await overSocket(bare);
    const appSocket = await overSocket(app);
    socketFigures = [
      await measureRequests('bare Fastify route, socket', bareSocket.target, REQUESTS * 2, bareRequest),
      await measureRequests('GET global/pending, socket', appSocket.target, REQUESTS, pendingRequest),
      await measureRequests('POST mission/getDetail, socket', appSocket.target, REQUESTS, detailRequest),
    ];
    bareSocket.close();
    appSocket.close();
  }

  let create: {
    figures: Figures;
    beside: Figures;
    spaced: Figures;
    drainMs: number;
    delivered: number;
  } | null = null;
  if (!READS_ONLY) {
    const figures = await measureRequests(
      `POST mission/create (${audience - 1} receivers, ${presentIds.length - 1} present)`,
      appBytes,
      Math.max(20, Math.floor(REQUESTS / 5)),
      createRequest,
    );
    // The second waves are due in minutes: let them run now, and create beside them (each tells the
    // rest of a 2,000-lawyer audience, as every task without anyone present does at once).
    await db.updateTable('deliveries').set({ due_at: null }).where('state', '=', 'pending').execute();
    app.deliveries.kick();
    const beside = await measureRequests(
      `  the same, beside the second waves' deliveries`,
      appBytes,
      figures.count,
      createRequest,
    );
    await db.updateTable('deliveries').set({ due_at: null }).where('state', '=', 'pending').execute();
    app.deliveries.kick();
    // Creating answers before the audience is told; how long the telling of all those tasks took on.
    const drainStarted = process.hrtime.bigint();
    await app.deliveries.idle();
    const drainMs = Number(process.hrtime.bigint() - drainStarted) / 1e6;
    const delivered = await db
      .selectFrom('deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'done')
      .executeTakeFirstOrThrow();
    // The same create once the deliveries before it are done: what one request costs on its own.
    const spaced = await measureRequests(
      `  the same, each after the last delivery`,
      appBytes,
      figures.count,
      createRequest,
      () => app.deliveries.idle(),
    );
    create = { figures, beside, spaced, drainMs, delivered: Number(delivered.n) };
  }

  console.log('');
  console.log(DATABASE_URL ? `PostgreSQL (schema ${schema})` : 'SQLite');
  console.log(
    'scenario                                   requests   req/s   p50 ms   p99 ms   cpu ms   share of floor     share of bare route',
  );
  console.log(row(bareFigures));
  console.log(row(bareListFigures));
  console.log(row(pendingFigures, pendingFloor, bareFigures));
  console.log(row(pendingFloor));
  console.log(row(detailFigures, detailFloor, bareFigures));
  console.log(row(detailFloor));
  if (socketFigures) {
    const [bareSocket, pendingSocket, detailSocket] = socketFigures;
    console.log(row(bareSocket));
    console.log(row(pendingSocket, pendingFloor, bareSocket));
    console.log(row(detailSocket, detailFloor, bareSocket));
  }
  if (create) {
    console.log(row(create.figures));
    console.log(row(create.beside));
    console.log(row(create.spaced));
    console.log(
      `  ${create.delivered} task deliveries done, the last ${create.drainMs.toFixed(0)} ms after the last create answered`,
    );
  }
  console.log('');
  for (const query of pendingQueries(db, viewerRow, [CAGLAYAN_ADLIYESI_ID], new Date())) {
    console.log(`pending-list plan: ${await floor.plan(query.compile())}`);
  }

  await floor.close();
  await bare.close();
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (DATABASE_URL) await dropSchema(DATABASE_URL, schema);
  return pendingFigures!.p50;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
