import { api } from '@meslektas/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import { callEndpoint, callerOn, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { createUser, signedInUser } from '../helpers/users.ts';
import { signedInOperator } from './operator.ts';
import { rowOf } from '../helpers/rows.ts';

const broadcaster = new MemoryBroadcaster();
const ctx = testAppSuite({ broadcaster }, { operator: signedInOperator });
const operator = callerOn(ctx, () => ctx.operator.token);
const DAY = 86_400_000;

const auditOf = (subjectId: number) =>
  ctx.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();

describe('given a new registration in the accounts queue', () => {
  it('lists it with its bar, registry and T.C. numbers, oldest first', async () => {
    const first = await createUser(ctx.app, { status: 'passive', sicil: '51234', tc: '10000000146' });
    const second = await createUser(ctx.app, { status: 'passive' });
    await createUser(ctx.app, { status: 'passive', ban_message: 'Sicil numarası doğrulanamadı.' });
    const page = await operator.ok(api.admin.accounts, { query: { status: 'passive', page: 1 } });
    const ids = page.data.map((a) => a.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(page.data.find((a) => a.id === first.id)).toMatchObject({
      bar: 'İstanbul Barosu',
      sicil: '51234',
      tc: '10000000146',
      status: 'passive',
    });
    // A rejected registration has left the queue; the operator never appears in it.
    expect(page.data.every((a) => a.ban_message === null)).toBe(true);
    expect(ids).not.toContain(ctx.operator.user.id);
  });

  it('approves it: active, audited with before and after, and the lawyer is told live', async () => {
    const lawyer = await createUser(ctx.app, { status: 'passive' });
    const res = await operator.ok(api.admin.approveAccount, { params: { id: lawyer.id } });
    expect(res.data.status).toBe('active');
    const row = await rowOf(ctx.app, 'users', { id: lawyer.id }, ['status']);
    expect(row.status).toBe('active');
    const [line, ...rest] = await auditOf(lawyer.id);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      operator_id: ctx.operator.user.id,
      action: 'account.approve',
      reason: null,
    });
    expect(JSON.parse(line?.before_json ?? 'null')).toEqual({ status: 'passive' });
    expect(JSON.parse(line?.after_json ?? 'null')).toEqual({ status: 'active' });
    expect(broadcaster.events).toContainEqual(
      expect.objectContaining({ channels: [`private-user.${lawyer.id}`], event: 'account-approved' }),
    );
  });

  it('does not approve twice: 409 and no second audit line', async () => {
    const lawyer = await createUser(ctx.app, { status: 'passive' });
    await operator.ok(api.admin.approveAccount, { params: { id: lawyer.id } });
    const again = await operator.call(api.admin.approveAccount, { params: { id: lawyer.id } });
    expect(again.status).toBe(409);
    expect(await auditOf(lawyer.id)).toHaveLength(1);
  });

  it('rejects it with a reason, which the lawyer reads as his ban message', async () => {
    const lawyer = await signedInUser(ctx.app, { status: 'passive' });
    const res = await operator.ok(api.admin.rejectAccount, {
      params: { id: lawyer.user.id },
      body: { reason: 'Sicil numarası baro kayıtlarıyla uyuşmuyor.' },
    });
    expect(res.data.ban_message).toBe('Sicil numarası baro kayıtlarıyla uyuşmuyor.');
    const me = await expectOk(ctx.app, api.auth.getData, {}, lawyer.token);
    expect(me.data.ban_message).toBe('Sicil numarası baro kayıtlarıyla uyuşmuyor.');
    const [line] = await auditOf(lawyer.user.id);
    expect(line).toMatchObject({
      action: 'account.reject',
      reason: 'Sicil numarası baro kayıtlarıyla uyuşmuyor.',
    });
    // A rejected registration cannot be approved before its ban is lifted.
    const approve = await operator.call(api.admin.approveAccount, { params: { id: lawyer.user.id } });
    expect(approve.status).toBe(409);
  });

  it('refuses to reject an active account and needs a reason (422 in Turkish)', async () => {
    const lawyer = await createUser(ctx.app);
    const active = await operator.call(api.admin.rejectAccount, {
      params: { id: lawyer.id },
      body: { reason: 'Gerekçe' },
    });
    expect(active.status).toBe(409);
    const blank = await operator.call(api.admin.rejectAccount, {
      params: { id: lawyer.id },
      body: { reason: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.raw)).toContain('Lütfen bir gerekçe yazınız.');
    expect(await auditOf(lawyer.id)).toEqual([]);
  });
});

