// Güvenceli ödeme under contention: N held payments (default 200), then M operations sent at once
// (default 1,000) mixing owners' completion confirmations, operator decisions (release, refund,
// split), duplicate callbacks, confirmed cancel requests, auto-releases and disputes opening.
// Prints operations per second, how many were performed and refused, and the money check: each
// payment in exactly one final state, released + fees + refunded = paid per payment and overall,
// the held-money ledger and the wallet credits matching, no wallet negative.
// On a temporary SQLite file; on PostgreSQL instead when DATABASE_URL is set (a throw-away schema).
//
//   pnpm exec node --import tsx bench/guaranteed-payments.ts [--payments=200] [--operations=1000]
import type { DatabaseHandle } from '../packages/server/src/db/database.ts';
import { checkMoney, runMix, seedHeldPayments } from '../packages/server/test/guaranteed-payments/mix.ts';
import { benchApp, option, withNewSchema, withSqliteFile } from './support.ts';

const PAYMENTS = option('payments', 200);
const OPERATIONS = Math.max(option('operations', 1000), PAYMENTS);

const tl = (kurus: number) => (kurus / 100).toFixed(2);

async function run(label: string, database: DatabaseHandle): Promise<boolean> {
  const app = await benchApp(database);
  try {
    const seedStart = process.hrtime.bigint();
    const { seeded, operatorId } = await seedHeldPayments(database.db, app.deps, PAYMENTS);
    const seedSeconds = Number(process.hrtime.bigint() - seedStart) / 1e9;
    const t0 = process.hrtime.bigint();
    const mix = await runMix(database.db, app.deps, seeded, operatorId, OPERATIONS);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const money = await checkMoney(
      database.db,
      seeded.map((s) => s.paymentId),
    );
    const performed = Object.values(mix.done).reduce((a, b) => a + b, 0);
    const ok = mix.unexpected.length === 0 && money.broken.length === 0;
    console.log(
      `${label}: ${PAYMENTS} payments held in ${seedSeconds.toFixed(1)} s (start + signed callback each)`,
    );
    console.log(
      `  ${OPERATIONS} operations at once in ${seconds.toFixed(2)} s: ${(OPERATIONS / seconds).toFixed(0)} ops/s; ` +
        `${performed} performed, ${mix.refused} refused (409), ${mix.unexpected.length} unexpected`,
    );
    console.log(`  performed by kind: ${JSON.stringify(mix.done)}`);
    console.log(`  final states: ${JSON.stringify(money.states)}`);
    console.log(
      `  paid ${tl(money.paid)} TL = released ${tl(money.released)} + fees ${tl(money.fees)} + refunded ` +
        `${tl(money.refunded)} + still held ${tl(money.stillHeld)} TL`,
    );
    console.log(
      `  invariants: ${ok ? 'OK' : `BROKEN\n    ${[...money.broken, ...mix.unexpected.map(String)].join('\n    ')}`}`,
    );
    return ok;
  } finally {
    await app.close();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  const ok = url
    ? await withNewSchema(url, (postgres) => run('postgres', postgres))
    : await withSqliteFile('meslektas-guarantees-', (sqlite) => run('sqlite', sqlite));
  if (!ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
