import {
  type MissionCreatedEvent,
  checkCreateAccess,
  createTaskMessages,
  isMissionCreatedForMe,
  permissionMessages,
  privateChannelName,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import {
  ANADOLU_ADLIYESI_ID,
  ANKARA_BAROSU_ID,
  CAGLAYAN_ADLIYESI_ID,
  ISTANBUL_BAROSU_ID,
  mainCourthouseId,
} from '../../src/seed/ids.ts';
import {
  IN_CATEGORY,
  type Lawyer,
  OUT_CATEGORY,
  TIMED_CATEGORY,
  lifecycleSuite,
  vipOverrides,
} from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';

describe('mission/create', () => {
  const ctx = lifecycleSuite({
    owner: {},
    colleague: {},
    closed: { mission_status: 0 },
    excluding: { excludedCategories: [IN_CATEGORY] },
    elsewhere: { courthouses: [ANADOLU_ADLIYESI_ID] },
  });

  const create = (who: Lawyer, overrides: Record<string, unknown> = {}) => ctx.postTask(who, overrides);

  /** The one live `mission-created` published since the events were cleared. */
  const liveCreated = () => {
    const created = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionCreated);
    expect(created).toHaveLength(1);
    return { channels: created[0]!.channels, data: created[0]!.data as MissionCreatedEvent };
  };

  /**
   * Whether the lawyer's app keeps a live `mission-created` heard on `channel`: the server lets him
   * listen there, and isMissionCreatedForMe says yes for his record and excluded categories.
   */
  async function appKeeps(who: Lawyer, channel: string, event: MissionCreatedEvent): Promise<boolean> {
    const auth = await ctx.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: who.headers,
      payload: { socket_id: '1.2', channel_name: channel },
    });
    if (auth.statusCode !== 200) return false;
    const record = (await ctx.call(who, 'GET', 'auth/getData')).json().data;
    const excluded = (await ctx.call(who, 'GET', 'user/notCategoriesList')).json().data as {
      category_id: number;
      excluded: boolean;
    }[];
    return isMissionCreatedForMe(event, {
      userId: who.user.id,
      missionStatus: record.missionStatus,
      excludedCategoryIds: excluded.filter((c) => c.excluded).map((c) => c.category_id),
    });
  }

  it('given a valid payload / stores the task in kuruş and answers its id', async () => {
    const res = await create(ctx.owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('true');
    const row = await rowOf(ctx.app, 'missions', { id: body.missionId });
    expect(row).toMatchObject({
      owner_id: ctx.owner.user.id,
      price: 75_000,
      status: 0,
      fast: 0,
      adliye_id: CAGLAYAN_ADLIYESI_ID,
    });
  });

  it('sends the task to the lawyers of its courthouse only: not the owner, not task-taking off, not an excluded category', async () => {
    const another = await ctx.lawyer();
    ctx.broadcaster.events.length = 0;
    const res = await create(ctx.owner);
    const missionId = res.json().missionId as number;
    const rows = await ctx.notified('mission_created', missionId);
    const receivers = rows.map((r) => r.user_id);
    expect(receivers).toEqual(expect.arrayContaining([ctx.colleague.user.id, another.user.id]));
    for (const outsider of [ctx.owner, ctx.closed, ctx.excluding, ctx.elsewhere])
      expect(receivers).not.toContain(outsider.user.id);
    // Live: once, on the courthouse's channel; each app keeps it exactly when he got the row.
    const created = liveCreated();
    expect(created.channels).toEqual([privateChannelName(realtimeChannels.courthouse(CAGLAYAN_ADLIYESI_ID))]);
    expect(created.data).toEqual({
      missionId,
      adliyeId: CAGLAYAN_ADLIYESI_ID,
      fast: false,
      ownerId: ctx.owner.user.id,
      categoryId: IN_CATEGORY,
    });
    for (const who of [ctx.owner, ctx.colleague, another, ctx.closed, ctx.excluding, ctx.elsewhere])
      expect(await appKeeps(who, created.channels[0]!, created.data), `lawyer ${who.user.id}`).toBe(
        receivers.includes(who.user.id),
      );
    const notes = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.notification);
    // Everyone told about the task gets the same notification in a single publish.
    expect(notes).toHaveLength(1);
    expect(new Set(notes[0]?.channels)).toEqual(
      new Set(receivers.map((id) => privateChannelName(`user.${id}`))),
    );
    expect(notes[0]?.data).toMatchObject({
      id: `mission_created.${missionId}`,
      read_at: null,
      data: { type: 'mission_created', mission_id: missionId },
    });
  });

  it.each([
    [{ baro_id: '' }, createTaskMessages.noBar],
    [{ adliye_id: '' }, createTaskMessages.noCourthouse],
    [
      { out_adliye: 1, adliye_id: '', category_id: OUT_CATEGORY, plan_time: '10:00', mission_price: 1500 },
      createTaskMessages.noLocation,
    ],
    [{ plan_date: '' }, createTaskMessages.noDate],
    [{ other_detail: '  ' }, createTaskMessages.noDescription],
    [{ category_id: TIMED_CATEGORY, mission_price: 1000, plan_time: '' }, createTaskMessages.noTime],
    [{ category_id: '' }, createTaskMessages.noCategory],
    [{ mission_price: '' }, createTaskMessages.noBudget],
    [{ plan_date: '2026-03-09' }, createTaskMessages.pastDate],
    [{ mission_price: 700 }, createTaskMessages.noBudget],
    [{ category_id: OUT_CATEGORY, plan_time: '10:00', mission_price: 1500 }, createTaskMessages.noCategory],
    [{ adliye_id: mainCourthouseId(ANKARA_BAROSU_ID) }, createTaskMessages.noCourthouse],
    [{ category_id: 999 }, createTaskMessages.noCategory],
  ])('given %j / answers status false with "%s"', async (overrides, message) => {
    const before = await ctx.app.db
      .selectFrom('missions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await create(ctx.owner, overrides);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('false');
    expect(Object.values(res.json().messages).flat()).toContain(message);
    const after = await ctx.app.db
      .selectFrom('missions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reports the first failing check in the order of the spec', async () => {
    const res = await create(ctx.owner, { plan_date: '', other_detail: '', mission_price: '' });
    expect(res.json().messages).toEqual({ plan_date: [createTaskMessages.noDate] });
  });

  describe('out of the courthouse', () => {
    const kesif = {
      out_adliye: 1,
      adliye_id: '',
      category_id: OUT_CATEGORY,
      plan_time: '10:00',
      mission_price: 1500,
    };

    it('accepts a location inside the bar province and keeps its coordinates', async () => {
      ctx.broadcaster.events.length = 0;
      const res = await create(ctx.owner, {
        ...kesif,
        address: {
          latitude: 41.0451,
          longitude: 28.9877,
          name: 'Şişli Tapu Müdürlüğü',
          address: 'Şişli, İstanbul',
        },
      });
      expect(res.json().status).toBe('true');
      const row = await rowOf(ctx.app, 'missions', { id: res.json().missionId });
      expect(row).toMatchObject({
        out_adliye: 1,
        adliye_id: null,
        latitude: 41.0451,
        address_name: 'Şişli Tapu Müdürlüğü',
      });
      // Without a courthouse the bar hears of it: its members, whatever courthouses they serve.
      const created = liveCreated();
      expect(created.channels).toEqual([privateChannelName(realtimeChannels.bar(ISTANBUL_BAROSU_ID))]);
      expect(created.data).toMatchObject({
        adliyeId: null,
        ownerId: ctx.owner.user.id,
        categoryId: OUT_CATEGORY,
      });
      expect(await appKeeps(ctx.elsewhere, created.channels[0]!, created.data)).toBe(true);
      expect(await appKeeps(ctx.owner, created.channels[0]!, created.data)).toBe(false);
    });

    it('refuses a location in another province whatever the address text says', async () => {
      const res = await create(ctx.owner, {
        ...kesif,
        address: {
          latitude: 39.9208,
          longitude: 32.8541,
          name: 'Kızılay',
          address: 'İstanbul Caddesi, İstanbul',
        },
      });
      expect(res.json()).toEqual({ status: 'false', messages: { address: [createTaskMessages.outsideBar] } });
    });
  });

  describe('urgent tasks', () => {
    it('refuses urgent for a lawyer without Pro', async () => {
      const res = await create(ctx.owner, { fast_mission: 1 });
      expect(res.json().status).toBe('false');
      expect(res.json().messages.fast_mission).toEqual(['Acil görev yalnızca Pro üyeler içindir.']);
    });

    it('refuses urgent for a date other than today in Istanbul, even for Pro', async () => {
      const pro = await ctx.lawyer(vipOverrides(ctx.clock.now()));
      const res = await create(pro, { fast_mission: 1, plan_date: '2026-03-11' });
      expect(res.json().messages.fast_mission).toEqual(['Acil görev yalnızca bugün için açılabilir.']);
    });

    it('refuses urgent when the Pro year has run out', async () => {
      const lapsed = await ctx.lawyer({ vip: 1, pro_last_date: '2026-03-01T00:00:00.000Z' });
      expect((await create(lapsed, { fast_mission: 1 })).json().status).toBe('false');
    });

    it('accepts urgent for Pro today, where today is the Istanbul day (23:30 Istanbul is 20:30 UTC)', async () => {
      const pro = await ctx.lawyer(vipOverrides(ctx.clock.now()));
      const saved = ctx.clock.now();
      ctx.clock.set(new Date('2026-03-10T21:30:00.000Z')); // 00:30 on the 11th in Istanbul
      const res = await create(pro, { fast_mission: 1, plan_date: '2026-03-11' });
      ctx.clock.set(saved);
      expect(res.json().status).toBe('true');
    });
  });

  it('answers 403 with the spec text when task creation is restricted', async () => {
    const restricted = await ctx.lawyer({ mission_create: 0 });
    const res = await create(restricted);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'mission_create',
      message: permissionMessages.missionCreateRestricted,
    });
  });

  it('answers 403 while the restriction counter is above zero, with the text of gorev_kisitlamasi', async () => {
    const res = await create(await ctx.lawyer({ add_mission: 2 }));
    expect(res.statusCode).toBe(403);
    const text = await rowOf(ctx.app, 'constants', { name: 'gorev_kisitlamasi' }, ['description']);
    expect(res.json()).toMatchObject({ error: 'add_mission', message: text.description });
  });

  it.each([
    ['may create', {}],
    ['without mission_create', { mission_create: 0 }],
    ['restricted', { add_mission: 1 }],
    ['without mission_create and restricted', { mission_create: 0, add_mission: 3 }],
  ])('the page and the server refuse for the same reason (%s)', async (_label, overrides) => {
    const who = await ctx.lawyer(overrides);
    const record = (await ctx.call(who, 'GET', 'auth/getData')).json().data;
    const access = checkCreateAccess(record);
    const res = await create(who);
    expect(res.statusCode).toBe(access.ok ? 200 : 403);
    expect(access.ok ? undefined : access.reason).toBe(res.json().error);
  });

  it('rejects free text when custom descriptions are off, but takes a ready one', async () => {
    await ctx.app.db
      .updateTable('constants')
      .set({ description: '0' })
      .where('name', '=', 'allow_custom_descriptions')
      .execute();
    try {
      const free = await create(ctx.owner, { other_detail: 'Kendi yazdığım açıklama' });
      expect(free.json()).toEqual({
        status: 'false',
        messages: { other_detail: ['Lütfen hazır açıklamalardan birini seçiniz.'] },
      });
      expect((await create(ctx.owner)).json().status).toBe('true');
    } finally {
      await ctx.app.db
        .updateTable('constants')
        .set({ description: '1' })
        .where('name', '=', 'allow_custom_descriptions')
        .execute();
    }
  });

  it('needs a signed-in lawyer', async () => {
    const res = await ctx.postTask(null);
    expect(res.statusCode).toBe(401);
  });

  it('answers malformed JSON with 400, and a non-object body or a field of an impossible kind with 422', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/mission/create',
      headers: { ...ctx.owner.headers, 'content-type': 'application/json' },
      payload: '{"baro_id":',
    });
    expect(broken.statusCode).toBe(400);
    const list = await ctx.call(ctx.owner, 'POST', 'mission/create', [1, 2]);
    expect(list.statusCode).toBe(422);
    expect(list.json().errors).toEqual({ form: ['İstek içeriği geçersiz.'] });
    const wrongKind = await create(ctx.owner, { baro_id: 'Ankara', address: 'Şişli' });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors).toEqual({
      baro_id: [createTaskMessages.noBar],
      address: [createTaskMessages.noLocation],
    });
  });

  it('answers an oversize body with 413', async () => {
    const res = await ctx.postTask(ctx.owner, { other_detail: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
  });
});

