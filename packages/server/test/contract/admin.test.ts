import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callerOn } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';
import { operatorToken } from '../admin/operator.ts';

const ctx = testAppSuite({}, { token: operatorToken });
const operator = callerOn(ctx, () => ctx.token);

describe('contract: admin', () => {
  it('api.admin.dashboard answers the queues and 14 days', async () => {
    const { data } = await operator.ok(api.admin.dashboard, {});
    expect(data.days).toHaveLength(14);
    expect(data.queues.map((q) => q.key)).toContain('accounts');
  });

  it('api.admin.accounts and api.admin.account answer the queue and one account', async () => {
    const lawyer = await createUser(ctx.app, { status: 'passive' });
    const page = await operator.ok(api.admin.accounts, { query: { status: 'passive', page: 1 } });
    expect(page.data.map((a) => a.id)).toContain(lawyer.id);
    const one = await operator.ok(api.admin.account, { params: { id: lawyer.id } });
    expect(one.data.id).toBe(lawyer.id);
  });

  it('api.admin.approveAccount and api.admin.rejectAccount answer the changed account', async () => {
    const a = await createUser(ctx.app, { status: 'passive' });
    const b = await createUser(ctx.app, { status: 'passive' });
    expect((await operator.ok(api.admin.approveAccount, { params: { id: a.id } })).data.status).toBe(
      'active',
    );
    const rejected = await operator.ok(api.admin.rejectAccount, {
      params: { id: b.id },
      body: { reason: 'Belgeler eksik.' },
    });
    expect(rejected.data.ban_message).toBe('Belgeler eksik.');
  });

  it('api.admin.banAccount, api.admin.unbanAccount and api.admin.restrictAccount answer a message', async () => {
    const lawyer = await createUser(ctx.app);
    const params = { id: lawyer.id };
    expect(
      (await operator.ok(api.admin.banAccount, { params, body: { message: 'Engellendiniz.' } })).message,
    ).toBe('Hesap engellendi.');
    expect(
      (await operator.ok(api.admin.unbanAccount, { params, body: { reason: 'İtiraz haklı.' } })).data
        .ban_message,
    ).toBeNull();
    const restricted = await operator.ok(api.admin.restrictAccount, {
      params,
      body: { add_mission: 2, reason: 'Şikâyet.' },
    });
    expect(restricted.data.add_mission).toBe(2);
  });

  it('api.admin.grantPro and api.admin.revokePro answer the account with its Pro', async () => {
    const lawyer = await createUser(ctx.app);
    const params = { id: lawyer.id };
    expect(
      (await operator.ok(api.admin.grantPro, { params, body: { days: 7, reason: 'Telafi.' } })).data.vip,
    ).toBe(true);
    expect((await operator.ok(api.admin.revokePro, { params, body: { reason: 'Geri.' } })).data.vip).toBe(
      false,
    );
  });

  it('api.admin.auditLog answers a page of audit lines', async () => {
    const page = await operator.ok(api.admin.auditLog, { query: { page: 1 } });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data[0]?.operator_name).toBe('Operatör Deniz Ak');
  });
});
