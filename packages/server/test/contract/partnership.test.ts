import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { referralCodeOf } from '../../src/services/referral-codes.ts';
import { creditReferral } from '../../src/services/wallet/referral-rewards.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { createUser, signedInUser } from '../helpers/users.ts';
import { ZIRAAT_IBAN, fund } from '../wallet/wallet-helpers.ts';

const ctx = testAppSuite();

const calls = api.partnership;

describe('contract: invite and earn, payouts', () => {
  it('api.partnership.referralInfo answers the text, the link, the WhatsApp share and the reward', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(ctx.app, calls.referralInfo, {}, me.token);
    const code = await referralCodeOf(ctx.app.db, me.user.id);
    expect(body.data.data.code).toBe(code);
    expect(body.data.data.url.endsWith(`/kayit?ref=${code}`)).toBe(true);
    expect(body.data.data.reward).toBe(10);
    expect((await callEndpoint(ctx.app, calls.referralInfo, {})).status).toBe(401);
  });

  it('api.partnership.references lists the invited lawyers by name', async () => {
    const me = await signedInUser(ctx.app);
    const invitee = await createUser(ctx.app, { referrer_id: me.user.id, name: 'Av. Şule Doğan' });
    await creditReferral(ctx.app.db, invitee.id, ctx.app.now());
    const body = await expectOk(ctx.app, calls.references, {}, me.token);
    expect(body.data.data).toEqual([{ name: 'Av. Şule Doğan', rewarded: true }]);
    expect((await callEndpoint(ctx.app, calls.references, {})).status).toBe(401);
  });

  it('api.partnership.requestPayout holds the amount and api.partnership.payouts lists it', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 20_000);
    const body = await expectOk(
      ctx.app,
      calls.requestPayout,
      {
        body: { name: 'Av. Ayşe Yılmaz', bank_name: 'T.C. Ziraat Bankası', iban: ZIRAAT_IBAN, price: 125 },
        headers: { 'idempotency-key': 'sozlesme-testi-1' },
      },
      me.token,
    );
    expect(body).toMatchObject({ status: 'true', cash: 75, data: { statusCode: 'pending', price: 125 } });
    const list = await expectOk(ctx.app, calls.payouts, {}, me.token);
    expect(list.data.data).toEqual([body.data]);
    expect((await callEndpoint(ctx.app, calls.payouts, {})).status).toBe(401);
  });

  it('api.partnership.savePayoutAccount keeps where he is paid and api.partnership.payoutAccount reads it, his own only', async () => {
    const me = await signedInUser(ctx.app, { tc: '10000000146' });
    const other = await signedInUser(ctx.app);
    expect(await expectOk(ctx.app, calls.payoutAccount, {}, me.token)).toEqual({
      data: null,
      from_payout: null,
      tc_needed: false,
    });
    const saved = await expectOk(
      ctx.app,
      calls.savePayoutAccount,
      { body: { name: 'Av. Ayşe Yılmaz', iban: ZIRAAT_IBAN } },
      me.token,
    );
    expect(saved).toMatchObject({
      message: 'Ödeme alacağınız hesap kaydedildi.',
      data: { name: 'Ayşe Yılmaz', iban: ZIRAAT_IBAN },
      tc_needed: false,
    });
    expect((await expectOk(ctx.app, calls.payoutAccount, {}, me.token)).data).toEqual(saved.data);
    expect(await expectOk(ctx.app, calls.payoutAccount, {}, other.token)).toEqual({
      data: null,
      from_payout: null,
      tc_needed: true,
    });
    const refused = await callEndpoint(
      ctx.app,
      calls.savePayoutAccount,
      { body: { name: '', iban: 'TR00' } },
      me.token,
    );
    expect(refused.status).toBe(422);
    expect(refused.raw).toMatchObject({
      errors: {
        name: ['Lütfen hesap sahibinin adını soyadını giriniz.'],
        iban: ['Geçerli bir TR IBAN numarası giriniz.'],
      },
    });
    expect((await callEndpoint(ctx.app, calls.payoutAccount, {})).status).toBe(401);
    expect(
      (
        await callEndpoint(ctx.app, calls.savePayoutAccount, {
          body: { name: 'Ayşe Yılmaz', iban: ZIRAAT_IBAN },
        })
      ).status,
    ).toBe(401);
  });
});
