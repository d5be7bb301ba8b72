import { hostname } from 'node:os';
import { privateChannelName, realtimeChannels, realtimeEvents } from '@meslektas/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAKIRKOY_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { DELIVERY_CHUNK, Deliverer } from '../../src/services/notifications/deliveries.ts';
import { type MissionDelivery, enqueueDelivery } from '../../src/services/notifications/delivery-queue.ts';
import {
  IN_CATEGORY,
  type Lawyer,
  type LifecycleContext,
  addCourthouseAudience,
  createLifecycleApp,
  createPayload,
  lawyer,
} from '../helpers/missions.ts';

/**
 * A new task reaches its audience after the answer: the request stores the task and one delivery
 * row, and the deliverer writes the notifications in chunks of DELIVERY_CHUNK lawyers, each chunk with the
 * delivery's cursor in one transaction. Nobody is told twice, nobody is skipped, a restart resumes
 * at the cursor, and of two deliverers sharing the database only one runs a delivery. The live
 * `mission-created` goes once per task, on the courthouse's channel, not once per lawyer.
 */
let ctx: LifecycleContext;
let owner: Lawyer;
/** Lawyers serving Bakırköy, the task's audience, ids ascending. */
let audience: number[] = [];
const AUDIENCE = 1_234;

beforeAll(async () => {
  ctx = await createLifecycleApp();
  owner = await lawyer(ctx.app);
  audience = await addCourthouseAudience(
    ctx.app.db,
    BAKIRKOY_ADLIYESI_ID,
    AUDIENCE,
    '0547',
    ctx.app.now().toISOString(),
  );
}, 60_000);
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.app.deliveries.idle();
  ctx.broadcaster.events.length = 0;
});

async function createTask(): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/mission/create',
    headers: owner.headers,
    payload: createPayload(ctx.app.now(), { adliye_id: BAKIRKOY_ADLIYESI_ID, category_id: IN_CATEGORY }),
  });
  expect(res.json()).toMatchObject({ status: 'true' });
  return (res.json() as { missionId: number }).missionId;
}

/** How many `mission_created` rows each lawyer holds for a task. */
async function toldPerLawyer(missionId: number): Promise<Map<number, number>> {
  const rows = await ctx.app.db
    .selectFrom('notifications')
    .select(['user_id', 'data'])
    .where('type', '=', 'mission_created')
    .execute();
  const told = new Map<number, number>();
  for (const r of rows) {
    if ((JSON.parse(r.data) as { mission_id: number }).mission_id !== missionId) continue;
    told.set(r.user_id, (told.get(r.user_id) ?? 0) + 1);
  }
  return told;
}

function deliveryFor(missionId: number) {
  return ctx.app.db
    .selectFrom('deliveries')
    .selectAll()
    .where('mission_id', '=', missionId)
    .where('kind', '=', 'mission_created')
    .executeTakeFirstOrThrow();
}

