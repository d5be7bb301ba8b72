// Payout requests under contention: one lawyer with a balance sends N payout requests at once
// (default 1,000, each 100 TL, room for a tenth of them) through `inject`. Prints requests per
// second, how many were accepted and refused, and checks the invariants at the end: the held
// amount never exceeds the balance, the balance equals the ledger sum and is not negative.
// Runs on a temporary SQLite file, and also on PostgreSQL when DATABASE_URL (or
// TEST_DATABASE_URL) is set, in a throw-away schema.
//
//   node --import tsx bench/payout-contention.ts [--requests=1000]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeTurkishIban } from '../packages/domain/src/index.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { type DatabaseHandle, openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { ISTANBUL_BAROSU_ID } from '../packages/server/src/seed/ids.ts';
import { loadReferenceData } from '../packages/server/src/seed/reference.ts';
import { issueToken } from '../packages/server/src/services/tokens.ts';
import { adjustWallet, balanceOf } from '../packages/server/src/services/wallet/ledger.ts';
import { option, pg } from './support.ts';

const REQUESTS = option('requests', 1000);
const PRICE_KURUS = 10_000;
/** Room for a tenth of the requests, so most of them must be refused. */
const ACCEPTABLE = Math.max(1, Math.floor(REQUESTS / 10));
const BALANCE_KURUS = ACCEPTABLE * PRICE_KURUS + 5_000;

async function run(label: string, database: DatabaseHandle): Promise<boolean> {
  await migrateToLatest(database.db);
  await loadReferenceData(database.db);
  const app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false },
    database,
    logger: false,
  });
  const now = new Date().toISOString();
  const lawyer = await database.db
    .insertInto('users')
    .values({
      name: 'Av. Yük Testi',
      email: 'yuk.testi@example.com',
      telephone: '05321112233',
      password_hash: 'x',
      baro_id: ISTANBUL_BAROSU_ID,
      sms_verified_at: now,
      email_verified_at: now,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await adjustWallet(database.db, {
    userId: lawyer.id,
    amount: BALANCE_KURUS,
    note: 'Yük testi',
    now: new Date(),
  });
  const headers = { authorization: `Bearer ${await issueToken(database.db, lawyer.id, new Date())}` };
  const payload = {
    name: 'Av. Yük Testi',
    bank_name: 'T.C. Ziraat Bankası',
    iban: composeTurkishIban('00010', '12345678'),
    price: PRICE_KURUS / 100,
  };

  const t0 = process.hrtime.bigint();
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, () =>
      app.inject({ method: 'POST', url: '/api/partnership/payments/request', headers, payload }),
    ),
  );
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const accepted = answers.filter((a) => a.statusCode === 200).length;
  const refused = answers.filter((a) => a.statusCode === 422).length;
  const other = REQUESTS - accepted - refused;

  const balance = await balanceOf(database.db, lawyer.id);
  const entries = await database.db
    .selectFrom('wallet_entries')
    .select('amount')
    .where('user_id', '=', lawyer.id)
    .execute();
  const ledgerSum = entries.reduce((sum, e) => sum + e.amount, 0);
  const payouts = await database.db
    .selectFrom('payouts')
    .select('amount')
    .where('user_id', '=', lawyer.id)
    .execute();
  const held = payouts.reduce((sum, p) => sum + p.amount, 0);
  const ok =
    other === 0 &&
    accepted === ACCEPTABLE &&
    held <= BALANCE_KURUS &&
    balance === ledgerSum &&
    balance >= 0 &&
    balance === BALANCE_KURUS - held;

  console.log(
    `${label.padEnd(10)} ${String(REQUESTS).padStart(8)} ${(REQUESTS / seconds).toFixed(0).padStart(7)} ` +
      `${String(accepted).padStart(8)} ${String(refused).padStart(8)} ${String(other).padStart(6)}   ` +
      `${(held / 100).toFixed(2)} of ${(BALANCE_KURUS / 100).toFixed(2)} TL held, balance ${(balance / 100).toFixed(2)} TL = ledger ${(ledgerSum / 100).toFixed(2)} TL: ${ok ? 'OK' : 'BROKEN'}`,
  );
  await app.close();
  return ok;
}

async function main() {
  console.log(
    `${REQUESTS} payout requests of ${PRICE_KURUS / 100} TL at once by one lawyer; room for ${ACCEPTABLE}.`,
  );
  console.log('');
  console.log('database   requests   req/s accepted  refused  other   final balance check');
  let ok = true;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-payouts-'));
  const sqlite = openDatabase({ sqlitePath: path.join(dir, 'bench.db') });
  try {
    ok = (await run('sqlite', sqlite)) && ok;
  } finally {
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `bench_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const postgres = openDatabase({ databaseUrl: url, pgSchema: schema });
    try {
      ok = (await run('postgres', postgres)) && ok;
    } finally {
      await postgres.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  } else {
    console.log('postgres   skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
  }
  if (!ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
