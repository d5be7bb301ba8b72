import { type Ticket, type TicketOption, realtimeEvents } from '@meslektas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { ticketAnswerDeps } from '../../src/plugins/deps.ts';
import { userChannel } from '../../src/services/notifications/notify.ts';
import {
  MAX_PENDING_TICKETS,
  answerTicket as answerWith,
  ticketMessages,
} from '../../src/services/support/tickets.ts';
import { type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { rowsOf } from '../helpers/rows.ts';

const ctx = lifecycleSuite();
beforeEach(() => {
  ctx.broadcaster.events.length = 0;
});

const answerTicket = (input: { ticketId: number; answer: string }) =>
  answerWith(ticketAnswerDeps(ctx.app), input);

type Page = { options: TicketOption[]; tickets: Ticket[] };
const page = async (who: Lawyer) => {
  const res = await ctx.call(who, 'GET', 'ticket');
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Page }>().data;
};
const send = (who: Lawyer, body: Record<string, unknown>) => ctx.call(who, 'POST', 'ticket', body);

/** 'Ödeme ve Pro üyelik › Pro üyelik ödemem hesabıma yansımadı': a leaf that takes a question. */
const PRO_PAYMENT = 41;

describe('the support page', () => {
  it('lists the subjects with their sub-options, types and redirects', async () => {
    const { options } = await page(await ctx.lawyer());
    const byKey = new Map(options.map((o) => [o.key, o]));
    expect(byKey.get('gorev_iptal')).toMatchObject({ redirect: 'cancel_request', type: null });
    expect(byKey.get('baro_degisikligi')).toMatchObject({ redirect: 'baro_change' });
    expect(byKey.get('sss')).toMatchObject({ redirect: 'sss' });
    expect(byKey.get('diger')).toMatchObject({ value: 7, type: 'infoText' });
    expect(byKey.get('diger')?.info).toBeTruthy();
    const task = byKey.get('gorev');
    expect(task?.type).toBe('subselect');
    expect(task?.sub?.map((s) => s.type)).toEqual([
      'animation_modal_text',
      'animation_modal_text',
      'infoText',
      null,
    ]);
    expect(byKey.get('odeme')?.sub?.map((s) => s.value)).toContain(PRO_PAYMENT);
  });
});

describe('when a lawyer sends a ticket', () => {
  it('stores it as pending plain text under its full subject and lists it first', async () => {
    const me = await ctx.lawyer();
    const res = await send(me, {
      option: PRO_PAYMENT,
      message: '  Kartımdan <b>çekim</b> yapıldı ama hesabım Pro olmadı.<script>x()</script> ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'true',
      message: ticketMessages.sent,
      data: {
        subject: 'Ödeme ve Pro üyelik › Pro üyelik ödemem hesabıma yansımadı',
        question: 'Kartımdan çekim yapıldı ama hesabım Pro olmadı.',
        status: 'pending',
        answer: null,
        date: '10.03.2026 12:00',
      },
    });
    const { tickets } = await page(me);
    expect(tickets[0]?.id).toBe(res.json().data.id);
    // Another lawyer's page holds none of it.
    expect((await page(await ctx.lawyer())).tickets).toEqual([]);
  });

  it.each([
    ['a subject with sub-options', { option: 1 }, 'option', ticketMessages.notWritable],
    ['a subject that redirects', { option: 2 }, 'option', ticketMessages.notWritable],
    // The bar change takes effect through user/update/baroAndAdliye, as in settings: no ticket.
    [
      'the bar-change subject',
      { option: 3, baro_id: 55, adliye_id: [5501] },
      'option',
      ticketMessages.notWritable,
    ],
    ['an unknown subject', { option: 999 }, 'option', ticketMessages.chooseSubject],
    ['no subject', { option: '' }, 'option', 'Lütfen konu seçiniz.'],
    ['no question', { message: '   ' }, 'message', 'Lütfen sorunuzu yazınız.'],
    ['a question of markup only', { message: '<i></i>' }, 'message', ticketMessages.emptyQuestion],
  ])('refuses %s with a Turkish field error and stores nothing', async (_label, extra, field, message) => {
    const me = await ctx.lawyer();
    const res = await send(me, { option: PRO_PAYMENT, message: 'Ödeme sorunu yaşıyorum.', ...extra });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await page(me)).tickets).toEqual([]);
  });

  it(`keeps at most ${MAX_PENDING_TICKETS} tickets waiting, also when sent at once`, async () => {
    const me = await ctx.lawyer();
    const results = await Promise.all(
      Array.from({ length: MAX_PENDING_TICKETS + 2 }, (_, i) =>
        send(me, { option: PRO_PAYMENT, message: `Soru ${i + 1}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_PENDING_TICKETS);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().message).toBe(ticketMessages.tooManyPending);
    // An answer frees a place.
    const [first] = (await page(me)).tickets;
    await answerTicket({ ticketId: first?.id ?? 0, answer: '<p>Kontrol ettik.</p>' });
    expect((await send(me, { option: PRO_PAYMENT, message: 'Yeni soru' })).statusCode).toBe(200);
  });
});

describe('when an operator answers a ticket', () => {
  it('stores the answer, shows it filtered and tells the lawyer with a notification row and a live event', async () => {
    const me = await ctx.lawyer();
    const sent = (await send(me, { option: 62, message: 'Yeni numaramı nasıl tanımlarım?' })).json()
      .data as Ticket;
    const answered = await answerTicket({
      ticketId: sent.id,
      answer:
        '<p>Ayarlar sayfasından <a href="/ayarlar" onclick="x()">telefonunuzu</a> güncelleyebilirsiniz.</p><script>x()</script>',
    });
    expect(answered.status).toBe('answered');
    const [ticket] = (await page(me)).tickets;
    expect(ticket?.status).toBe('answered');
    expect(ticket?.answer).toContain('<a href="/ayarlar">telefonunuzu</a>');
    expect(ticket?.answer).not.toMatch(/script|onclick/);
    expect(ticket?.answered_at).not.toBeNull();

    const rows = await rowsOf(ctx.app, 'notifications', { user_id: me.user.id });
    expect(rows.map((r) => r.type)).toEqual(['ticket_answered']);
    expect(JSON.parse(rows[0]?.data ?? '{}')).toMatchObject({
      type: 'ticket_answered',
      title: 'Destek Talebiniz Cevaplandı',
      icon: 'life-buoy',
    });
    const live = ctx.broadcaster.events.find((e) => e.event === realtimeEvents.notification);
    expect(live?.channels).toEqual([userChannel(me.user.id)]);
    expect(live?.data).toMatchObject({ id: String(rows[0]?.id), data: { type: 'ticket_answered' } });
  });

  it('answers a ticket only once, refuses an empty answer and an unknown ticket', async () => {
    const me = await ctx.lawyer();
    const sent = (await send(me, { option: 62, message: 'Numara değişikliği' })).json().data as Ticket;
    await expect(answerTicket({ ticketId: sent.id, answer: '<p> </p>' })).rejects.toMatchObject({
      statusCode: 422,
    });
    await answerTicket({ ticketId: sent.id, answer: 'Tamamdır.' });
    await expect(answerTicket({ ticketId: sent.id, answer: 'Tekrar.' })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(answerTicket({ ticketId: 2_000_000_000, answer: 'Yok.' })).rejects.toMatchObject({
      statusCode: 404,
    });
    const count = await ctx.app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
