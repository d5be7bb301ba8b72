import { describe, expect, it } from 'vitest';
import { demoLawyers } from '../../src/seed/demo.ts';
import { DEMO_WALLET_BALANCE_KURUS } from '../../src/seed/demo-wallet.ts';
import { balanceOf } from '../../src/services/wallet/ledger.ts';
import { demoDatabaseSuite } from '../helpers/demo.ts';

const demo = demoDatabaseSuite(new Date());

describe('demo wallet', () => {
  it('gives Burak a 320 TL balance from two rewarded invitees, a bonus and a paid payout', async () => {
    const burak = await demo.idOf(demoLawyers[3].telephone);
    expect(DEMO_WALLET_BALANCE_KURUS).toBe(32_000);
    expect(await balanceOf(demo.db, burak)).toBe(DEMO_WALLET_BALANCE_KURUS);
    const payouts = await demo.db
      .selectFrom('payouts')
      .select(['status', 'amount'])
      .where('user_id', '=', burak)
      .execute();
    expect(payouts).toEqual([{ status: 'paid', amount: 10_000 }]);
    const invitees = await demo.db
      .selectFrom('users')
      .select('name')
      .where('referrer_id', '=', burak)
      .orderBy('id')
      .execute();
    expect(invitees.map((i) => i.name)).toEqual(['Mehmet Demir', 'Zeynep Kaya']);
  });

  it('leaves every other demo lawyer at zero', async () => {
    for (const lawyer of demoLawyers.slice(0, 3)) {
      expect(await balanceOf(demo.db, await demo.idOf(lawyer.telephone))).toBe(0);
    }
  });
});
