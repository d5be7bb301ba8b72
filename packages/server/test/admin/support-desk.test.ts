import { api, realtimeEvents } from '@meslektas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportDeskMessages } from '../../src/services/admin/support-desk.ts';
import { userChannel } from '../../src/services/notifications/notify.ts';
import { ticketMessages } from '../../src/services/support/tickets.ts';
import { createDisputeApp } from '../disputes/setup.ts';
import { callerOn } from '../helpers/contract.ts';
import { bearer, signedInUser } from '../helpers/users.ts';
import { signedInOperator } from './operator.ts';
import { auditOf, sentComplaint, sentTicket } from './support-setup.ts';
import { rowOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createDisputeApp(), { operator: signedInOperator });
const operator = callerOn(ctx, () => ctx.operator.token);
beforeEach(() => {
  ctx.broadcaster.events.length = 0;
});

const answer = (id: number, text: unknown) =>
  operator.call(api.admin.answerTicket, { params: { id }, body: { answer: text as string } });
const read = (id: number) => operator.call(api.admin.readComplaint, { params: { id } });
const close = (id: number, note?: unknown) =>
  operator.call(api.admin.closeComplaint, {
    params: { id },
    body: note === undefined ? {} : { note: note as string },
  });
const complaintRow = (id: number) =>
  ctx.app.db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('given pending tickets / when the operator lists the queue', () => {
  it('shows the pending ones oldest first and moves an answered one to the answered filter', async () => {
    const lawyer = await signedInUser(ctx.app);
    const first = await sentTicket(ctx.app, lawyer.token, 'İlk soru');
    const second = await sentTicket(ctx.app, lawyer.token, 'İkinci soru');
    const pending = async () =>
      (await operator.ok(api.admin.tickets, { query: { status: 'pending', page: 1 } })).data.map((t) => t.id);
    const ids = await pending();
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect((await answer(first, 'Cevap')).status).toBe(200);
    expect(await pending()).not.toContain(first);
    const answered = await operator.ok(api.admin.tickets, { query: { status: 'answered', page: 1 } });
    expect(answered.data.map((t) => t.id)).toContain(first);
    const all = await operator.ok(api.admin.tickets, { query: { status: 'all', page: 1 } });
    expect(all.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown filter and page with Turkish field messages', async () => {
    const res = await operator.call(api.admin.tickets, { query: { status: 'kapali', page: 0 } } as never);
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({
      errors: { status: ['Geçersiz talep durumu.'], page: ['Geçersiz sayfa.'] },
    });
  });
});

describe('given a pending ticket / when the operator answers it', () => {
  it('stores the answer filtered, tells the lawyer live and shows it on his ticket page', async () => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentTicket(ctx.app, lawyer.token, 'Numaram değişti.');
    const res = await answer(
      id,
      '<p>Ayarlar sayfasından <a href="https://meslektas.test/ayarlar" onclick="x()">değiştirebilirsiniz</a>.</p><script>alert(1)</script><img src="x" onerror="y()">',
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(supportDeskMessages.answered);
    const stored = await rowOf(ctx.app, 'tickets', { id });
    expect(stored.status).toBe('answered');
    expect(stored.answered_at).not.toBeNull();
    expect(stored.answer).toContain('<a href="https://meslektas.test/ayarlar">değiştirebilirsiniz</a>');
    expect(stored.answer).not.toMatch(/script|onclick|onerror/);

    const live = ctx.broadcaster.events.find((e) => e.event === realtimeEvents.notification);
    expect(live?.channels).toEqual([userChannel(lawyer.user.id)]);
    expect(live?.data).toMatchObject({ data: { type: 'ticket_answered' } });

    const page = await ctx.app.inject({ method: 'GET', url: '/api/ticket', headers: bearer(lawyer.token) });
    const mine = page.json().data.tickets.find((t: { id: number }) => t.id === id);
    expect(mine).toMatchObject({ status: 'answered', answer: stored.answer });
  });

  it('writes one audit line with the operator, the ticket and the answer before and after', async () => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentTicket(ctx.app, lawyer.token, 'Soru');
    await answer(id, '<b>Tamam</b>');
    const [line, ...rest] = await auditOf(ctx.app, 'ticket.answer', id);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ operator_id: ctx.operator.user.id, subject_type: 'ticket', subject_id: id });
    expect(JSON.parse(line?.before_json ?? 'null')).toEqual({ status: 'pending', answer: null });
    expect(JSON.parse(line?.after_json ?? 'null')).toMatchObject({
      status: 'answered',
      answer: '<b>Tamam</b>',
    });
  });

  it('answers 409 in Turkish to a second answer and changes nothing', async () => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentTicket(ctx.app, lawyer.token, 'Soru');
    await answer(id, 'İlk cevap');
    const again = await answer(id, 'İkinci cevap');
    expect(again.status).toBe(409);
    expect(again.raw).toMatchObject({ message: ticketMessages.alreadyAnswered });
    const stored = await rowOf(ctx.app, 'tickets', { id }, ['answer']);
    expect(stored.answer).toBe('İlk cevap');
    expect(await auditOf(ctx.app, 'ticket.answer', id)).toHaveLength(1);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
    ['only markup that filtering removes', '<script>alert(1)</script><p> </p>'],
  ])('answers 422 to a %s answer and keeps the ticket pending', async (_label, text) => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentTicket(ctx.app, lawyer.token, 'Soru');
    const res = await answer(id, text);
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { answer: ['Lütfen bir cevap yazınız.'] } });
    expect(await auditOf(ctx.app, 'ticket.answer', id)).toEqual([]);
  });

  it('answers 404 to an unknown ticket, on opening and answering', async () => {
    expect((await operator.call(api.admin.ticket, { params: { id: 999_999 } })).status).toBe(404);
    const res = await answer(999_999, 'Cevap');
    expect(res.status).toBe(404);
    expect(res.raw).toMatchObject({ message: ticketMessages.notFound });
  });
});

