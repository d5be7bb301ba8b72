// Payout requests under contention: one lawyer with a balance sends N payout requests at once
// (default 1,000, each 100 TL, room for a tenth of them) through `inject`. Prints requests per
// second, how many were accepted and refused, and checks the invariants at the end: the held
// amount never exceeds the balance, the balance equals the ledger sum and is not negative.
// Runs on a temporary SQLite file, and also on PostgreSQL when DATABASE_URL (or
// TEST_DATABASE_URL) is set, in a throw-away schema.
//
//   node --import tsx bench/payout-contention.ts [--requests=1000]
import { composeTurkishIban } from '../packages/domain/src/index.ts';
import type { DatabaseHandle } from '../packages/server/src/db/database.ts';
import { adjustWallet, balanceOf } from '../packages/server/src/services/wallet/ledger.ts';
import { signedInUser } from '../packages/server/test/helpers/users.ts';
import { benchApp, option, withNewSchema, withSqliteFile } from './support.ts';

const REQUESTS = option('requests', 1000);
const PRICE_KURUS = 10_000;
/** Room for a tenth of the requests, so most of them must be refused. */
const ACCEPTABLE = Math.max(1, Math.floor(REQUESTS / 10));
const BALANCE_KURUS = ACCEPTABLE * PRICE_KURUS + 5_000;

async function run(label: string, database: DatabaseHandle): Promise<boolean> {
  const app = await benchApp(database);
  const { user: lawyer, headers } = await signedInUser(app, { name: 'Av. Yük Testi' });
  await adjustWallet(database.db, {
    userId: lawyer.id,
    amount: BALANCE_KURUS,
    note: 'Yük testi',
    now: new Date(),
  });
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
  let ok = await withSqliteFile('meslektas-payouts-', (sqlite) => run('sqlite', sqlite));
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    ok = (await withNewSchema(url, (postgres) => run('postgres', postgres))) && ok;
  } else {
    console.log('postgres   skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
  }
  if (!ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