describe('mission/create outside the configured hours', () => {
  const ctx = lifecycleSuite({}, { missionHours: { start: 13 * 60, end: 20 * 60 } });

  it('answers 403 not_available_time before the opening and accepts at 13:00', async () => {
    const owner = await ctx.lawyer();
    const early = await ctx.postTask(owner);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('not_available_time');
    ctx.clock.set(new Date('2026-03-10T10:00:00.000Z'));
    const open = await ctx.postTask(owner);
    expect(open.json().status).toBe('true');
  });

  it('tells the page outside the hours too: getData says not_available_time, like the 403', async () => {
    ctx.clock.set(new Date('2026-03-10T09:00:00.000Z'));
    const owner = await ctx.lawyer();
    const access = checkCreateAccess((await ctx.call(owner, 'GET', 'auth/getData')).json().data);
    expect(access).toMatchObject({ ok: false, reason: 'not_available_time', redirect: '/' });
    const res = await ctx.postTask(owner);
    expect(res.json()).toMatchObject({
      error: 'not_available_time',
      message: access.ok ? '' : access.message,
    });
  });
});

describe('mission/checkAdliyeUsers/{adliyeId}', () => {
  const ctx = lifecycleSuite();

  it('counts the lawyers who would receive a task there, and explains in modalMessage when none would', async () => {
    const owner = await ctx.lawyer();
    const empty = await ctx.call(owner, 'GET', `mission/checkAdliyeUsers/${CAGLAYAN_ADLIYESI_ID}`);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().modalMessage).toMatch(/görev alan meslektaşımız bulunmuyor/);
    await ctx.lawyer();
    const one = await ctx.call(owner, 'GET', `mission/checkAdliyeUsers/${CAGLAYAN_ADLIYESI_ID}`);
    expect(one.json()).toEqual({ status: 'true', count: 1 });
  });

  it.each([
    ['999999', 404],
    ['abc', 422],
  ])('answers %s with %i', async (id, status) => {
    const owner = await ctx.lawyer();
    expect((await ctx.call(owner, 'GET', `mission/checkAdliyeUsers/${id}`)).statusCode).toBe(status);
  });
});