describe('given any lawyer', () => {
  it('finds him by name in any case, or by his telephone in any format', async () => {
    const lawyer = await createUser(ctx.app, { name: 'Av. Kerem Özbilgin', telephone: '05061234567' });
    for (const q of ['kerem özbil', 'Özbilgin', '+90 506 123 45 67', '1234567']) {
      const page = await operator.ok(api.admin.accounts, { query: { status: 'all', q, page: 1 } });
      expect(
        page.data.map((a) => a.id),
        q,
      ).toContain(lawyer.id);
    }
    const none = await operator.ok(api.admin.accounts, { query: { status: 'all', q: 'yokböyle', page: 1 } });
    expect(none.data).toEqual([]);
  });

  it('bans him with a message and unbans him with a reason, each audited', async () => {
    const lawyer = await signedInUser(ctx.app);
    await operator.ok(api.admin.banAccount, {
      params: { id: lawyer.user.id },
      body: { message: 'Kullanım koşullarına aykırı davranış.' },
    });
    const blocked = await callEndpoint(ctx.app, api.missions.pending, { query: {} } as never, lawyer.token);
    expect(blocked.status).toBe(403);
    const banned = await operator.ok(api.admin.accounts, { query: { status: 'banned', page: 1 } });
    expect(banned.data.map((a) => a.id)).toContain(lawyer.user.id);
    await operator.ok(api.admin.unbanAccount, {
      params: { id: lawyer.user.id },
      body: { reason: 'İtiraz kabul edildi.' },
    });
    const again = await operator.call(api.admin.unbanAccount, {
      params: { id: lawyer.user.id },
      body: { reason: 'İkinci kez' },
    });
    expect(again.status).toBe(409);
    const lines = await auditOf(lawyer.user.id);
    expect(
      lines.map((l) => [l.action, JSON.parse(l.before_json ?? '{}'), JSON.parse(l.after_json ?? '{}')]),
    ).toEqual([
      ['account.ban', { ban_message: null }, { ban_message: 'Kullanım koşullarına aykırı davranış.' }],
      ['account.unban', { ban_message: 'Kullanım koşullarına aykırı davranış.' }, { ban_message: null }],
    ]);
  });

  it('restricts his task creation and lifts it again', async () => {
    const lawyer = await signedInUser(ctx.app);
    await operator.ok(api.admin.restrictAccount, {
      params: { id: lawyer.user.id },
      body: { add_mission: 3, reason: 'Üst üste iptal edilen görevler.' },
    });
    expect((await expectOk(ctx.app, api.auth.getData, {}, lawyer.token)).data.add_mission).toBe(3);
    const tooMany = await operator.call(api.admin.restrictAccount, {
      params: { id: lawyer.user.id },
      body: { add_mission: 1000, reason: 'x' },
    });
    expect(tooMany.status).toBe(422);
    await operator.ok(api.admin.restrictAccount, {
      params: { id: lawyer.user.id },
      body: { add_mission: 0, reason: 'Süre doldu.' },
    });
    expect((await expectOk(ctx.app, api.auth.getData, {}, lawyer.token)).data.add_mission).toBe(0);
    expect((await auditOf(lawyer.user.id)).map((l) => l.action)).toEqual([
      'account.restrict',
      'account.restrict',
    ]);
  });

  it('grants Pro from today, extends a running Pro from its end, and revokes it', async () => {
    const now = ctx.app.now().getTime();
    const free = await signedInUser(ctx.app);
    const granted = await operator.ok(api.admin.grantPro, {
      params: { id: free.user.id },
      body: { days: 30, reason: 'Kampanya telafisi.' },
    });
    expect(Date.parse(granted.data.pro_last_date ?? '') - now).toBeGreaterThanOrEqual(30 * DAY - 60_000);
    expect((await expectOk(ctx.app, api.auth.getData, {}, free.token)).data.vip).toBe(true);

    const runningUntil = new Date(now + 10 * DAY).toISOString();
    const pro = await createUser(ctx.app, { vip: 1, pro_last_date: runningUntil });
    const extended = await operator.ok(api.admin.grantPro, {
      params: { id: pro.id },
      body: { days: 5, reason: 'Hata telafisi.' },
    });
    expect(extended.data.pro_last_date).toBe(new Date(now + 15 * DAY).toISOString());

    await operator.ok(api.admin.revokePro, {
      params: { id: free.user.id },
      body: { reason: 'Yanlışlıkla verildi.' },
    });
    expect((await expectOk(ctx.app, api.auth.getData, {}, free.token)).data.vip).toBe(false);
    const twice = await operator.call(api.admin.revokePro, {
      params: { id: free.user.id },
      body: { reason: 'Tekrar' },
    });
    expect(twice.status).toBe(409);
  });

  it('answers 404 for an unknown, a deleted or an operator account, and changes nothing', async () => {
    const deleted = await createUser(ctx.app, { deleted: 1, status: 'passive' });
    const other = await signedInOperator(ctx.app);
    for (const id of [999_999, deleted.id, other.user.id]) {
      const res = await operator.call(api.admin.banAccount, { params: { id }, body: { message: 'Engel' } });
      expect(res.status).toBe(404);
      expect((await operator.call(api.admin.account, { params: { id } })).status).toBe(404);
    }
    const other2 = await rowOf(ctx.app, 'users', { id: other.user.id }, ['ban_message']);
    expect(other2.ban_message).toBeNull();
  });
});

