import { privateChannelName, realtimeChannels, realtimeEvents } from '@meslektas/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANADOLU_ADLIYESI_ID, CAGLAYAN_ADLIYESI_ID } from '../../src/seed/ids.ts';
import {
  DEFAULT_NOW,
  type Lawyer,
  type LifecycleContext,
  MINUTE,
  call,
  createLifecycleApp,
  createPayload,
  lawyer,
  vipOverrides,
} from '../helpers/missions.ts';

/**
 * Priority waves (docs/rules.md): a new task goes first to the lawyers present at its courthouse,
 * for ilk_dalga_dakika minutes (acil_ilk_dalga_dakika for an urgent one), then to everyone of its
 * audience. Applying before one's wave is refused with a 403 that says when; the pending list counts
 * down to it; each wave is told exactly once, with one live event on the courthouse's channel.
 */
let ctx: LifecycleContext;
let owner: Lawyer;

beforeAll(async () => {
  ctx = await createLifecycleApp();
  // Pro: urgent tasks are Pro's.
  owner = await lawyer(ctx.app, vipOverrides(DEFAULT_NOW));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.app.deliveries.idle();
  ctx.clock.set(DEFAULT_NOW);
  await ctx.app.db.deleteFrom('presences').execute();
  await setTuning('ilk_dalga_dakika', '3');
  await setTuning('acil_ilk_dalga_dakika', '1');
  ctx.broadcaster.events.length = 0;
});

async function setTuning(name: string, value: string) {
  await ctx.app.db.updateTable('constants').set({ description: value }).where('name', '=', name).execute();
}

/** "Adliyedeyim" at a courthouse for `hours` from now (the presence calls write the same row). */
async function present(who: Lawyer, adliyeId = CAGLAYAN_ADLIYESI_ID, hours = 2) {
  const now = ctx.clock.now();
  await ctx.app.db
    .insertInto('presences')
    .values({
      user_id: who.user.id,
      adliye_id: adliyeId,
      started_at: now.toISOString(),
      expires_at: new Date(now.getTime() + hours * 3600_000).toISOString(),
    })
    .execute();
}

async function createTask(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await call(ctx.app, owner, 'POST', 'mission/create', createPayload(ctx.clock.now(), overrides));
  expect(res.json()).toMatchObject({ status: 'true' });
  return (res.json() as { missionId: number }).missionId;
}

const apply = (who: Lawyer, missionId: number) =>
  call(ctx.app, who, 'POST', 'mission/confirmMission', { mission_id: missionId, message_id: 0 });

async function opensToAllAt(missionId: number) {
  const row = await ctx.app.db
    .selectFrom('missions')
    .select('opens_to_all_at')
    .where('id', '=', missionId)
    .executeTakeFirstOrThrow();
  return row.opens_to_all_at;
}

/** How many `mission_created` notifications each of `who` holds for the task. */
async function told(missionId: number, who: Lawyer[]): Promise<number[]> {
  const rows = await ctx.app.db
    .selectFrom('notifications')
    .select(['user_id', 'data'])
    .where('type', '=', 'mission_created')
    .where(
      'user_id',
      'in',
      who.map((w) => w.user.id),
    )
    .execute();
  return who.map(
    (w) =>
      rows.filter(
        (r) =>
          r.user_id === w.user.id && (JSON.parse(r.data) as { mission_id: number }).mission_id === missionId,
      ).length,
  );
}

const liveCreated = () => ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionCreated);

/** Moves the clock and lets the deliveries due by then run, as a running server's timer would. */
async function advance(ms: number) {
  ctx.clock.advance(ms);
  ctx.app.deliveries.kick();
  await ctx.app.deliveries.idle();
}

async function pendingRow(who: Lawyer, missionId: number) {
  const res = await call(ctx.app, who, 'GET', 'global/pending');
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { missionId: number; opensIn?: number; priority?: boolean }[]).find(
    (m) => m.missionId === missionId,
  );
}

