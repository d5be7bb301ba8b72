import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { operatorToken } from '../admin/operator.ts';
import { auditOf, sentComplaint, sentTicket } from '../admin/support-setup.ts';
import { createDisputeApp } from '../disputes/setup.ts';
import { callerOn } from '../helpers/contract.ts';
import { signedInUser } from '../helpers/users.ts';
import { suite } from '../helpers/suite.ts';

/**
 * The support desk against the real app: what lawyers send from their ticket and complaint forms
 * shows up in the console, answers and status changes answer in the contract's shape and write one
 * audit line each.
 */
const ctx = suite(() => createDisputeApp(), { operator: operatorToken });
const operator = callerOn(ctx, () => ctx.operator);

describe('the ticket queue', () => {
  it('api.admin.tickets lists a pending ticket with its lawyer; api.admin.ticket opens it', async () => {
    const lawyer = await signedInUser(ctx.app, { name: 'Av. Destek Bekleyen' });
    const id = await sentTicket(ctx.app, lawyer.token, 'Yeni hattıma nasıl geçerim?');
    const page = await operator.ok(api.admin.tickets, { query: { status: 'pending', page: 1 } });
    expect(page.data.find((t) => t.id === id)).toMatchObject({
      user_id: lawyer.user.id,
      user_name: 'Av. Destek Bekleyen',
      option: 'Telefon numaramı değiştirmek istiyorum',
      message: 'Yeni hattıma nasıl geçerim?',
      status: 'pending',
      answer: null,
    });
    const one = await operator.ok(api.admin.ticket, { params: { id } });
    expect(one.data.subject).toContain('Telefon numaramı değiştirmek istiyorum');
  });

  it('api.admin.answerTicket stores the filtered answer and writes the audit line', async () => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentTicket(ctx.app, lawyer.token, 'Numaram değişti.');
    const res = await operator.ok(api.admin.answerTicket, {
      params: { id },
      body: { answer: '<p>Ayarlar sayfasından değiştirebilirsiniz.</p>' },
    });
    expect(res.data).toMatchObject({
      status: 'answered',
      answer: '<p>Ayarlar sayfasından değiştirebilirsiniz.</p>',
    });
    expect(await auditOf(ctx.app, 'ticket.answer', id)).toHaveLength(1);
    const again = await operator.call(api.admin.answerTicket, {
      params: { id },
      body: { answer: 'Tekrar.' },
    });
    expect(again.status).toBe(409);
  });
});

describe('the complaint queue', () => {
  it('api.admin.complaints lists new ones by category; api.admin.complaint opens one with signed images', async () => {
    const lawyer = await signedInUser(ctx.app, { name: 'Av. Hata Bildiren' });
    const id = await sentComplaint(ctx.app, lawyer.token, {
      title: 'Takvim açılmıyor',
      category: 'hata-bildirimi',
      images: 2,
    });
    const page = await operator.ok(api.admin.complaints, {
      query: { status: 'open', category: 'hata-bildirimi', page: 1 },
    });
    expect(page.data.find((c) => c.id === id)).toMatchObject({
      user_name: 'Av. Hata Bildiren',
      category: 'hata-bildirimi',
      status: 'open',
      image_count: 2,
      is_web: true,
    });
    const { data } = await operator.ok(api.admin.complaint, { params: { id } });
    expect(data.images).toHaveLength(2);
    // The sender's private screenshot opens through the console's signed address, with no token.
    const file = await ctx.app.inject({ method: 'GET', url: data.images[0] ?? '' });
    expect(file.statusCode).toBe(200);
  });

  it('api.admin.readComplaint and api.admin.closeComplaint move it on with an audit line each', async () => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentComplaint(ctx.app, lawyer.token, {
      title: 'Öneri: koyu tema',
      category: 'oneri-istek',
    });
    const read = await operator.ok(api.admin.readComplaint, { params: { id } });
    expect(read.data).toMatchObject({ status: 'read' });
    const closed = await operator.ok(api.admin.closeComplaint, {
      params: { id },
      body: { note: 'Yol haritasına eklendi.' },
    });
    expect(closed.data).toMatchObject({ status: 'closed', note: 'Yol haritasına eklendi.' });
    expect(await auditOf(ctx.app, 'complaint.read', id)).toHaveLength(1);
    expect(await auditOf(ctx.app, 'complaint.close', id)).toHaveLength(1);
  });
});
