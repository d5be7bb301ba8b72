import { api, realtimeEvents } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { operatorToken } from '../admin/operator.ts';
import { assignedTask, createDisputeApp, getDispute, image, opened } from '../disputes/setup.ts';
import { callerOn } from '../helpers/contract.ts';
import { bearer, signedInUser } from '../helpers/users.ts';
import { png } from '../uploads/fixtures.ts';
import { postMultipart } from '../uploads/setup.ts';
import { balanceOf, fund, payoutForm } from '../wallet/wallet-helpers.ts';
import { rowsOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';

/**
 * The console's queues against the real app: what a lawyer sends shows up in its queue with its
 * images signed for the operator, a decision changes the lawyer's record and writes one audit line
 * in the same step, and a decision on something newer or already decided changes nothing (409).
 */
const ctx = suite(() => createDisputeApp(), { operator: operatorToken });
const operator = callerOn(ctx, () => ctx.operator);

const user = (id: number) =>
  ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (action: string, subjectId: number) =>
  ctx.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject_id', '=', subjectId)
    .execute();
const queue = (kind: 'avatar' | 'about' | 'blue_tick' | 'dispute_message') =>
  operator.ok(api.admin.moderation, { query: { kind, page: 1 } });
const fetchFile = (url: string) => ctx.app.inject({ method: 'GET', url });

async function pendingPhoto(token: string) {
  const res = await postMultipart(
    ctx.app,
    '/api/user/update/avatar',
    [{ name: 'avatar', filename: 'foto.png', contentType: 'image/png', data: await png() }],
    bearer(token),
  );
  expect(res.statusCode).toBe(200);
}

describe('the moderation queues', () => {
  it('api.admin.moderation lists a pending photo signed for the operator; api.admin.approveModeration makes it the avatar with an audit line', async () => {
    const lawyer = await signedInUser(ctx.app, { name: 'Av. Foto Bekleyen' });
    await pendingPhoto(lawyer.token);
    const { pending_avatar } = await user(lawyer.user.id);
    const item = (await queue('avatar')).data.find((i) => i.user_id === lawyer.user.id);
    expect(item).toMatchObject({ kind: 'avatar', user_name: 'Av. Foto Bekleyen', version: pending_avatar });
    expect(item?.images).toHaveLength(1);
    // The private upload opens through the console's signed address, with no token.
    expect((await fetchFile(item?.images[0] ?? '')).statusCode).toBe(200);

    const answer = await operator.ok(api.admin.approveModeration, {
      params: { kind: 'avatar', id: lawyer.user.id },
      body: { version: pending_avatar ?? '' },
    });
    expect(answer.message).toBe('Onaylandı.');
    const after = await user(lawyer.user.id);
    expect(after).toMatchObject({ avatar: pending_avatar, pending_avatar: null });
    const [line] = await auditOf('avatar.approve', lawyer.user.id);
    expect(line).toMatchObject({ subject_type: 'user', reason: null });
    expect(JSON.parse(line?.after_json ?? '{}')).toMatchObject({
      avatar: pending_avatar,
      pending_avatar: null,
    });
    expect((await queue('avatar')).data.some((i) => i.user_id === lawyer.user.id)).toBe(false);
  });

  it('refuses a decision on a photo older than the one waiting: 409, nothing changes, no audit line', async () => {
    const lawyer = await signedInUser(ctx.app);
    await pendingPhoto(lawyer.token);
    const first = (await user(lawyer.user.id)).pending_avatar ?? '';
    await pendingPhoto(lawyer.token);
    const second = (await user(lawyer.user.id)).pending_avatar;
    const res = await operator.call(api.admin.approveModeration, {
      params: { kind: 'avatar', id: lawyer.user.id },
      body: { version: first },
    });
    expect(res.status).toBe(409);
    expect((await user(lawyer.user.id)).pending_avatar).toBe(second);
    expect(await auditOf('avatar.approve', lawyer.user.id)).toEqual([]);
  });

  it('api.admin.rejectModeration drops a pending about text and keeps the reason in the audit log', async () => {
    const lawyer = await signedInUser(ctx.app, { about_text: 'Eski yazı.' });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update/aboutText',
      headers: bearer(lawyer.token),
      payload: { about_text: 'Ceza hukuku alanında çalışıyorum.' },
    });
    expect(sent.statusCode).toBe(200);
    const item = (await queue('about')).data.find((i) => i.user_id === lawyer.user.id);
    expect(item).toMatchObject({ text: 'Ceza hukuku alanında çalışıyorum.', images: [] });
    const missingReason = await operator.call(api.admin.rejectModeration, {
      params: { kind: 'about', id: lawyer.user.id },
      body: { version: item?.version ?? '', reason: ' ' },
    });
    expect(missingReason.status).toBe(422);
    await operator.ok(api.admin.rejectModeration, {
      params: { kind: 'about', id: lawyer.user.id },
      body: { version: item?.version ?? '', reason: 'Reklam içeriyor.' },
    });
    expect(await user(lawyer.user.id)).toMatchObject({ about_text: 'Eski yazı.', pending_about_text: null });
    expect((await auditOf('about.reject', lawyer.user.id))[0]?.reason).toBe('Reklam içeriyor.');
  });

  it('rejecting a blue tick shows the reason to the lawyer; approving shows the badge', async () => {
    const [a, b] = [await signedInUser(ctx.app), await signedInUser(ctx.app)];
    for (const lawyer of [a, b]) {
      const res = await postMultipart(
        ctx.app,
        '/api/user/bluetick',
        [{ name: 'verification_image', filename: 'kimlik.png', contentType: 'image/png', data: await png() }],
        bearer(lawyer.token),
      );
      expect(res.statusCode).toBe(200);
    }
    const items = (await queue('blue_tick')).data;
    const versionOf = (id: number) => items.find((i) => i.user_id === id)?.version ?? '';
    await operator.ok(api.admin.approveModeration, {
      params: { kind: 'blue_tick', id: a.user.id },
      body: { version: versionOf(a.user.id) },
    });
    await operator.ok(api.admin.rejectModeration, {
      params: { kind: 'blue_tick', id: b.user.id },
      body: { version: versionOf(b.user.id), reason: 'Kimlik okunmuyor.' },
    });
    const state = async (token: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/user/bluetick', headers: bearer(token) })).json<{
        data: { state: string; reason: string | null };
      }>().data;
    expect(await state(a.token)).toMatchObject({ state: 'approved' });
    expect(await state(b.token)).toMatchObject({ state: 'rejected', reason: 'Kimlik okunmuyor.' });
  });

  it('a dispute message waits in its queue; once approved the other party reads it, and a second decision is 409', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx);
    const disputeId = await opened(ctx, owner, missionId, [await image()]);
    const item = (await queue('dispute_message')).data.find((i) => i.dispute_id === disputeId);
    expect(item).toMatchObject({
      user_id: owner.user.id,
      context: `Görev #${missionId} · Uyuşmazlık #${disputeId}`,
    });
    expect(item?.images).toHaveLength(1);
    const params = { kind: 'dispute_message' as const, id: item?.id ?? 0 };
    await operator.ok(api.admin.approveModeration, { params, body: { version: item?.version ?? '' } });
    const seen = (await getDispute(ctx, assignee, disputeId)).json<{ data: { messages: unknown[] } }>();
    expect(seen.data.messages).toHaveLength(1);
    const again = await operator.call(api.admin.rejectModeration, {
      params,
      body: { version: item?.version ?? '', reason: 'Geç kaldı.' },
    });
    expect(again.status).toBe(409);
    expect(await auditOf('dispute_message.approve', params.id)).toHaveLength(1);
    expect(await auditOf('dispute_message.reject', params.id)).toEqual([]);
  });

  it('answers 404 for a lawyer who does not exist', async () => {
    const res = await operator.call(api.admin.approveModeration, {
      params: { kind: 'about', id: 999_999 },
      body: { version: 'x' },
    });
    expect(res.status).toBe(404);
  });
});