describe('given complaints / when the operator filters the queue', () => {
  it('filters by status and by category, new ones oldest first', async () => {
    const lawyer = await signedInUser(ctx.app);
    const bug = await sentComplaint(ctx.app, lawyer.token, {
      title: 'Harita donuyor',
      category: 'hata-bildirimi',
    });
    const idea = await sentComplaint(ctx.app, lawyer.token, {
      title: 'Toplu görev',
      category: 'oneri-istek',
    });
    const other = await sentComplaint(ctx.app, lawyer.token, { title: 'Kaba meslektaş', category: 'diger' });
    const list = async (status: 'open' | 'read' | 'closed' | 'all', category: string) =>
      (
        await operator.ok(api.admin.complaints, { query: { status, category: category as 'all', page: 1 } })
      ).data.map((c) => c.id);
    const open = await list('open', 'all');
    expect(open.indexOf(bug)).toBeLessThan(open.indexOf(idea));
    expect(await list('open', 'oneri-istek')).toContain(idea);
    expect(await list('open', 'oneri-istek')).not.toContain(bug);
    expect(await list('all', 'diger')).toEqual(expect.arrayContaining([other]));
    await read(other);
    expect(await list('open', 'all')).not.toContain(other);
    expect(await list('read', 'diger')).toContain(other);
  });

  it('refuses an unknown category with a Turkish field message', async () => {
    const res = await operator.call(api.admin.complaints, { query: { category: 'ovgu' } } as never);
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { category: ['Geçersiz konu.'] } });
  });
});

