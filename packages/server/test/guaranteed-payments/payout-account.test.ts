import { api, ibanMessages, payoutAccountMessages, tcKimlikMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { authorityDocumentMessages } from '../../src/services/profile/authority-document.ts';
import { callEndpoint } from '../helpers/contract.ts';
import { type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';
import { fakeIyzicoFor } from '../payments/fake-iyzico.ts';
import { choose, guaranteedTask } from './setup.ts';

// Before the suite, so the app is built with the fake's address.
const { iyzico, config } = fakeIyzicoFor();

const ctx = lifecycleSuite(
  { owner: {}, worker: {}, newcomer: {}, mover: {}, stranger: {} },
  { iyzico: config },
);

const ZIRAAT = 'TR850001000000000012345678';
const AKBANK = 'TR330006100519786457841326';
const TC = '12345678950';

const read = (who: Lawyer | null) => callEndpoint(ctx.app, api.partnership.payoutAccount, {}, who?.token);
const save = (who: Lawyer | null, body: Record<string, unknown>) =>
  callEndpoint(ctx.app, api.partnership.savePayoutAccount, { body: body as never }, who?.token);
const subMerchantOf = (who: Lawyer) =>
  rowOf(ctx.app, 'sub_merchants', { user_id: who.user.id }, ['sub_merchant_key', 'iban', 'name']);
const accountOf = async (who: Lawyer) =>
  ctx.app.db
    .selectFrom('payout_accounts')
    .select(['name', 'iban'])
    .where('user_id', '=', who.user.id)
    .executeTakeFirst();

describe('the payout account / who may read and change it', () => {
  it('answers 401 to a caller without a token', async () => {
    expect((await read(null)).status).toBe(401);
    expect((await save(null, { name: 'Ali Veli', iban: ZIRAAT, tc: TC })).status).toBe(401);
  });

  it('shows each lawyer only his own account, none before he gives it, and that his T.C. number is needed', async () => {
    expect((await read(ctx.stranger)).body).toEqual({ data: null, from_payout: null, tc_needed: true });
    const saved = await save(ctx.stranger, {
      name: 'Av. Zeynep Kaya',
      iban: 'tr85 0001 0000 0000 0012 3456 78',
      tc: TC,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: payoutAccountMessages.saved,
      // The holder's name without the title, the IBAN as stored and compared.
      data: { name: 'Zeynep Kaya', iban: ZIRAAT },
      tc_needed: false,
    });
    expect((await read(ctx.stranger)).body.data).toMatchObject({ name: 'Zeynep Kaya', iban: ZIRAAT });
    // His T.C. number is now his account's, locked as the authority document locks it.
    expect(await rowOf(ctx.app, 'users', { id: ctx.stranger.user.id }, ['tc'])).toEqual({ tc: TC });
    expect(
      (await rowOf(ctx.app, 'users', { id: ctx.stranger.user.id }, ['tc_locked_at'])).tc_locked_at,
    ).not.toBeNull();
    // Another lawyer's call reads and writes his own account only.
    expect((await read(ctx.mover)).body.data).toBeNull();
  });

  it('without an account, shows where he is paid meanwhile: his latest payout request not rejected', async () => {
    const payout = (iban: string, status: 'paid' | 'rejected', minutesAgo: number) => ({
      user_id: ctx.mover.user.id,
      name: 'Av. Deniz Arslan',
      bank_name: 'Banka',
      iban,
      amount: 10_000,
      status,
      created_at: new Date(ctx.clock.now().getTime() - minutesAgo * 60_000).toISOString(),
    });
    await ctx.app.db
      .insertInto('payouts')
      .values([payout(AKBANK, 'paid', 20), payout(ZIRAAT, 'rejected', 10)])
      .execute();
    expect((await read(ctx.mover)).body).toMatchObject({
      data: null,
      from_payout: { name: 'Deniz Arslan', iban: AKBANK },
    });
    // Once he saves an account, that is where he is paid.
    const saved = await save(ctx.mover, { name: 'Deniz Arslan', iban: ZIRAAT, tc: '34567890170' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ data: { iban: ZIRAAT }, from_payout: null });
    expect((await read(ctx.mover)).body.from_payout).toBeNull();
  });
});

describe('the payout account / bad input', () => {
  it('names every missing field in Turkish', async () => {
    const res = await save(ctx.newcomer, {});
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({
      errors: {
        name: [payoutAccountMessages.name],
        iban: [ibanMessages.required],
      },
    });
  });

  it('refuses an IBAN whose check digits are wrong and a T.C. number that is not one', async () => {
    const res = await save(ctx.newcomer, {
      name: 'Ali Veli',
      iban: 'TR86 0001 0000 0000 0012 3456 78',
      tc: '12345678901',
    });
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({
      errors: { iban: [ibanMessages.invalid], tc: [tcKimlikMessages.invalid] },
    });
    expect(await accountOf(ctx.newcomer)).toBeUndefined();
  });

  it('asks for the T.C. number of an account that has none, and refuses another account’s', async () => {
    const missing = await save(ctx.newcomer, { name: 'Ali Veli', iban: ZIRAAT });
    expect(missing.status).toBe(422);
    expect(missing.raw).toMatchObject({ errors: { tc: [tcKimlikMessages.required] } });
    const taken = await save(ctx.newcomer, { name: 'Ali Veli', iban: ZIRAAT, tc: TC });
    expect(taken.status).toBe(422);
    expect(taken.raw).toMatchObject({ errors: { tc: [authorityDocumentMessages.tcTaken] } });
    expect(await accountOf(ctx.newcomer)).toBeUndefined();
  });
});

describe('given iyzico is configured / the payout account and the sub-merchant', () => {
  it('onboards a lawyer who never asked for a payout, from his account and not an older payout request', async () => {
    await ctx.app.db
      .insertInto('payouts')
      .values({
        user_id: ctx.worker.user.id,
        name: 'Av. Mehmet Öztürk',
        bank_name: 'Akbank',
        iban: AKBANK,
        amount: 10_000,
        status: 'paid',
        created_at: ctx.clock.now().toISOString(),
      })
      .execute();
    expect(
      (await save(ctx.worker, { name: 'Mehmet Can Öztürk', iban: ZIRAAT, tc: '23456789138' })).status,
    ).toBe(200);
    const id = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    await choose(ctx.app, ctx.owner.user, id, ctx.worker.user.id);
    expect(iyzico.received('submerchant').at(-1)).toMatchObject({
      subMerchantType: 'PERSONAL',
      iban: ZIRAAT,
      name: 'Mehmet Can Öztürk',
      identityNumber: '23456789138',
    });
    expect(await subMerchantOf(ctx.worker)).toMatchObject({ iban: ZIRAAT, name: 'Mehmet Can Öztürk' });
  });

  it('sends a new IBAN or name to iyzico with the stored key, and nothing when neither changed', async () => {
    const { sub_merchant_key } = await subMerchantOf(ctx.worker);
    const res = await save(ctx.worker, { name: 'Mehmet Can Öztürk', iban: AKBANK });
    expect(res.status).toBe(200);
    expect(iyzico.received('submerchant_update')).toEqual([
      expect.objectContaining({
        subMerchantKey: sub_merchant_key,
        iban: AKBANK,
        name: 'Mehmet Can Öztürk',
        contactName: 'Mehmet',
        contactSurname: 'Can Öztürk',
        identityNumber: '23456789138',
      }),
    ]);
    expect(await subMerchantOf(ctx.worker)).toEqual({
      sub_merchant_key,
      iban: AKBANK,
      name: 'Mehmet Can Öztürk',
    });

    await save(ctx.worker, { name: 'Mehmet Can Öztürk', iban: AKBANK });
    expect(iyzico.received('submerchant_update')).toHaveLength(1);
    await save(ctx.worker, { name: 'Mehmet Öztürk', iban: AKBANK });
    expect(iyzico.received('submerchant_update').at(-1)).toMatchObject({ name: 'Mehmet Öztürk' });
    expect(iyzico.rejectedAuth).toBe(0);
  });

  it('answers 502 and changes nothing when iyzico refuses the update', async () => {
    const before = await subMerchantOf(ctx.worker);
    const account = await accountOf(ctx.worker);
    iyzico.refuse.add('submerchant_update');
    try {
      const res = await save(ctx.worker, { name: 'Mehmet Öztürk', iban: ZIRAAT });
      expect(res.status).toBe(502);
      expect(res.raw).toMatchObject({ message: payoutAccountMessages.providerRefused });
    } finally {
      iyzico.refuse.delete('submerchant_update');
    }
    expect(await subMerchantOf(ctx.worker)).toEqual(before);
    expect(await accountOf(ctx.worker)).toEqual(account);
  });

  it('changes only the account of a lawyer who is not a sub-merchant yet', async () => {
    const calls = iyzico.calls.length;
    expect((await save(ctx.mover, { name: 'Selin Ak', iban: ZIRAAT, tc: '34567891238' })).status).toBe(200);
    expect((await save(ctx.mover, { name: 'Selin Ak', iban: AKBANK })).status).toBe(200);
    expect(iyzico.calls).toHaveLength(calls);
    expect(await accountOf(ctx.mover)).toEqual({ name: 'Selin Ak', iban: AKBANK });
  });
});