describe('the audit log', () => {
  it('is read newest first, a page of 20 at a time, filtered by action', async () => {
    const lawyer = await createUser(ctx.app);
    for (let i = 1; i <= 21; i += 1) {
      await operator.ok(api.admin.restrictAccount, {
        params: { id: lawyer.id },
        body: { add_mission: i % 5, reason: `Kısıt ${i}` },
      });
    }
    const first = await operator.ok(api.admin.auditLog, { query: { action: 'account.restrict', page: 1 } });
    expect(first.data).toHaveLength(20);
    expect(first.data.every((e) => e.action === 'account.restrict')).toBe(true);
    expect(first.data[0]).toMatchObject({
      reason: 'Kısıt 21',
      operator_name: 'Operatör Deniz Ak',
      subject_id: lawyer.id,
    });
    expect(first.last_page).toBeGreaterThanOrEqual(2);
    const all = await operator.ok(api.admin.auditLog, { query: { page: 1 } });
    expect(all.total).toBeGreaterThan(first.total - 1);
    const none = await operator.ok(api.admin.auditLog, { query: { action: 'account.none', page: 1 } });
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('is append-only: the database refuses to update or delete a line', async () => {
    const lawyer = await createUser(ctx.app);
    await operator.ok(api.admin.banAccount, { params: { id: lawyer.id }, body: { message: 'Engel' } });
    const [line] = await auditOf(lawyer.id);
    await expect(
      ctx.app.db
        .updateTable('audit_log')
        .set({ reason: 'değişti' })
        .where('id', '=', line?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      ctx.app.db
        .deleteFrom('audit_log')
        .where('id', '=', line?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(ctx.app.db)).rejects.toThrow(/append-only/);
    expect(await auditOf(lawyer.id)).toHaveLength(1);
  });
});