describe('a new task reaches its audience after the answer', () => {
  it('stores one delivery with the task, then tells every lawyer of the audience exactly once, live too', async () => {
    const missionId = await createTask();
    const stored = await deliveryFor(missionId);
    expect(stored.kind).toBe('mission_created');

    await ctx.app.deliveries.idle();
    const told = await toldPerLawyer(missionId);
    expect([...told.keys()].sort((a, b) => a - b)).toEqual(audience);
    expect([...told.values()].every((n) => n === 1)).toBe(true);
    const done = await deliveryFor(missionId);
    expect(done).toMatchObject({ state: 'done', cursor: audience[audience.length - 1] });
    expect(done.done_at).not.toBeNull();

    // Live: the pending lists hear of the task once, on Bakırköy's channel, with what each
    // listener needs to keep or drop it.
    const live = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionCreated);
    expect(live).toHaveLength(1);
    expect(live[0]!.channels).toEqual([
      privateChannelName(realtimeChannels.courthouse(BAKIRKOY_ADLIYESI_ID)),
    ]);
    expect(live[0]!.data).toEqual({
      missionId,
      adliyeId: BAKIRKOY_ADLIYESI_ID,
      fast: false,
      ownerId: owner.user.id,
      categoryId: IN_CATEGORY,
    });
    // The bell's notification still goes to each lawyer's own channel, one publish per chunk.
    const notes = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.notification);
    const chunks = Array.from({ length: Math.ceil(AUDIENCE / DELIVERY_CHUNK) }, (_, i) =>
      Math.min(DELIVERY_CHUNK, AUDIENCE - i * DELIVERY_CHUNK),
    );
    expect(chunks.length).toBeGreaterThan(2);
    expect(notes.map((e) => e.channels.length)).toEqual(chunks);
    expect(notes.flatMap((e) => e.channels)).toEqual(audience.map((id) => privateChannelName(`user.${id}`)));
  });

  it('resumes a delivery left by a stopped process at its cursor, without telling anyone twice', async () => {
    const missionId = await createTask();
    await ctx.app.deliveries.idle();
    const delivery = await deliveryFor(missionId);
    // As if the process had stopped after the first chunk: the rows past the cursor are not written yet.
    const cursor = audience[499]!;
    await ctx.app.db
      .deleteFrom('notifications')
      .where('type', '=', 'mission_created')
      .where('user_id', '>', cursor)
      .where('data', 'like', `%"mission_id":${missionId},%`)
      .execute();
    const stale = new Date(ctx.app.now().getTime() - 5 * 60_000).toISOString();
    await ctx.app.db
      .updateTable('deliveries')
      .set({ state: 'running', cursor, claimed_at: stale, done_at: null })
      .where('id', '=', delivery.id)
      .execute();

    ctx.broadcaster.events.length = 0;
    ctx.app.deliveries.kick();
    await ctx.app.deliveries.idle();
    const told = await toldPerLawyer(missionId);
    expect(told.size).toBe(AUDIENCE);
    expect([...told.values()].every((n) => n === 1)).toBe(true);
    expect(await deliveryFor(missionId)).toMatchObject({ state: 'done' });
    // The courthouse heard of the task with the first chunk; the rest hear of it by notification.
    expect(ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionCreated)).toEqual([]);
    const notes = ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.notification);
    expect(notes.flatMap((e) => e.channels)).toEqual(
      audience.slice(500).map((id) => privateChannelName(`user.${id}`)),
    );
  });

  it('leaves a running delivery alone while its process is alive', async () => {
    const missionId = await createTask();
    await ctx.app.deliveries.idle();
    const delivery = await deliveryFor(missionId);
    await ctx.app.db
      .updateTable('deliveries')
      .set({ state: 'running', claimed_at: ctx.app.now().toISOString() })
      .where('id', '=', delivery.id)
      .execute();
    ctx.app.deliveries.kick();
    await ctx.app.deliveries.idle();
    expect(await deliveryFor(missionId)).toMatchObject({ state: 'running' });
    await ctx.app.db.updateTable('deliveries').set({ state: 'done' }).where('id', '=', delivery.id).execute();
  });

  it('lets only one of two deliverers sharing the database run a delivery', async () => {
    const missionId = await createTask();
    // The app's own deliverer and a second one (another process) both look at once.
    const other = new Deliverer(ctx.app.db, { ...ctx.app.deps, countFailure: () => {} });
    other.kick();
    await Promise.all([other.idle(), ctx.app.deliveries.idle()]);
    const told = await toldPerLawyer(missionId);
    expect(told.size).toBe(AUDIENCE);
    expect([...told.values()].every((n) => n === 1)).toBe(true);
    expect(ctx.broadcaster.events.filter((e) => e.event === realtimeEvents.missionCreated)).toHaveLength(1);
    await other.close();
  });

  it('starts a delivery with a due time not before it, and then at once', async () => {
    const missionId = await createTask();
    await ctx.app.deliveries.idle();
    const first = await deliveryFor(missionId);
    const due = new Date(ctx.app.now().getTime() + 3 * 60_000);
    await ctx.app.db
      .transaction()
      .execute((trx) =>
        enqueueDelivery(
          trx,
          'mission_created',
          missionId,
          JSON.parse(first.payload) as MissionDelivery,
          ctx.app.now(),
          due,
        ),
      );
    const later = () =>
      ctx.app.db
        .selectFrom('deliveries')
        .selectAll()
        .where('mission_id', '=', missionId)
        .where('kind', '=', 'mission_created')
        .where('id', '!=', first.id)
        .executeTakeFirstOrThrow();
    ctx.app.deliveries.kick();
    await ctx.app.deliveries.idle();
    expect(await later()).toMatchObject({ state: 'pending', due_at: due.toISOString(), cursor: 0 });

    ctx.clock.advance(3 * 60_000);
    ctx.app.deliveries.kick();
    await ctx.app.deliveries.idle();
    expect(await later()).toMatchObject({ state: 'done', claimed_by: null });
  });

  it('names the process holding a running delivery, and clears it when done', async () => {
    const missionId = await createTask();
    await ctx.app.deliveries.idle();
    await ctx.app.db
      .updateTable('deliveries')
      .set({ state: 'pending', cursor: 0 })
      .where('mission_id', '=', missionId)
      .execute();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const publishing = new Promise<void>((resolve) => (started = resolve));
    const other = new Deliverer(ctx.app.db, {
      ...ctx.app.deps,
      publish: async () => {
        started();
        await held;
      },
      countFailure: () => {},
    });
    other.kick();
    await publishing;
    expect(await deliveryFor(missionId)).toMatchObject({
      state: 'running',
      claimed_by: `${hostname()}:${process.pid}`,
    });
    release();
    await other.close();
    await ctx.app.deliveries.idle();
    expect(await deliveryFor(missionId)).toMatchObject({ claimed_by: null });
  });

  it('stops retrying a delivery that keeps failing, and says so in its state', async () => {
    const missionId = await createTask();
    await ctx.app.deliveries.idle();
    const broken: Partial<MissionDelivery> = { at: ctx.app.now().toISOString() };
    const { id } = await ctx.app.db
      .insertInto('deliveries')
      .values({
        kind: 'mission_created',
        mission_id: missionId,
        payload: JSON.stringify(broken),
        attempts: 4,
        created_at: ctx.app.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A task created after it still reaches its audience: the broken delivery holds up nobody.
    const next = await createTask();
    await ctx.app.deliveries.idle();
    const row = await ctx.app.db
      .selectFrom('deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', attempts: 5 });
    expect(await deliveryFor(next)).toMatchObject({ state: 'done' });
    expect((await toldPerLawyer(next)).size).toBe(AUDIENCE);
  });
});