describe('priority waves', () => {
  it('a present lawyer applies in the first wave; an absent one is refused until the switch', async () => {
    const here = await lawyer(ctx.app);
    const away = await lawyer(ctx.app);
    await present(here);
    const id = await createTask();
    expect(await opensToAllAt(id)).toBe(new Date(DEFAULT_NOW.getTime() + 3 * MINUTE).toISOString());

    expect((await apply(here, id)).statusCode).toBe(200);
    const refused = await apply(away, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'first_wave',
      message:
        'Bu görev şu an yalnızca adliyede bulunan meslektaşlara açıktır. 3 dk sonra başvurabilirsiniz.',
    });

    await advance(2 * MINUTE + 30_000);
    expect((await apply(away, id)).json().message).toContain('30 sn sonra başvurabilirsiniz.');

    await advance(30_000);
    const accepted = await apply(away, id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'true' });
  });

  it('tells each wave exactly once: the present at creation, the rest when the task opens to all', async () => {
    const here = await lawyer(ctx.app);
    const away = await lawyer(ctx.app);
    const elsewhere = await lawyer(ctx.app);
    await present(here);
    await present(elsewhere, ANADOLU_ADLIYESI_ID);
    const id = await createTask();
    const channel = privateChannelName(realtimeChannels.courthouse(CAGLAYAN_ADLIYESI_ID));

    expect(await told(id, [here, away, elsewhere])).toEqual([1, 0, 0]);
    expect(liveCreated().map((e) => e.channels)).toEqual([[channel]]);
    const firstNotes = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.notification);
    expect(firstNotes.flatMap((e) => e.channels)).toEqual([privateChannelName(`user.${here.user.id}`)]);

    // Not before its time…
    await advance(3 * MINUTE - 1000);
    expect(await told(id, [here, away, elsewhere])).toEqual([1, 0, 0]);
    // …then once, with one more live event on the same channel.
    await advance(1000);
    expect(await told(id, [here, away, elsewhere])).toEqual([1, 1, 1]);
    expect(liveCreated().map((e) => e.channels)).toEqual([[channel], [channel]]);
    const [firstNote, secondNote] = await Promise.all(
      [here, away].map((w) =>
        ctx.app.db
          .selectFrom('notifications')
          .select(['data', 'created_at'])
          .where('user_id', '=', w.user.id)
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(firstNote!.data).toContain('Adliyede olduğunuz için öncelikli başvurabilirsiniz.');
    expect(secondNote!.data).toContain('Başvuru için 12 dakikanız var.');
    // Each dated when it was told.
    expect(firstNote!.created_at).toBe(DEFAULT_NOW.toISOString());
    expect(secondNote!.created_at).toBe(new Date(DEFAULT_NOW.getTime() + 3 * MINUTE).toISOString());

    await advance(MINUTE);
    expect(await told(id, [here, away, elsewhere])).toEqual([1, 1, 1]);
    expect(liveCreated()).toHaveLength(2);
    const deliveries = await ctx.app.db
      .selectFrom('deliveries')
      .select(['state', 'due_at'])
      .where('mission_id', '=', id)
      .where('kind', '=', 'mission_created')
      .orderBy('id')
      .execute();
    expect(deliveries).toEqual([
      { state: 'done', due_at: null },
      { state: 'done', due_at: new Date(DEFAULT_NOW.getTime() + 3 * MINUTE).toISOString() },
    ]);
  });

  it('opens to all at once when nobody of the audience is present', async () => {
    const away = await lawyer(ctx.app);
    const elsewhere = await lawyer(ctx.app);
    await present(elsewhere, ANADOLU_ADLIYESI_ID);
    const id = await createTask();
    expect(await opensToAllAt(id)).toBeNull();
    expect(await told(id, [away, elsewhere])).toEqual([1, 1]);
    expect(liveCreated()).toHaveLength(1);
    expect((await apply(away, id)).statusCode).toBe(200);
  });

  it('has no first wave when its constant is 0, and reads the constant at once', async () => {
    const here = await lawyer(ctx.app);
    const away = await lawyer(ctx.app);
    await present(here);
    await setTuning('ilk_dalga_dakika', '0');
    const id = await createTask();
    expect(await opensToAllAt(id)).toBeNull();
    expect((await apply(away, id)).statusCode).toBe(200);

    await setTuning('ilk_dalga_dakika', '5');
    const later = await createTask();
    expect(await opensToAllAt(later)).toBe(new Date(DEFAULT_NOW.getTime() + 5 * MINUTE).toISOString());
  });

  it('gives an urgent task its own, shorter first wave', async () => {
    const here = await lawyer(ctx.app);
    const away = await lawyer(ctx.app);
    await present(here);
    const id = await createTask({ fast_mission: 1 });
    expect(await opensToAllAt(id)).toBe(new Date(DEFAULT_NOW.getTime() + MINUTE).toISOString());
    expect((await apply(away, id)).json().message).toContain('1 dk sonra başvurabilirsiniz.');
    await advance(MINUTE);
    expect((await apply(away, id)).statusCode).toBe(200);
  });

  it('counts an expired presence, or one at another courthouse, as absent', async () => {
    const here = await lawyer(ctx.app);
    const expired = await lawyer(ctx.app);
    const elsewhere = await lawyer(ctx.app, { courthouses: [CAGLAYAN_ADLIYESI_ID, ANADOLU_ADLIYESI_ID] });
    await present(here);
    await present(expired, CAGLAYAN_ADLIYESI_ID, 1);
    await present(elsewhere, ANADOLU_ADLIYESI_ID);
    ctx.clock.advance(61 * MINUTE);
    const id = await createTask();
    expect(await told(id, [here, expired, elsewhere])).toEqual([1, 0, 0]);
    expect((await apply(expired, id)).statusCode).toBe(403);
    expect((await apply(elsewhere, id)).statusCode).toBe(403);
    expect((await apply(here, id)).statusCode).toBe(200);
  });

  it('lets a lawyer who arrives during the first wave apply in it', async () => {
    const here = await lawyer(ctx.app);
    const arriving = await lawyer(ctx.app);
    await present(here);
    const id = await createTask();
    expect((await apply(arriving, id)).statusCode).toBe(403);
    await present(arriving);
    expect((await apply(arriving, id)).statusCode).toBe(200);
  });

  it('the pending list says when the task opens for each viewer', async () => {
    const here = await lawyer(ctx.app);
    const away = await lawyer(ctx.app);
    await present(here);
    const id = await createTask();

    expect(await pendingRow(here, id)).toMatchObject({ priority: true });
    expect((await pendingRow(here, id))?.opensIn).toBeUndefined();
    const waiting = await pendingRow(away, id);
    expect(waiting).toMatchObject({ opensIn: 180 });
    expect(waiting?.priority).toBeUndefined();

    await advance(MINUTE + 15_000);
    expect(await pendingRow(away, id)).toMatchObject({ opensIn: 105 });

    await advance(2 * MINUTE);
    for (const who of [here, away]) {
      const row = await pendingRow(who, id);
      expect(row).toBeDefined();
      expect(row?.opensIn).toBeUndefined();
      expect(row?.priority).toBeUndefined();
    }
  });

  it('does not tell the second wave of a task cancelled before it opens', async () => {
    const here = await lawyer(ctx.app);
    const away = await lawyer(ctx.app);
    await present(here);
    const id = await createTask();
    const cancelled = await call(ctx.app, owner, 'POST', 'mission/cancelMission', { mission_id: id });
    expect(cancelled.statusCode).toBe(200);
    await advance(3 * MINUTE);
    expect(await told(id, [here, away])).toEqual([1, 0]);
    expect(liveCreated()).toHaveLength(1);
  });
});
