// Reliability record benchmark: an open task with `--applicants` applicants (default 50), each with
// a long history (`--history` completed tasks, default 300, each with its application and outcome
// report, one in ten filed late), in a temporary SQLite file (or PostgreSQL with DATABASE_URL, in a
// schema of its own, dropped at the end). Prints p50 / p99 of the owner's applicants page and of a
// profile, both reading the stored records, next to what recomputing the records from the history
// on every read would cost (the same counts `refreshRecord` makes, for one page and one profile).
//
//   pnpm exec node --import tsx bench/reliability.ts [--applicants=50] [--history=300] [--requests=300]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MissionStatus, istanbulDay, reportDueAt } from '../packages/domain/src/index.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import type { NewMission, NewUser } from '../packages/server/src/db/schema.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../packages/server/src/seed/ids.ts';
import { loadReferenceData } from '../packages/server/src/seed/reference.ts';
import { refreshRecord } from '../packages/server/src/services/reliability/record.ts';
import { issueToken } from '../packages/server/src/services/tokens.ts';
import { dropSchema, openNewSchema } from './support.ts';

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const APPLICANTS = arg('applicants', 50);
const HISTORY = arg('history', 300);
const REQUESTS = arg('requests', 300);
const DAY = 86_400_000;
const CHUNK = 500;

const DATABASE_URL = process.env.DATABASE_URL;

function quantiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

async function timed(times: number, run: () => Promise<void>): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return quantiles(samples);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-bench-'));
  const schema = `bench_reliability_${process.pid}`;
  const database = DATABASE_URL
    ? await openNewSchema(DATABASE_URL, schema)
    : openDatabase({ sqlitePath: path.join(dir, 'bench.db') });
  const { db } = database;
  const now = new Date();
  const iso = now.toISOString();
  await migrateToLatest(db);
  await loadReferenceData(db, now);
  await db
    .updateTable('app_meta')
    .set({ value: new Date(now.getTime() - (HISTORY + 10) * DAY).toISOString() })
    .where('key', '=', 'reports_since')
    .execute();

  const person = (i: number): NewUser => ({
    name: `Av. Bench ${i}`,
    telephone: `05${String(410_000_000 + i)}`,
    password_hash: 'not-a-real-hash',
    baro_id: ISTANBUL_BAROSU_ID,
    sms_verified_at: iso,
    email_verified_at: iso,
    status: 'active',
    created_at: new Date(now.getTime() - (HISTORY + 30) * DAY).toISOString(),
    updated_at: iso,
  });
  const ids = (
    await db
      .insertInto('users')
      .values(Array.from({ length: APPLICANTS + 1 }, (_, i) => person(i)))
      .returning('id')
      .execute()
  ).map((r) => r.id);
  const [owner, ...applicants] = ids as [number, ...number[]];

  const started = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const applicant of applicants) {
      const missions: NewMission[] = [];
      for (let k = 0; k < HISTORY; k += 1) {
        const created = new Date(now.getTime() - (HISTORY - k + 2) * DAY);
        missions.push({
          owner_id: owner,
          user_id: applicant,
          baro_id: ISTANBUL_BAROSU_ID,
          adliye_id: CAGLAYAN_ADLIYESI_ID,
          category_id: 2,
          price: 75_000,
          plan_date: istanbulDay(new Date(created.getTime() + 2 * DAY)),
          plan_time: '10:00',
          detail: 'Geçmiş görev.',
          status: MissionStatus.completed,
          created_at: created.toISOString(),
          window_started_at: created.toISOString(),
        });
      }
      for (let from = 0; from < missions.length; from += CHUNK) {
        const part = missions.slice(from, from + CHUNK);
        const rows = await trx.insertInto('missions').values(part).returning('id').execute();
        await trx
          .insertInto('applications')
          .values(
            rows.map((r, k) => ({
              mission_id: r.id,
              user_id: applicant,
              message_id: 0,
              created_at: new Date(
                Date.parse(part[k]?.created_at ?? iso) + (5 + (k % 30)) * 60_000,
              ).toISOString(),
            })),
          )
          .execute();
        await trx
          .insertInto('mission_reports')
          .values(
            rows.map((r, k) => {
              const m = part[k] as NewMission;
              const due = reportDueAt({ planDate: m.plan_date, planTime: m.plan_time }, 24);
              const filed = due.getTime() + ((from + k) % 10 === 0 ? 3_600_000 : -3_600_000);
              return {
                mission_id: r.id,
                user_id: applicant,
                outcomes: '["attended"]',
                filed_at: new Date(filed).toISOString(),
                due_at: due.toISOString(),
              };
            }),
          )
          .execute();
      }
    }
  });
  const open = await db
    .insertInto('missions')
    .values({
      owner_id: owner,
      baro_id: ISTANBUL_BAROSU_ID,
      adliye_id: CAGLAYAN_ADLIYESI_ID,
      category_id: 2,
      price: 75_000,
      plan_date: istanbulDay(new Date(now.getTime() + DAY)),
      detail: 'Başvuruları okunan görev.',
      created_at: iso,
      window_started_at: iso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('applications')
    .values(applicants.map((user_id) => ({ mission_id: open.id, user_id, message_id: 0, created_at: iso })))
    .execute();
  console.log(
    `${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${APPLICANTS} applicants × ${HISTORY} past tasks ` +
      `(with applications and reports) loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false },
    database,
    broadcaster: { publish: async () => {} },
    logger: false,
  });
  const ownerAuth = { authorization: `Bearer ${await issueToken(db, owner, now)}` };
  const page = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/application/getUsers',
      headers: ownerAuth,
      payload: { mission_id: open.id },
    });
    if (res.statusCode !== 200) throw new Error(`applicants: ${res.statusCode} ${res.body}`);
  };
  const profile = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/getProfile',
      headers: ownerAuth,
      payload: { user_id: applicants[0] },
    });
    if (res.statusCode !== 200) throw new Error(`profile: ${res.statusCode} ${res.body}`);
  };

  // The first read finds no stored rows (nothing refreshed them yet) and fills them once.
  const fill = performance.now();
  await page();
  const fillMs = performance.now() - fill;
  await timed(20, page);
  const pageRead = await timed(REQUESTS, page);
  const profileRead = await timed(REQUESTS, profile);
  // What reading without the table would cost: every applicant's counts from his whole history.
  const recomputePage = await timed(Math.max(5, Math.floor(REQUESTS / 30)), async () => {
    for (const id of applicants) await refreshRecord(db, id, now);
  });
  const recomputeOne = await timed(REQUESTS, async () => {
    await refreshRecord(db, applicants[0] as number, now);
  });

  const row = (name: string, q: { p50: number; p99: number }) =>
    `${name.padEnd(58)} ${q.p50.toFixed(2).padStart(8)} ${q.p99.toFixed(2).padStart(8)}`;
  console.log(`${'read'.padEnd(58)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  console.log(row(`applicants page (${APPLICANTS} records, stored)`, pageRead));
  console.log(row('profile (one record, stored)', profileRead));
  console.log(row(`recomputing ${APPLICANTS} records from history (per page)`, recomputePage));
  console.log(row('recomputing one record from history (per profile)', recomputeOne));
  console.log(`first applicants page, filling ${APPLICANTS} missing rows once: ${fillMs.toFixed(1)} ms`);

  await app.close();
  if (DATABASE_URL) await dropSchema(DATABASE_URL, schema);
  fs.rmSync(dir, { recursive: true, force: true });
}

await main();
