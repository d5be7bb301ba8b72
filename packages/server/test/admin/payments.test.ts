import { api } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';
import { storePayment } from './money.ts';
import { operatorToken } from './operator.ts';

/** The console's payments list: filters by state, type and lawyer, newest first, a page at a time. */
const ctx = testAppSuite({}, { token: operatorToken });
let ids: Record<string, number>;
let lawyerId: number;
beforeAll(async () => {
  const lawyer = await createUser(ctx.app, { name: 'Av. Şükrü Özbilgin', telephone: '05551234567' });
  const other = await createUser(ctx.app, { name: 'Av. Başka Avukat' });
  lawyerId = lawyer.id;
  const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
  ids = {
    created: (await storePayment(ctx.app, lawyer.id, { created_at: at(1) })).id,
    pending: (await storePayment(ctx.app, lawyer.id, { status: 'pending_3ds', created_at: at(2) })).id,
    paid: (
      await storePayment(ctx.app, lawyer.id, {
        status: 'paid',
        type: 'baro_change',
        amount: 50_000,
        provider_ref: 'sbx-9',
        card_last4: '0004',
        created_at: at(3),
        paid_at: at(4),
      })
    ).id,
    failed: (
      await storePayment(ctx.app, other.id, {
        status: 'failed',
        provider: 'iyzico',
        failure_reason: 'Kartın limiti yetersiz.',
        created_at: at(5),
      })
    ).id,
  };
});

const list = (query: Record<string, unknown>) =>
  expectOk(ctx.app, api.admin.payments, { query: { page: 1, ...query } } as never, ctx.token);
const idsOf = (page: { data: { id: number }[] }) => page.data.map((p) => p.id);

describe('the payments list', () => {
  it('without filters / lists every attempt a card reached, newest first', async () => {
    const page = await list({});
    expect(idsOf(page)).toEqual([ids.failed, ids.paid, ids.pending]);
    expect(page.data[0]).toMatchObject({
      status: 'failed',
      provider: 'iyzico',
      failure_reason: 'Kartın limiti yetersiz.',
      user_name: 'Av. Başka Avukat',
    });
    expect(page.data[1]).toMatchObject({
      type: 'baro_change',
      amount: 500,
      provider_ref: 'sbx-9',
      card_last4: '0004',
      user_id: lawyerId,
      telephone: '05551234567',
    });
  });

  it.each([
    ['created', ['created']],
    ['pending_3ds', ['pending']],
    ['paid', ['paid']],
    ['failed', ['failed']],
    ['all', ['failed', 'paid', 'pending']],
  ])(
    'given status %s / lists only those (all: but the attempts left before a card)',
    async (status, expected) => {
      expect(idsOf(await list({ status }))).toEqual(expected.map((k) => ids[k]));
    },
  );

  it('given a type / lists only that type', async () => {
    expect(idsOf(await list({ type: 'baro_change' }))).toEqual([ids.paid]);
    expect(idsOf(await list({ type: 'vip', status: 'failed' }))).toEqual([ids.failed]);
  });

  it('given a name in lower case or telephone digits / finds that lawyer’s payments', async () => {
    expect(idsOf(await list({ q: 'özbil' }))).toEqual([ids.paid, ids.pending]);
    expect(idsOf(await list({ q: '0555 123' }))).toEqual([ids.paid, ids.pending]);
    expect(idsOf(await list({ q: 'özbil', status: 'created' }))).toEqual([ids.created]);
    expect((await list({ q: 'bulunmayan avukat' })).total).toBe(0);
  });

  it('pages 20 at a time', async () => {
    const many = await createUser(ctx.app, { name: 'Av. Çok Ödemeli' });
    for (let i = 0; i < 21; i++) await storePayment(ctx.app, many.id, { status: 'failed' });
    const first = await list({ q: 'Çok Ödemeli' });
    expect(first).toMatchObject({ total: 21, last_page: 2, per_page: 20 });
    expect(first.data).toHaveLength(20);
    expect((await list({ q: 'Çok Ödemeli', page: 2 })).data).toHaveLength(1);
  });

  it('given an unknown filter / answers 422 in Turkish', async () => {
    const res = await callEndpoint(
      ctx.app,
      api.admin.payments,
      { query: { status: 'refunded' } } as never,
      ctx.token,
    );
    expect(res.status).toBe(422);
    expect((res.raw as { errors: Record<string, string[]> }).errors.status).toEqual([
      'Geçersiz ödeme durumu.',
    ]);
    const type = await callEndpoint(
      ctx.app,
      api.admin.payments,
      { query: { type: 'gift' } } as never,
      ctx.token,
    );
    expect((type.raw as { errors: Record<string, string[]> }).errors.type).toEqual(['Geçersiz ödeme türü.']);
  });
});
