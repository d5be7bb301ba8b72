import { digestTexts, digestTimeChoices } from '@meslektas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANADOLU_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { Deliverer } from '../../src/services/notifications/deliveries.ts';
import { digestSender } from '../../src/services/digest/send.ts';
import { DEFAULT_NOW, type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { DEFAULT_PASSWORD } from '../helpers/users.ts';
import { deleteAccount, downloadExport, readExport } from '../kvkk/setup.ts';

/**
 * The daily digest: his settings (a verified address, a time from the list), one e-mail a morning
 * with only his tasks, sent once however many workers claim it, moved or dropped by a change of
 * time or an opt-out, and an unsubscribe link that needs no sign-in and refuses a forged token.
 * The clock starts at 12:00 Istanbul on 10 March 2026; 07:30 the next morning is 04:30 UTC.
 */
const ctx = lifecycleSuite({
  me: { baro_id: 1 },
  other: { baro_id: 1 },
  colleague: { baro_id: 1 },
  noEmail: { email: null },
});
const TOMORROW = '2026-03-11';
const AT_0730 = new Date('2026-03-11T04:30:00.000Z');

beforeEach(async () => {
  ctx.clock.set(DEFAULT_NOW);
  await ctx.app.deliveries.idle();
  await ctx.app.db.deleteFrom('deliveries').where('kind', '=', 'daily_digest').execute();
  await ctx.app.db.deleteFrom('outbox').execute();
  await ctx.app.db.deleteFrom('mission_reports').execute();
  await ctx.app.db.deleteFrom('missions').execute();
  await ctx.app.db.updateTable('users').set({ digest_enabled: 0, digest_time: null }).execute();
});

const settings = (who: Lawyer) => ctx.call(who, 'GET', 'user/digest');
const save = (who: Lawyer, body: unknown) => ctx.call(who, 'POST', 'user/digest', body);

/** Moves the clock and lets every due delivery run. */
async function at(instant: Date) {
  ctx.clock.set(instant);
  ctx.app.deliveries.kick();
  await ctx.app.deliveries.idle();
}

const digestsTo = (who: Lawyer) =>
  ctx.app.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', who.user.email!)
    .where('subject', 'like', 'Meslektaş günlük özet%')
    .execute();

const waiting = (who: Lawyer) =>
  ctx.app.db
    .selectFrom('deliveries')
    .select(['due_at', 'job_key', 'state'])
    .where('kind', '=', 'daily_digest')
    .where('user_id', '=', who.user.id)
    .where('state', '=', 'pending')
    .execute();

async function serve(who: Lawyer, adliyeId: number) {
  await ctx.app.db
    .insertInto('user_courthouses')
    .values({ user_id: who.user.id, adliye_id: adliyeId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

describe('settings', () => {
  it('start off at 07:30 and say whether his address is verified', async () => {
    expect((await settings(ctx.me)).json()).toEqual({
      data: {
        enabled: false,
        time: '07:30',
        times: digestTimeChoices(6, 11),
        email: ctx.me.user.email,
        emailVerified: true,
        nextAt: null,
      },
    });
    expect((await settings(ctx.noEmail)).json()).toMatchObject({
      data: { email: null, emailVerified: false },
    });
  });

  it.each([
    ['05:30', 'Özet saati 06:00 ile 11:00 arasında, 30 dakikalık adımlarla seçilmelidir.'],
    ['12:00', 'Özet saati 06:00 ile 11:00 arasında, 30 dakikalık adımlarla seçilmelidir.'],
    ['07:45', 'Lütfen listeden bir gönderim saati seçiniz.'],
    ['sabah', 'Lütfen listeden bir gönderim saati seçiniz.'],
    [null, 'Lütfen listeden bir gönderim saati seçiniz.'],
  ])('refuse the time %s in Turkish', async (time, message) => {
    const res = await save(ctx.me, { enabled: true, time });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { time: [message] } });
    expect(await waiting(ctx.me)).toEqual([]);
  });

  it('offer the range the constants set', async () => {
    const set = (name: string, description: string) =>
      ctx.app.db
        .insertInto('constants')
        .values({ name, description })
        .onConflict((oc) => oc.column('name').doUpdateSet({ description }))
        .execute();
    await set('gunluk_ozet_ilk_saat', '0');
    await set('gunluk_ozet_son_saat', '23');
    try {
      expect((await settings(ctx.me)).json().data.times).toHaveLength(47);
      expect((await save(ctx.me, { enabled: true, time: '22:30' })).json()).toMatchObject({
        data: { time: '22:30', nextAt: '2026-03-10T19:30:00.000Z' },
      });
    } finally {
      await ctx.app.db.deleteFrom('constants').where('name', 'like', 'gunluk_ozet_%').execute();
    }
    // Left outside the range, his time is kept while he changes nothing else.
    expect((await save(ctx.me, { enabled: false, time: '22:30' })).statusCode).toBe(200);
  });

  it('refuse to turn on without an address, but may be turned off', async () => {
    const res = await save(ctx.noEmail, { enabled: true, time: '08:00' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { enabled: ['Günlük özet için önce e-posta adresinizi doğrulayınız.'] },
    });
    expect((await save(ctx.noEmail, { enabled: false, time: '08:00' })).statusCode).toBe(200);
  });

  it('turned on, schedule the next morning; only his own, never another lawyer’s', async () => {
    const res = await save(ctx.me, { enabled: true, time: '07:30' });
    expect(res.json()).toMatchObject({
      message: 'Günlük özet açıldı.',
      data: { enabled: true, time: '07:30', nextAt: AT_0730.toISOString() },
    });
    expect(await waiting(ctx.me)).toEqual([
      { due_at: AT_0730.toISOString(), job_key: `digest:${ctx.me.user.id}:${TOMORROW}`, state: 'pending' },
    ]);
    expect((await settings(ctx.other)).json()).toMatchObject({ data: { enabled: false, nextAt: null } });
    expect(await waiting(ctx.other)).toEqual([]);
  });

  it('before the time today, schedule this morning', async () => {
    ctx.clock.set(new Date('2026-03-10T03:00:00.000Z')); // 06:00 Istanbul
    const res = await save(ctx.me, { enabled: true, time: '09:00' });
    expect(res.json()).toMatchObject({ data: { nextAt: '2026-03-10T06:00:00.000Z' } });
  });
});

describe('the morning e-mail', () => {
  it('holds his tasks of today, the reports he owes and the open count, never another’s', async () => {
    await serve(ctx.me, BAKIRKOY_ADLIYESI_ID);
    const mine = await ctx.insertMission(ctx.me.user, { plan_date: TOMORROW, plan_time: '10:00' });
    const chosen = await ctx.insertMission(ctx.other.user, {
      plan_date: TOMORROW,
      plan_time: '14:00',
      user_id: ctx.me.user.id,
      status: 1,
    });
    const othersOnly = await ctx.insertMission(ctx.other.user, {
      plan_date: TOMORROW,
      user_id: ctx.colleague.user.id,
      status: 1,
      address_name: 'Başkasının görevi',
    });
    const cancelled = await ctx.insertMission(ctx.me.user, { plan_date: TOMORROW, status: 4 });
    const owed = await ctx.insertMission(ctx.other.user, {
      plan_date: '2026-03-10',
      plan_time: '10:00',
      user_id: ctx.me.user.id,
      status: 1,
    });
    const reported = await ctx.insertMission(ctx.other.user, {
      plan_date: '2026-03-10',
      plan_time: '09:00',
      user_id: ctx.me.user.id,
      status: 2,
    });
    await ctx.app.db
      .insertInto('mission_reports')
      .values({
        mission_id: reported,
        user_id: ctx.me.user.id,
        outcomes: '["attended"]',
        filed_at: DEFAULT_NOW.toISOString(),
        due_at: DEFAULT_NOW.toISOString(),
      })
      .execute();
    const nearby = await ctx.insertMission(ctx.colleague.user, {
      adliye_id: BAKIRKOY_ADLIYESI_ID,
      plan_date: TOMORROW,
    });
    // Open, but in a courthouse he does not serve.
    await ctx.insertMission(ctx.colleague.user, { adliye_id: ANADOLU_ADLIYESI_ID, plan_date: TOMORROW });

    await save(ctx.me, { enabled: true, time: '07:30' });
    await at(AT_0730);
    const [mail, ...more] = await digestsTo(ctx.me);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Meslektaş günlük özet: 11.03.2026');
    const link = (id: number) => `http://localhost:3000/gorev-detaylari/${id}`;
    for (const id of [mine, chosen, owed]) {
      expect(mail!.body).toContain(link(id));
      expect(mail!.html).toContain(`href="${link(id)}"`);
    }
    for (const id of [othersOnly, cancelled, reported, nearby]) {
      expect(mail!.body).not.toContain(link(id));
      expect(mail!.html).not.toContain(link(id));
    }
    expect(mail!.body).not.toContain('Başkasının görevi');
    expect(mail!.body).toContain(digestTexts.reportsDue);
    expect(mail!.body).toContain(digestTexts.openNearby(1));
    expect(mail!.body).toMatch(/Sahibi olduğunuz görev[\s\S]*Seçildiğiniz görev/);
    // A phone-sized single column, with the one-click unsubscribe headers.
    expect(mail!.html).toContain('max-width:600px');
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<http://localhost:3000/api/digest/unsubscribe\\?u=${ctx.me.user.id}&t=[\\w-]+>$`),
    );
    expect(mail!.body).toContain(headers['List-Unsubscribe']!.slice(1, -1));
    // Tomorrow's is waiting.
    expect(await waiting(ctx.me)).toEqual([
      expect.objectContaining({
        due_at: '2026-03-12T04:30:00.000Z',
        job_key: `digest:${ctx.me.user.id}:2026-03-12`,
      }),
    ]);
  });

  it('is not sent when it has nothing in it, and the next one still waits', async () => {
    await save(ctx.colleague, { enabled: true, time: '07:30' });
    await at(AT_0730);
    expect(await digestsTo(ctx.colleague)).toEqual([]);
    expect(await waiting(ctx.colleague)).toHaveLength(1);
  });

  it('goes once with two workers claiming it, and once after a worker stopped mid-way', async () => {
    await ctx.insertMission(ctx.me.user, { plan_date: TOMORROW });
    await save(ctx.me, { enabled: true, time: '07:30' });
    const second = new Deliverer(ctx.app.db, {
      now: ctx.app.now,
      log: ctx.app.log,
      publish: async () => {},
      sendSms: ctx.app.deps.sendSms,
      countFailure: () => {},
      sendDigest: digestSender(ctx.app.db, {
        now: ctx.app.now,
        log: ctx.app.log,
        notifier: () => ctx.app.notifier,
        publicUrl: 'http://localhost:3000',
        urls: ctx.app.uploads.urls,
      }),
    });
    ctx.clock.set(AT_0730);
    ctx.app.deliveries.kick();
    second.kick();
    await Promise.all([ctx.app.deliveries.idle(), second.idle()]);
    // A third worker started again later finds nothing more to send.
    second.kick();
    await second.idle();
    expect(await digestsTo(ctx.me)).toHaveLength(1);
    expect(await waiting(ctx.me)).toHaveLength(1);

    // The next morning a worker claims the digest, marks it and stops before finishing; another
    // takes it over once the claim is stale and sends nothing twice.
    const next = new Date('2026-03-12T04:30:00.000Z');
    ctx.clock.set(next);
    await ctx.app.db
      .updateTable('deliveries')
      .set({ state: 'running', cursor: 1, claimed_at: next.toISOString(), claimed_by: 'stopped:1' })
      .where('job_key', '=', `digest:${ctx.me.user.id}:2026-03-12`)
      .execute();
    await at(new Date(next.getTime() + 5 * 60_000));
    expect(await digestsTo(ctx.me)).toHaveLength(1);
    expect(await waiting(ctx.me)).toEqual([
      expect.objectContaining({ job_key: `digest:${ctx.me.user.id}:2026-03-13` }),
    ]);
    await second.close();
  });

  it('sent while no worker ran goes when one starts, unless its day has passed', async () => {
    await ctx.insertMission(ctx.me.user, { plan_date: TOMORROW });
    await save(ctx.me, { enabled: true, time: '07:30' });
    // Down from 12:00 until two days later: the late one is skipped, the series goes on.
    await at(new Date('2026-03-12T10:00:00.000Z'));
    expect(await digestsTo(ctx.me)).toEqual([]);
    expect(await waiting(ctx.me)).toEqual([expect.objectContaining({ due_at: '2026-03-13T04:30:00.000Z' })]);
  });
});

describe('changing or leaving', () => {
  it('a new time moves the waiting one; off drops it and nothing goes', async () => {
    await ctx.insertMission(ctx.me.user, { plan_date: TOMORROW });
    await save(ctx.me, { enabled: true, time: '07:30' });
    await save(ctx.me, { enabled: true, time: '10:00' });
    expect(await waiting(ctx.me)).toEqual([expect.objectContaining({ due_at: '2026-03-11T07:00:00.000Z' })]);
    await at(AT_0730);
    expect(await digestsTo(ctx.me)).toEqual([]);
    const off = await save(ctx.me, { enabled: false, time: '10:00' });
    expect(off.json()).toMatchObject({
      message: 'Günlük özet kapatıldı.',
      data: { enabled: false, nextAt: null },
    });
    expect(await waiting(ctx.me)).toEqual([]);
    await at(new Date('2026-03-11T08:00:00.000Z'));
    expect(await digestsTo(ctx.me)).toEqual([]);
  });

  it('a time changed after this morning’s went does not send a second one today', async () => {
    await ctx.insertMission(ctx.me.user, { plan_date: TOMORROW });
    await save(ctx.me, { enabled: true, time: '07:30' });
    await at(AT_0730);
    await save(ctx.me, { enabled: true, time: '10:00' });
    expect(await waiting(ctx.me)).toEqual([expect.objectContaining({ due_at: '2026-03-12T07:00:00.000Z' })]);
    await at(new Date('2026-03-11T07:30:00.000Z'));
    expect(await digestsTo(ctx.me)).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  async function link(): Promise<string> {
    await ctx.insertMission(ctx.me.user, { plan_date: TOMORROW });
    await save(ctx.me, { enabled: true, time: '07:30' });
    await at(AT_0730);
    const [mail] = await digestsTo(ctx.me);
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    return headers['List-Unsubscribe']!.slice(1, -1).replace('http://localhost:3000', '');
  }

  it('asks on GET, without signing in, and changes nothing then', async () => {
    const url = await link();
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(digestTexts.confirmButton);
    expect((await settings(ctx.me)).json()).toMatchObject({ data: { enabled: true } });
  });

  it('unsubscribes with the page’s POST and drops the waiting one', async () => {
    const url = await link();
    const res = await ctx.app.inject({ method: 'POST', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Günlük özet e-postalarından çıktınız');
    expect((await settings(ctx.me)).json()).toMatchObject({ data: { enabled: false, nextAt: null } });
    expect(await waiting(ctx.me)).toEqual([]);
  });

  it('unsubscribes with the RFC 8058 one-click POST', async () => {
    const url = await link();
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await settings(ctx.me)).json()).toMatchObject({ data: { enabled: false } });
  });

  it('refuses a forged or altered token, and one moved to another lawyer', async () => {
    const url = await link();
    await save(ctx.other, { enabled: true, time: '07:30' });
    const token = new URL(url, 'http://x').searchParams.get('t')!;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `/api/digest/unsubscribe?u=${ctx.me.user.id}&t=${flipped}`,
      `/api/digest/unsubscribe?u=${ctx.other.user.id}&t=${token}`,
      `/api/digest/unsubscribe?u=${ctx.me.user.id}`,
      `/api/digest/unsubscribe?u=abc&t=${token}`,
      '/api/digest/unsubscribe',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
          const res = await ctx.app.inject({ method, url: bad, headers: { accept } });
          expect(res.statusCode).toBe(400);
          expect(res.body).toContain(digestTexts.badLink);
          expect(res.headers['content-type']).toMatch(accept === '*/*' ? /json/ : /html/);
        }
      }
    }
    expect((await settings(ctx.me)).json()).toMatchObject({ data: { enabled: true } });
    expect((await settings(ctx.other)).json()).toMatchObject({ data: { enabled: true } });
  });
});

describe('KVKK', () => {
  it('exports his choice, and deletion turns it off and drops his digests', async () => {
    const me = await ctx.lawyer();
    expect((await save(me, { enabled: true, time: '08:30' })).statusCode).toBe(200);
    const exported = readExport((await downloadExport(ctx.app, me)).rawPayload);
    expect(exported.data.ayarlar).toMatchObject({ digest_enabled: 1, digest_time: '08:30' });

    expect(await waiting(me)).toHaveLength(1);
    expect((await deleteAccount(ctx.app, me, DEFAULT_PASSWORD)).statusCode).toBe(200);
    const left = await ctx.app.db
      .selectFrom('deliveries')
      .select('id')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(left).toEqual([]);
    const row = await ctx.app.db
      .selectFrom('users')
      .select(['digest_enabled', 'digest_time'])
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ digest_enabled: 0, digest_time: null });
  });
});