describe('the dispute desk', () => {
  it('api.admin.disputes lists open disputes with their pending messages; api.admin.dispute shows every message', async () => {
    const { missionId, owner } = await assignedTask(ctx);
    const disputeId = await opened(ctx, owner, missionId);
    const page = await operator.ok(api.admin.disputes, { query: { status: 'open', page: 1 } });
    expect(page.data.find((d) => d.id === disputeId)).toMatchObject({
      mission_id: missionId,
      owner_name: 'Av. Ayşe Yılmaz',
      assignee_name: 'Av. Mehmet Çelik',
      pending_messages: 1,
      status: 'open',
    });
    const one = await operator.ok(api.admin.dispute, { params: { id: disputeId } });
    expect(one.data.messages.map((m) => m.moderation)).toEqual(['pending']);
  });

  it('api.admin.disputeMessage writes to both parties; api.admin.resolveDispute closes it once', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx);
    const disputeId = await opened(ctx, owner, missionId);
    await operator.ok(api.admin.disputeMessage, {
      params: { id: disputeId },
      body: { message: 'Belgeleri bekliyoruz.' },
    });
    const seen = (await getDispute(ctx, assignee, disputeId)).json<{
      data: { messages: { message: string }[] };
    }>();
    expect(seen.data.messages.map((m) => m.message)).toContain('Belgeleri bekliyoruz.');
    const resolved = await operator.ok(api.admin.resolveDispute, {
      params: { id: disputeId },
      body: { result_message: 'Görev ücreti iade edilecek.' },
    });
    expect(resolved.message).toBe('Uyuşmazlık sonuçlandırıldı.');
    const read = (await getDispute(ctx, owner, disputeId)).json<{
      data: { conflict: { result_message: string } };
    }>();
    expect(read.data.conflict.result_message).toBe('Görev ücreti iade edilecek.');
    const again = await operator.call(api.admin.resolveDispute, {
      params: { id: disputeId },
      body: { result_message: 'İkinci sonuç.' },
    });
    expect(again.status).toBe(409);
    expect(await auditOf('dispute.resolve', disputeId)).toHaveLength(1);
    expect(await auditOf('dispute.message', disputeId)).toHaveLength(1);
    const missing = await operator.call(api.admin.resolveDispute, {
      params: { id: 999_999 },
      body: { result_message: 'x' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('payout requests', () => {
  async function notificationsOf(userId: number) {
    const rows = await rowsOf(ctx.app, 'notifications', { user_id: userId });
    return rows.map((r) => {
      const data = JSON.parse(r.data) as { title: string; message: string };
      return { type: r.type, title: data.title, message: data.message };
    });
  }
  const liveTo = (userId: number) =>
    ctx.broadcaster.events
      .filter((e) => e.event === realtimeEvents.notification && e.channels.includes(`private-user.${userId}`))
      .map((e) => (e.data as { data: { type: string } }).data.type);

  async function requested(kurus: number, price: number) {
    const lawyer = await signedInUser(ctx.app, { name: 'Av. Para Bekleyen' });
    await fund(ctx.app, lawyer.user.id, kurus);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/partnership/payments/request',
      headers: bearer(lawyer.token),
      payload: payoutForm({ price, name: '=HYPERLINK("x")' }),
    });
    expect(res.statusCode).toBe(200);
    return { lawyer, id: res.json<{ data: { id: number } }>().data.id };
  }

  it('api.admin.payouts lists the pending request; api.admin.payPayout pays it once and keeps the balance', async () => {
    const { lawyer, id } = await requested(30_000, 150);
    const page = await operator.ok(api.admin.payouts, { query: { status: 'pending', page: 1 } });
    expect(page.data.find((p) => p.id === id)).toMatchObject({ price: 150, user_name: 'Av. Para Bekleyen' });
    await operator.ok(api.admin.payPayout, { params: { id } });
    expect(await balanceOf(ctx.app.db, lawyer.user.id)).toBe(15_000);
    const twice = await operator.call(api.admin.payPayout, { params: { id } });
    expect(twice.status).toBe(409);
    expect(await auditOf('payout.paid', id)).toHaveLength(1);
    // The lawyer is told, in his list and live, once.
    expect(await notificationsOf(lawyer.user.id)).toEqual([
      {
        type: 'payout_paid',
        title: 'Ödeme Talebiniz Ödendi',
        message: '150 TL tutarındaki ödeme talebiniz hesabınıza gönderildi.',
      },
    ]);
    expect(liveTo(lawyer.user.id)).toEqual(['payout_paid']);
  });

  it('api.admin.rejectPayout gives the amount back with the reason in the audit log', async () => {
    const { lawyer, id } = await requested(30_000, 200);
    expect(await balanceOf(ctx.app.db, lawyer.user.id)).toBe(10_000);
    await operator.ok(api.admin.rejectPayout, { params: { id }, body: { reason: 'IBAN hatalı.' } });
    expect(await balanceOf(ctx.app.db, lawyer.user.id)).toBe(30_000);
    expect((await auditOf('payout.reject', id))[0]?.reason).toBe('IBAN hatalı.');
    expect(await notificationsOf(lawyer.user.id)).toEqual([
      {
        type: 'payout_rejected',
        title: 'Ödeme Talebiniz Reddedildi',
        message:
          '200 TL tutarındaki ödeme talebiniz reddedildi (IBAN hatalı). Tutar bakiyenize geri eklendi.',
      },
    ]);
    expect(liveTo(lawyer.user.id)).toEqual(['payout_rejected']);
    const missing = await operator.call(api.admin.payPayout, { params: { id: 999_999 } });
    expect(missing.status).toBe(404);
  });

  it('api.admin.payoutsExport writes the pending requests as CSV with formula-looking names defused, and logs it', async () => {
    const { id } = await requested(30_000, 123.45);
    const { data } = await operator.ok(api.admin.payoutsExport, {});
    const line = data.csv.split('\r\n').find((l) => l.startsWith(`"${id}";`));
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('"123,45"');
    expect(line).toContain('"TR85 0001 0000 0000 0012 3456 78"');
    expect(data.filename).toMatch(/^odeme-talepleri-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await rowsOf(ctx.app, 'audit_log', { action: 'payout.export' });
    expect(JSON.parse(lines.at(-1)?.after_json ?? '{}').payout_ids).toContain(id);
  });
});

describe('the dashboard', () => {
  it('counts every queue the console works', async () => {
    const { data } = await operator.ok(api.admin.dashboard, {});
    expect(data.queues.map((q) => q.key)).toEqual([
      'accounts',
      'avatar',
      'about',
      'blue_tick',
      'dispute_message',
      'disputes',
      'payouts',
      'tickets',
      'complaints',
    ]);
    expect(data.queues.find((q) => q.key === 'disputes')?.count).toBeGreaterThan(0);
  });
});
