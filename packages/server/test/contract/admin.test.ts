import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';
import { signedInOperator } from '../admin/operator.ts';

const ctx = testAppSuite({}, { token: async (app) => (await signedInOperator(app)).token });

describe('contract: admin', () => {
  it('api.admin.dashboard answers the queues and 14 days', async () => {
    const { data } = await expectOk(ctx.app, api.admin.dashboard, {}, ctx.token);
    expect(data.days).toHaveLength(14);
    expect(data.queues.map((q) => q.key)).toContain('accounts');
  });

  it('api.admin.accounts and api.admin.account answer the queue and one account', async () => {
    const lawyer = await createUser(ctx.app, { status: 'passive' });
    const page = await expectOk(
      ctx.app,
      api.admin.accounts,
      { query: { status: 'passive', page: 1 } },
      ctx.token,
    );
    expect(page.data.map((a) => a.id)).toContain(lawyer.id);
    const one = await expectOk(ctx.app, api.admin.account, { params: { id: lawyer.id } }, ctx.token);
    expect(one.data.id).toBe(lawyer.id);
  });

  it('api.admin.approveAccount and api.admin.rejectAccount answer the changed account', async () => {
    const a = await createUser(ctx.app, { status: 'passive' });
    const b = await createUser(ctx.app, { status: 'passive' });
    expect(
      (await expectOk(ctx.app, api.admin.approveAccount, { params: { id: a.id } }, ctx.token)).data.status,
    ).toBe('active');
    const rejected = await expectOk(
      ctx.app,
      api.admin.rejectAccount,
      { params: { id: b.id }, body: { reason: 'Belgeler eksik.' } },
      ctx.token,
    );
    expect(rejected.data.ban_message).toBe('Belgeler eksik.');
  });

  it('api.admin.banAccount, api.admin.unbanAccount and api.admin.restrictAccount answer a message', async () => {
    const lawyer = await createUser(ctx.app);
    const params = { id: lawyer.id };
    expect(
      (
        await expectOk(
          ctx.app,
          api.admin.banAccount,
          { params, body: { message: 'Engellendiniz.' } },
          ctx.token,
        )
      ).message,
    ).toBe('Hesap engellendi.');
    expect(
      (
        await expectOk(
          ctx.app,
          api.admin.unbanAccount,
          { params, body: { reason: 'İtiraz haklı.' } },
          ctx.token,
        )
      ).data.ban_message,
    ).toBeNull();
    const restricted = await expectOk(
      ctx.app,
      api.admin.restrictAccount,
      { params, body: { add_mission: 2, reason: 'Şikâyet.' } },
      ctx.token,
    );
    expect(restricted.data.add_mission).toBe(2);
  });

  it('api.admin.grantPro and api.admin.revokePro answer the account with its Pro', async () => {
    const lawyer = await createUser(ctx.app);
    const params = { id: lawyer.id };
    expect(
      (
        await expectOk(
          ctx.app,
          api.admin.grantPro,
          { params, body: { days: 7, reason: 'Telafi.' } },
          ctx.token,
        )
      ).data.vip,
    ).toBe(true);
    expect(
      (await expectOk(ctx.app, api.admin.revokePro, { params, body: { reason: 'Geri.' } }, ctx.token)).data
        .vip,
    ).toBe(false);
  });

  it('api.admin.auditLog answers a page of audit lines', async () => {
    const page = await expectOk(ctx.app, api.admin.auditLog, { query: { page: 1 } }, ctx.token);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data[0]?.operator_name).toBe('Operatör Deniz Ak');
  });
});
