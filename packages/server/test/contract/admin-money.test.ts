import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { storePayment } from '../admin/money.ts';
import { operatorToken } from '../admin/operator.ts';
import { expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';
import { fund } from '../wallet/wallet-helpers.ts';

const ctx = testAppSuite({}, { token: operatorToken });

describe('contract: admin money', () => {
  it('api.admin.payments answers payments with the provider’s answer, amounts in TL', async () => {
    const lawyer = await createUser(ctx.app, { name: 'Av. Ödeme Sözleşme' });
    await storePayment(ctx.app, lawyer.id, {
      status: 'paid',
      provider: 'iyzico',
      provider_ref: 'iyz-123',
      card_last4: '4242',
      amount: 125_050,
      paid_at: ctx.app.now().toISOString(),
    });
    const page = await expectOk(
      ctx.app,
      api.admin.payments,
      { query: { status: 'all', type: 'all', q: 'Ödeme Sözleşme', page: 1 } },
      ctx.token,
    );
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      user_id: lawyer.id,
      status: 'paid',
      provider: 'iyzico',
      provider_ref: 'iyz-123',
      card_last4: '4242',
      amount: 1250.5,
    });
  });

  it('api.admin.accountWallet and api.admin.adjustWallet answer the wallet in kuruş', async () => {
    const lawyer = await createUser(ctx.app);
    await fund(ctx.app, lawyer.id, 10_000);
    const answer = await expectOk(
      ctx.app,
      api.admin.adjustWallet,
      { params: { id: lawyer.id }, body: { amount: -2_550, reason: 'Mükerrer referans ödülü.' } },
      ctx.token,
    );
    expect(answer).toEqual({ message: 'Bakiye düzeltildi.', data: { balance: 7_450, held: 0 } });
    const { data } = await expectOk(
      ctx.app,
      api.admin.accountWallet,
      { params: { id: lawyer.id }, query: { page: 1 } },
      ctx.token,
    );
    expect(data).toMatchObject({ balance: 7_450, held: 0 });
    expect(data.entries.data.map((e) => [e.kind, e.amount, e.note])).toEqual([
      ['adjustment', -2_550, 'Mükerrer referans ödülü.'],
      ['adjustment', 10_000, 'Test bakiyesi'],
    ]);
  });
});