describe('given a new complaint / when the operator works it', () => {
  it('marks it read, then closes it with a plain-text note, one audit line per step', async () => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentComplaint(ctx.app, lawyer.token, {
      title: 'Bildirim sesi',
      category: 'oneri-istek',
    });
    const r = await read(id);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(supportDeskMessages.read);
    expect(await complaintRow(id)).toMatchObject({ status: 'read', read_at: expect.any(String) });
    const c = await close(id, ' <b>Sonraki sürümde</b> eklenecek. ');
    expect(c.status).toBe(200);
    expect(await complaintRow(id)).toMatchObject({
      status: 'closed',
      note: 'Sonraki sürümde eklenecek.',
      closed_at: expect.any(String),
    });
    const [readLine] = await auditOf(ctx.app, 'complaint.read', id);
    expect(readLine).toMatchObject({ operator_id: ctx.operator.user.id, subject_type: 'complaint' });
    expect(JSON.parse(readLine?.before_json ?? 'null')).toEqual({ status: 'open' });
    expect(JSON.parse(readLine?.after_json ?? 'null')).toMatchObject({ status: 'read' });
    const [closeLine] = await auditOf(ctx.app, 'complaint.close', id);
    expect(closeLine?.reason).toBe('Sonraki sürümde eklenecek.');
    expect(JSON.parse(closeLine?.before_json ?? 'null')).toEqual({ status: 'read' });
    expect(JSON.parse(closeLine?.after_json ?? 'null')).toMatchObject({ status: 'closed' });
  });

  it('closes a new one directly without a note, and counts it as read', async () => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentComplaint(ctx.app, lawyer.token, { title: 'Giriş sorunu', category: 'diger' });
    expect((await close(id)).status).toBe(200);
    const row = await complaintRow(id);
    expect(row).toMatchObject({ status: 'closed', note: null });
    expect(row.read_at).not.toBeNull();
  });

  it.each([
    ['reading a read one', 'read', 'read', supportDeskMessages.alreadyRead],
    ['reading a closed one', 'closed', 'read', supportDeskMessages.alreadyRead],
    ['closing a closed one', 'closed', 'close', supportDeskMessages.alreadyClosed],
  ] as const)('answers 409 to %s and writes no audit line', async (_label, state, action, message) => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentComplaint(ctx.app, lawyer.token, {
      title: `Durum ${state} ${action}`,
      category: 'diger',
    });
    if (state === 'read') await read(id);
    else await close(id);
    const before = await complaintRow(id);
    const lines = (await auditOf(ctx.app, `complaint.${action}`, id)).length;
    const res = action === 'read' ? await read(id) : await close(id, 'Not');
    expect(res.status).toBe(409);
    expect(res.raw).toMatchObject({ message });
    expect(await complaintRow(id)).toEqual(before);
    expect(await auditOf(ctx.app, `complaint.${action}`, id)).toHaveLength(lines);
  });

  it('answers 404 to an unknown complaint and 422 to a note that is too long', async () => {
    expect((await read(999_999)).status).toBe(404);
    expect((await close(999_999)).status).toBe(404);
    expect((await operator.call(api.admin.complaint, { params: { id: 999_999 } })).status).toBe(404);
    const lawyer = await signedInUser(ctx.app);
    const id = await sentComplaint(ctx.app, lawyer.token, { title: 'Uzun not', category: 'diger' });
    const res = await close(id, 'a'.repeat(2001));
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { note: ['En fazla 2000 karakter girebilirsiniz.'] } });
    expect((await complaintRow(id)).status).toBe('open');
  });
});

describe('given waiting tickets and new complaints / when the operator opens the dashboard', () => {
  it('counts pending tickets and unread complaints as queues that lead to their pages', async () => {
    const sizes = async () => {
      const { data } = await operator.ok(api.admin.dashboard, {});
      return {
        tickets: data.queues.find((q) => q.key === 'tickets'),
        complaints: data.queues.find((q) => q.key === 'complaints'),
      };
    };
    const before = await sizes();
    expect(before.tickets).toMatchObject({
      title: 'Yanıt bekleyen destek talepleri',
      path: '/yonetim/destek-talepleri',
    });
    expect(before.complaints).toMatchObject({
      title: 'Yeni şikayet ve öneriler',
      path: '/yonetim/sikayet-ve-oneriler',
    });
    const lawyer = await signedInUser(ctx.app);
    const ticket = await sentTicket(ctx.app, lawyer.token, 'Pano sorusu');
    const complaint = await sentComplaint(ctx.app, lawyer.token, {
      title: 'Pano önerisi',
      category: 'oneri-istek',
    });
    const after = await sizes();
    expect(after.tickets?.count).toBe((before.tickets?.count ?? 0) + 1);
    expect(after.complaints?.count).toBe((before.complaints?.count ?? 0) + 1);
    await answer(ticket, 'Cevap');
    await read(complaint);
    const worked = await sizes();
    expect(worked.tickets?.count).toBe(before.tickets?.count);
    expect(worked.complaints?.count).toBe(before.complaints?.count);
  });
});
