import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { demoLawyers, seedDemoData } from '../../src/seed/demo.ts';
import { DEMO_WALLET_BALANCE_KURUS } from '../../src/seed/demo-wallet.ts';
import { balanceOf } from '../../src/services/wallet/ledger.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, new Date());
});
afterAll(async () => {
  await database.close();
});

const idOf = async (telephone: string) =>
  (
    await database.db
      .selectFrom('users')
      .select('id')
      .where('telephone', '=', telephone)
      .executeTakeFirstOrThrow()
  ).id;

describe('demo wallet', () => {
  it('gives Burak a 320 TL balance from two rewarded invitees, a bonus and a paid payout', async () => {
    const burak = await idOf(demoLawyers[3].telephone);
    expect(DEMO_WALLET_BALANCE_KURUS).toBe(32_000);
    expect(await balanceOf(database.db, burak)).toBe(DEMO_WALLET_BALANCE_KURUS);
    const payouts = await database.db
      .selectFrom('payouts')
      .select(['status', 'amount'])
      .where('user_id', '=', burak)
      .execute();
    expect(payouts).toEqual([{ status: 'paid', amount: 10_000 }]);
    const invitees = await database.db
      .selectFrom('users')
      .select('name')
      .where('referrer_id', '=', burak)
      .orderBy('id')
      .execute();
    expect(invitees.map((i) => i.name)).toEqual(['Mehmet Demir', 'Zeynep Kaya']);
  });

  it('leaves every other demo lawyer at zero', async () => {
    for (const lawyer of demoLawyers.slice(0, 3)) {
      expect(await balanceOf(database.db, await idOf(lawyer.telephone))).toBe(0);
    }
  });
});
