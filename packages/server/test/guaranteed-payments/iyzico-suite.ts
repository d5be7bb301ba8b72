import { beforeAll, expect } from 'vitest';
import { decideGuarantee } from '../../src/services/guaranteed-payments/guaranteed-payments.ts';
import {
  completeGuaranteeCheckout,
  startGuaranteeCheckout,
} from '../../src/services/guaranteed-payments/iyzico-checkout.ts';
import { signedInOperator } from '../admin/operator.ts';
import { lifecycleSuite } from '../helpers/missions.ts';
import { fakeIyzicoFor } from '../payments/fake-iyzico.ts';
import { choose, guaranteedTask, ledgerOf, paymentOf } from './setup.ts';

export const IBAN = 'TR330006100519786457841326';

/**
 * A test file's app with iyzico configured against the fake: an owner, a worker who gave his payout
 * details (so he can be paid through iyzico), a newcomer who did not, and a 10 % service fee.
 */
export function iyzicoSuite() {
  const { iyzico, config } = fakeIyzicoFor();

  const ctx = lifecycleSuite({ owner: {}, worker: {}, newcomer: {} }, { iyzico: config });

  const payment = (missionId: number) => paymentOf(ctx.app, missionId);

  /** The lawyer's payout details, as a payout request stores them. */
  async function givesPayoutAccount(userId: number) {
    await ctx.app.db
      .updateTable('users')
      .set({ tc: String(50_000_000_000 + userId) })
      .where('id', '=', userId)
      .where('tc', 'is', null)
      .execute();
    await ctx.app.db
      .insertInto('payouts')
      .values({
        user_id: userId,
        name: 'Av. Mehmet Öztürk',
        bank_name: 'Ziraat Bankası',
        iban: IBAN,
        amount: 10_000,
        status: 'paid',
        created_at: ctx.clock.now().toISOString(),
      })
      .execute();
  }

  beforeAll(async () => {
    await givesPayoutAccount(ctx.worker.user.id);
    await ctx.app.db
      .updateTable('constants')
      .set({ description: '10' })
      .where('name', '=', 'guvence_hizmet_bedeli_yuzde')
      .execute();
  });

  /** The owner chooses the worker, pays on iyzico's page, and iyzico sends him back: held. */
  async function heldThroughIyzico(price = 75_000) {
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user], { price });
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    const started = await payment(id);
    const page = await startGuaranteeCheckout(
      ctx.app.db,
      ctx.app.deps,
      config,
      ctx.owner.user,
      started.id,
      'https://meslektas.test',
      '127.0.0.1',
    );
    const token = (await payment(id)).provider_ref;
    expect(page).toBe(`${iyzico.base}/pay/${token}`);
    expect(await completeGuaranteeCheckout(ctx.app.db, ctx.app.deps, config, token)).toEqual({
      outcome: 'held',
      missionId: id,
    });
    return { id, row: await payment(id) };
  }

  const operatorActor = async () => {
    const op = await signedInOperator(ctx.app);
    return { operatorId: op.user.id, now: ctx.clock.now() };
  };
  const decide = async (paymentId: number, decision: Parameters<typeof decideGuarantee>[4]) =>
    decideGuarantee(ctx.app.db, ctx.app.deps, await operatorActor(), paymentId, decision);
  const entriesOf = async (paymentId: number) =>
    (await ledgerOf(ctx.app)).entries
      .filter((e) => e.payment_id === paymentId)
      .map((e) => [e.kind, e.amount])
      .sort();

  return { iyzico, config, ctx, payment, givesPayoutAccount, heldThroughIyzico, decide, entriesOf };
}
