import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import type { PushMessage } from '../../src/services/push/sender.ts';
import { DEFAULT_NOW, type Lawyer, MINUTE, createClock, lawyer } from '../helpers/missions.ts';
import { assignedTask, pushedTo, reminderReach, runDue } from '../helpers/reminders.ts';
import { type SharedTestDatabase, openSharedTestDatabase } from '../helpers/test-app.ts';

/**
 * A reminder goes exactly once although several server processes share the database: each is
 * claimed by one of them (deliveries.ts), its notifications are written with the claim's cursor
 * in one transaction, and a process that takes over a claim left behind (a restart) sends nothing
 * that was written already. Two app instances on one database (the SQLite file, or PostgreSQL)
 * stand for the processes; a third starts after one of them stopped. Counted: each lawyer's
 * notifications, his SMS in the outbox, and the pushes every instance sent.
 */
const clock = createClock();
let shared: SharedTestDatabase;
/** The running instances; each test closes those it started. */
const running: FastifyInstance[] = [];
let pushes: PushMessage[] = [];

/** One app instance (a server process) on the shared database; SQLite instances share a handle, like threads of one file. */
async function instance(handle: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false },
    database: handle,
    broadcaster: new MemoryBroadcaster(),
    now: clock.now,
  });
  await app.ready();
  // Every instance's pushes in one list, in the order sent.
  vi.spyOn(app.push, 'send').mockImplementation((m) => {
    pushes.push(m);
  });
  running.push(app);
  return app;
}

let handleA: DatabaseHandle;
let handleB: DatabaseHandle;

beforeAll(async () => {
  shared = await openSharedTestDatabase();
  handleA = shared.open();
  // Two connections to one SQLite file in one thread would wait on each other's locks; the
  // PostgreSQL instances each get a pool of their own, as separate processes would.
  handleB = process.env.TEST_DATABASE_URL ? shared.open() : handleA;
});
afterEach(async () => {
  for (const app of running.splice(0)) await app.close();
  pushes = [];
  clock.set(DEFAULT_NOW);
});
afterAll(async () => {
  await shared.close();
});

const TODAY = '2026-03-10';
/** 16:00 in Istanbul: the reminder is due at 12:00 UTC, the report's at 14:00 UTC. */
const PLAN = { plan_date: TODAY, plan_time: '16:00' };
const at = (utc: string) => new Date(`${TODAY}T${utc}:00.000Z`);

async function tasks(app: FastifyInstance, n: number) {
  const made: { id: number; owner: Lawyer; assignee: Lawyer }[] = [];
  for (let i = 0; i < n; i += 1) {
    const owner = await lawyer(app);
    const assignee = await lawyer(app);
    made.push({ id: await assignedTask(app, owner, assignee, PLAN), owner, assignee });
  }
  return made;
}

const once = { reminder: 1, report_reminder: 0, sms: 1 };

async function expectRemindedOnce(app: FastifyInstance, made: Awaited<ReturnType<typeof tasks>>) {
  for (const { id, owner, assignee } of made) {
    expect(await reminderReach(app, id, [owner, assignee])).toEqual([once, once]);
    expect(pushedTo(pushes, 'reminder', id).sort((a, b) => a - b)).toEqual(
      [owner.user.id, assignee.user.id].sort((a, b) => a - b),
    );
  }
}

const deliveryRow = (app: FastifyInstance, missionId: number) =>
  app.db
    .selectFrom('deliveries')
    .selectAll()
    .where('mission_id', '=', missionId)
    .where('kind', '=', 'reminder_before')
    .executeTakeFirstOrThrow();

/** A promise the test resolves, and one that tells it a call has reached the wait. */
function gate() {
  let open = () => {};
  let reached = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  return { open, opened, arrived, reached };
}

describe('each reminder is sent exactly once by several processes', () => {
  it('two instances claiming at the same moment send every reminder once', async () => {
    clock.set(DEFAULT_NOW);
    const a = await instance(handleA);
    const b = await instance(handleB);
    const made = await tasks(a, 6);
    clock.set(at('12:00'));
    a.deliveries.kick();
    b.deliveries.kick();
    await Promise.all([a.deliveries.idle(), b.deliveries.idle()]);
    // Both look again: nothing is left to claim.
    await Promise.all([runDue(a), runDue(b)]);
    await expectRemindedOnce(a, made);
    for (const { id } of made) expect(await deliveryRow(b, id)).toMatchObject({ state: 'done', cursor: 1 });
  });

  it('a reminder stored by an instance that stopped is sent once by the one started after it', async () => {
    clock.set(DEFAULT_NOW);
    const a = await instance(handleA);
    const made = await tasks(a, 2);
    await a.close();
    running.splice(running.indexOf(a), 1);
    clock.set(at('12:05'));
    const c = await instance(shared.open());
    await runDue(c);
    await expectRemindedOnce(c, made);
  });

  it('a claim left by a process that died before writing is taken over once it is stale, and sent once', async () => {
    clock.set(DEFAULT_NOW);
    const a = await instance(handleA);
    const made = await tasks(a, 1);
    const { id } = made[0]!;
    clock.set(at('12:00'));
    // As if another process had claimed it and died at once.
    await a.db
      .updateTable('deliveries')
      .set({ state: 'running', claimed_at: clock.now().toISOString(), claimed_by: 'gone:1', attempts: 1 })
      .where('mission_id', '=', id)
      .where('kind', '=', 'reminder_before')
      .execute();
    const b = await instance(handleB);
    await Promise.all([runDue(a), runDue(b)]);
    expect(await reminderReach(a, id, [made[0]!.owner, made[0]!.assignee])).toEqual([
      { reminder: 0, report_reminder: 0, sms: 0 },
      { reminder: 0, report_reminder: 0, sms: 0 },
    ]);
    clock.advance(MINUTE + 1);
    await Promise.all([runDue(a), runDue(b)]);
    await expectRemindedOnce(a, made);
  });

  it('an instance stopped while sending, and a new one taking over its claim, send each reminder once', async () => {
    clock.set(DEFAULT_NOW);
    const a = await instance(handleA);
    const made = await tasks(a, 1);
    const { id, owner, assignee } = made[0]!;
    clock.set(at('12:00'));
    // A holds the reminder in the middle of its SMS (after its notifications were written).
    const held = gate();
    const send = a.notifier.sendSms.bind(a.notifier);
    vi.spyOn(a.notifier, 'sendSms').mockImplementation(async (to, body) => {
      held.reached();
      await held.opened;
      return send(to, body);
    });
    a.deliveries.kick();
    await held.arrived;
    expect(await deliveryRow(a, id)).toMatchObject({ state: 'running', cursor: 1 });
    const closing = a.close();
    running.splice(running.indexOf(a), 1);

    // A new instance starts while A is still stopping; once A's claim looks stale it takes the
    // reminder over, and finds its notifications written: it sends nothing again.
    const c = await instance(shared.open());
    await runDue(c);
    clock.advance(MINUTE + 1);
    await runDue(c);
    expect(await deliveryRow(c, id)).toMatchObject({ state: 'done' });
    held.open();
    await closing;
    await runDue(c);
    expect(await reminderReach(c, id, [owner, assignee])).toEqual([once, once]);
    expect(pushedTo(pushes, 'reminder', id).sort((x, y) => x - y)).toEqual(
      [owner.user.id, assignee.user.id].sort((x, y) => x - y),
    );
  });
});
