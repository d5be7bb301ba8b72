import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { signedInOperator } from '../admin/operator.ts';
import { auditOf, sentComplaint, sentTicket } from '../admin/support-setup.ts';
import { createDisputeApp } from '../disputes/setup.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { signedInUser } from '../helpers/users.ts';
import { suite } from '../helpers/suite.ts';

/**
 * The support desk against the real app: what lawyers send from their ticket and complaint forms
 * shows up in the console, answers and status changes answer in the contract's shape and write one
 * audit line each.
 */
const ctx = suite(() => createDisputeApp(), { operator: async (app) => (await signedInOperator(app)).token });

describe('the ticket queue', () => {
  it('api.admin.tickets lists a pending ticket with its lawyer; api.admin.ticket opens it', async () => {
    const lawyer = await signedInUser(ctx.app, { name: 'Av. Destek Bekleyen' });
    const id = await sentTicket(ctx.app, lawyer.token, 'Yeni hattıma nasıl geçerim?');
    const page = await expectOk(
      ctx.app,
      api.admin.tickets,
      { query: { status: 'pending', page: 1 } },
      ctx.operator,
    );
    expect(page.data.find((t) => t.id === id)).toMatchObject({
      user_id: lawyer.user.id,
      user_name: 'Av. Destek Bekleyen',
      option: 'Telefon numaramı değiştirmek istiyorum',
      message: 'Yeni hattıma nasıl geçerim?',
      status: 'pending',
      answer: null,
    });
    const one = await expectOk(ctx.app, api.admin.ticket, { params: { id } }, ctx.operator);
    expect(one.data.subject).toContain('Telefon numaramı değiştirmek istiyorum');
  });

  it('api.admin.answerTicket stores the filtered answer and writes the audit line', async () => {
    const lawyer = await signedInUser(ctx.app);
    const id = await sentTicket(ctx.app, lawyer.token, 'Numaram değişti.');
    const res = await expectOk(
      ctx.app,
      api.admin.answerTicket,
      { params: { id }, body: { answer: '<p>Ayarlar sayfasından değiştirebilirsiniz.</p>' } },
      ctx.operator,
    );
    expect(res.data).toMatchObject({
      status: 'answered',
      answer: '<p>Ayarlar sayfasından değiştirebilirsiniz.</p>',
    });
    expect(await auditOf(ctx.app, 'ticket.answer', id)).toHaveLength(1);
    const again = await callEndpoint(
      ctx.app,
      api.admin.answerTicket,
      { params: { id }, body: { answer: 'Tekrar.' } },
      ctx.operator,
    );
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
    const page = await expectOk(
      ctx.app,
      api.admin.complaints,
      { query: { status: 'open', category: 'hata-bildirimi', page: 1 } },
      ctx.operator,
    );
    expect(page.data.find((c) => c.id === id)).toMatchObject({
      user_name: 'Av. Hata Bildiren',
      category: 'hata-bildirimi',
      status: 'open',
      image_count: 2,
      is_web: true,
    });
    const { data } = await expectOk(ctx.app, api.admin.complaint, { params: { id } }, ctx.operator);
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
    const read = await expectOk(ctx.app, api.admin.readComplaint, { params: { id } }, ctx.operator);
    expect(read.data).toMatchObject({ status: 'read' });
    const closed = await expectOk(
      ctx.app,
      api.admin.closeComplaint,
      { params: { id }, body: { note: 'Yol haritasına eklendi.' } },
      ctx.operator,
    );
    expect(closed.data).toMatchObject({ status: 'closed', note: 'Yol haritasına eklendi.' });
    expect(await auditOf(ctx.app, 'complaint.read', id)).toHaveLength(1);
    expect(await auditOf(ctx.app, 'complaint.close', id)).toHaveLength(1);
  });
});
