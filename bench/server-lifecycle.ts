// Task lifecycle benchmark: 100,000 tasks and 20,000 lawyers in a temporary SQLite file, then
// requests per second and p99 latency of the pending list, task detail and create, next to a bare
// Fastify route measured in the same run (all through `inject`, one request at a time).
//
//   node --import tsx bench/server-lifecycle.ts [--tasks=100000] [--lawyers=20000] [--requests=1000]
import fs from 'node:fs';
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
import { issueToken } from '../packages/server/src/services/tokens.ts';

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
interface BareApp extends InjectTarget {
  get(path: string, handler: () => Promise<unknown>): void;
  ready(): Promise<unknown>;
  close(): Promise<unknown>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const requireFromServer = createRequire(path.join(here, '../packages/server/package.json'));
const Fastify = requireFromServer('fastify') as (options?: object) => BareApp;
const SQLite = requireFromServer('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean },
) => { prepare(text: string): { all(...params: readonly unknown[]): unknown[] }; close(): void };
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
const TASKS = option('tasks', 100_000);
const LAWYERS = option('lawyers', 20_000);
const REQUESTS = option('requests', 1000);
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

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-bench-'));
  const file = path.join(dir, 'bench.db');
  const database = openDatabase({ sqlitePath: file });
  const { db } = database;
  const now = new Date();
  const started = Date.now();
  await migrateToLatest(db);
  await loadReferenceData(db, now);

  const courthouses = await db.selectFrom('courthouses').select(['id', 'baro_id']).execute();
  const baroOf = new Map(courthouses.map((c) => [c.id, c.baro_id]));
  // One lawyer in ten serves Çağlayan, the busiest courthouse; the rest spread over the country.
  const homeOf = (i: number) =>
    i % 10 === 0 ? CAGLAYAN_ADLIYESI_ID : (courthouses[i % courthouses.length]?.id ?? CAGLAYAN_ADLIYESI_ID);

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

  // Mostly history (completed, cancelled, assigned, expired), a few hundred open right now, some urgent.
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
  await bare.ready();

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

  const pendingCount = JSON.parse(
    (await app.inject({ method: 'GET', url: '/api/global/pending', headers: auth })).body,
  ).data.data.length as number;
  const audience = lawyersAt.get(CAGLAYAN_ADLIYESI_ID)?.length ?? 0;

  type Scenario = {
    name: string;
    target: InjectTarget;
    count: number;
    next: (i: number) => Parameters<InjectTarget['inject']>[0];
  };
  const scenarios: Scenario[] = [
    {
      name: 'bare Fastify route',
      target: bare,
      count: REQUESTS * 2,
      next: () => ({ method: 'GET', url: '/bare' }),
    },
    {
      name: `GET global/pending (${pendingCount} tasks)`,
      target: app,
      count: REQUESTS,
      next: () => ({ method: 'GET', url: '/api/global/pending', headers: auth }),
    },
    {
      name: 'POST mission/getDetail',
      target: app,
      count: REQUESTS,
      next: (i) => {
        const m = owned[i % owned.length] ?? { id: 1, owner_id: viewer };
        return {
          method: 'POST',
          url: '/api/mission/getDetail',
          headers: { authorization: ownerTokens.get(m.owner_id) ?? '' },
          payload: { mission_id: m.id },
        };
      },
    },
    {
      name: `POST mission/create (${audience - 1} receivers)`,
      target: app,
      count: Math.max(20, Math.floor(REQUESTS / 5)),
      next: () => ({ method: 'POST', url: '/api/mission/create', headers: auth, payload: createBody }),
    },
  ];

  console.log(
    `Loaded ${TASKS.toLocaleString('en')} tasks and ${LAWYERS.toLocaleString('en')} lawyers in ${loadSeconds.toFixed(1)} s (${dir})`,
  );
  console.log('');
  console.log('scenario                                   requests   req/s   p50 ms   p99 ms');
  for (const s of scenarios) {
    for (let i = 0; i < 20; i += 1) await s.target.inject(s.next(i));
    const times: number[] = [];
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < s.count; i += 1) {
      const a = process.hrtime.bigint();
      const res = await s.target.inject(s.next(i));
      times.push(Number(process.hrtime.bigint() - a) / 1e6);
      if (res.statusCode !== 200)
        throw new Error(`${s.name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    times.sort((x, y) => x - y);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    console.log(
      `${s.name.padEnd(42)} ${String(s.count).padStart(8)} ${(s.count / seconds).toFixed(0).padStart(7)} ${at(0.5).toFixed(2).padStart(8)} ${at(0.99).toFixed(2).padStart(8)}`,
    );
  }
  const inspector = new SQLite(file, { readonly: true });
  const viewerRow = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', viewer)
    .executeTakeFirstOrThrow();
  console.log('');
  for (const query of pendingQueries(db, viewerRow, [CAGLAYAN_ADLIYESI_ID], new Date())) {
    const compiled = query.compile();
    const rows = inspector.prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`).all(...compiled.parameters) as {
      detail: string;
    }[];
    console.log(`pending-list plan: ${rows.map((r) => r.detail).join('; ')}`);
  }

  inspector.close();
  await bare.close();
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
