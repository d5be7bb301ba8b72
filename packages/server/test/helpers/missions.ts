import type { FastifyInstance, InjectOptions } from 'fastify';
import { api, istanbulDay } from '@meslektas/domain';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database.ts';
import type { Database, NewMission, UserRow } from '../../src/db/schema.ts';
import { type Broadcaster, MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { expectOk } from './contract.ts';
import { type People, suite } from './suite.ts';
import { openTestDatabase } from './test-app.ts';
import { type UserOverrides, signedInUser } from './users.ts';

/** 12:00 in Istanbul on an ordinary weekday. */
export const DEFAULT_NOW = new Date('2026-03-10T09:00:00.000Z');
export const MINUTE = 60_000;

/** A category inside the courthouse, without a required time, budgets 500/750/1000. */
export const IN_CATEGORY = 2;
/** Inside the courthouse, time required, budgets from 1000. */
export const TIMED_CATEGORY = 1;
/** Out of the courthouse (Keşfe Katılım), time required. */
export const OUT_CATEGORY = 6;

export interface Clock {
  now: () => Date;
  set: (date: Date) => void;
  advance: (ms: number) => void;
}

export function createClock(start: Date = DEFAULT_NOW): Clock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface LifecycleContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: Clock;
  broadcaster: MemoryBroadcaster;
  close: () => Promise<void>;
}

/** A fresh database (reference data loaded) and an app whose clock the test moves. */
export async function createLifecycleApp(
  config: Partial<Config> = {},
  /** Replaces the recording broadcaster the tests read, for example with one that fails. */
  publisher?: Broadcaster,
): Promise<LifecycleContext> {
  const database = await openTestDatabase();
  const clock = createClock();
  const broadcaster = new MemoryBroadcaster();
  const app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false, ...config },
    database,
    broadcaster: publisher ?? broadcaster,
    now: clock.now,
  });
  return {
    app,
    database,
    clock,
    broadcaster,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface Lawyer {
  user: UserRow;
  token: string;
  headers: { authorization: string };
}

export function lawyer(app: FastifyInstance, overrides: UserOverrides = {}): Promise<Lawyer> {
  return signedInUser(app, overrides);
}

/** A lawyer of {@link lifecycleSuite}: columns, or columns computed from the app (its clock, say). */
export type LawyerSpec = UserOverrides | ((app: FastifyInstance) => UserOverrides);

/** A helper of this file whose first parameter is the app, without it. */
type OnApp<F> = F extends (app: FastifyInstance, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** The helpers of this file, on a suite's app. */
export interface LifecycleCalls {
  lawyer: OnApp<typeof lawyer>;
  call: OnApp<typeof call>;
  insertMission: OnApp<typeof insertMission>;
  insertApplication: OnApp<typeof insertApplication>;
  postTask: OnApp<typeof postTask>;
  createdTask: OnApp<typeof createdTask>;
  notified: OnApp<typeof notified>;
}

export type LifecycleSuite<K extends string = never> = LifecycleContext & Record<K, Lawyer> & LifecycleCalls;

/**
 * {@link createLifecycleApp} for a test file (or the describe block it is called in), with its
 * lawyers signed in by name, in order: `const ctx = lifecycleSuite({ owner: {}, worker: { tc } })`,
 * then `ctx.app`, `ctx.clock`, `ctx.owner`, and this file's helpers on its app: `ctx.call(ctx.owner, …)`.
 */
export function lifecycleSuite<K extends string = never>(
  lawyers: Record<K, LawyerSpec> = {} as Record<K, LawyerSpec>,
  config: Partial<Config> = {},
  publisher?: Broadcaster,
): LifecycleSuite<K> {
  const people = Object.fromEntries(
    Object.entries<LawyerSpec>(lawyers).map(([name, spec]) => [
      name,
      (app: FastifyInstance) => lawyer(app, typeof spec === 'function' ? spec(app) : spec),
    ]),
  );
  const ctx = suite(() => createLifecycleApp(config, publisher), people as People<Record<K, Lawyer>>);
  const calls: LifecycleCalls = {
    lawyer: (...rest) => lawyer(ctx.app, ...rest),
    call: (...rest) => call(ctx.app, ...rest),
    insertMission: (...rest) => insertMission(ctx.app, ...rest),
    insertApplication: (...rest) => insertApplication(ctx.app, ...rest),
    postTask: (...rest) => postTask(ctx.app, ...rest),
    createdTask: (...rest) => createdTask(ctx.app, ...rest),
    notified: (...rest) => notified(ctx.app, ...rest),
  };
  return Object.assign(ctx, calls);
}

export const vipOverrides = (now: Date): UserOverrides => ({
  vip: 1,
  pro_last_date: new Date(now.getTime() + 365 * 24 * 3600 * 1000).toISOString(),
});

/** A valid create payload for Çağlayan Adliyesi today; override any field. */
export function createPayload(now: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    out_adliye: 0,
    baro_id: ISTANBUL_BAROSU_ID,
    adliye_id: CAGLAYAN_ADLIYESI_ID,
    category_id: IN_CATEGORY,
    mission_price: 750,
    plan_date: istanbulDay(now),
    plan_time: '',
    other_detail: 'Dosyanın incelenerek son durumun ve ara kararın fotoğraflanması rica olunur.',
    fast_mission: 0,
    ...overrides,
  };
}

/** A task row written directly, for list and permission tests that do not need the create call. */
export async function insertMission(
  app: FastifyInstance,
  owner: Pick<UserRow, 'id'>,
  overrides: Partial<NewMission> = {},
): Promise<number> {
  const now = app.now();
  const row = await app.db
    .insertInto('missions')
    .values({
      owner_id: owner.id,
      baro_id: ISTANBUL_BAROSU_ID,
      adliye_id: CAGLAYAN_ADLIYESI_ID,
      category_id: IN_CATEGORY,
      price: 75_000,
      plan_date: istanbulDay(now),
      detail: 'Dosya incelemesi yapılacak.',
      created_at: now.toISOString(),
      window_started_at: overrides.created_at ?? now.toISOString(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertApplication(
  app: FastifyInstance,
  missionId: number,
  user: Pick<UserRow, 'id'>,
  overrides: {
    message_id?: number;
    latitude?: number | null;
    longitude?: number | null;
    created_at?: string;
  } = {},
): Promise<void> {
  await app.db
    .insertInto('applications')
    .values({
      mission_id: missionId,
      user_id: user.id,
      message_id: 0,
      created_at: app.now().toISOString(),
      ...overrides,
    })
    .execute();
}

/**
 * Shorthand for JSON calls as a given lawyer. It answers once the deliveries the call started (a
 * new task to its audience) are done, so a test reads what every receiver ends up with.
 */
export async function call(
  app: FastifyInstance,
  who: Lawyer | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const options: InjectOptions = { method, url: `/api/${url}`, headers: who ? { ...who.headers } : {} };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  const res = await app.inject(options);
  await app.deliveries.idle();
  return res;
}

/** The owner chooses `userId` for the task from the first list, without opening his profile. */
export function selectAssignee(app: FastifyInstance, owner: Lawyer, missionId: number, userId: number) {
  return call(app, owner, 'POST', 'application/selectUser', {
    mission_id: missionId,
    user_id: userId,
    order_num: 0,
    bio: 0,
  });
}

/**
 * `count` active, verified lawyers of the Istanbul bar serving one courthouse (a task's audience
 * there), written in batches; telephones are `prefix` and a 7-digit number. Ids ascending.
 */
export async function addCourthouseAudience(
  db: Kysely<Database>,
  adliyeId: number,
  count: number,
  prefix: string,
  now: string,
): Promise<number[]> {
  const added: number[] = [];
  for (let from = 0; from < count; from += 500) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + 500); i += 1)
      rows.push({
        name: `Av. Alıcı ${i}`,
        telephone: `${prefix}${String(i).padStart(7, '0')}`,
        password_hash: 'x',
        baro_id: ISTANBUL_BAROSU_ID,
        sms_verified_at: now,
        email_verified_at: now,
        status: 'active' as const,
        created_at: now,
        updated_at: now,
      });
    const ids = await db.insertInto('users').values(rows).returning('id').execute();
    await db
      .insertInto('user_courthouses')
      .values(ids.map((r) => ({ user_id: r.id, adliye_id: adliyeId })))
      .execute();
    added.push(...ids.map((r) => r.id));
  }
  return added.sort((a, b) => a - b);
}

/** A task created through the API as `who`, from the create payload with `overrides`: the answer. */
export function postTask(app: FastifyInstance, who: Lawyer | null, overrides: Record<string, unknown> = {}) {
  return call(app, who, 'POST', 'mission/create', createPayload(app.now(), overrides));
}

/** {@link postTask}, which must succeed: the id of the task it stored. */
export async function createdTask(
  app: FastifyInstance,
  who: Lawyer,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await postTask(app, who, overrides);
  expect(res.json()).toMatchObject({ status: 'true' });
  const row = await app.db
    .selectFrom('missions')
    .select('id')
    .where('owner_id', '=', who.user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of the open tasks the lawyer is offered (his pending list). */
export async function pendingIds(app: FastifyInstance, who: Lawyer): Promise<number[]> {
  const { data } = await expectOk(app, api.missions.pending, {}, who.token);
  return data.data.map((m) => m.missionId);
}

/** The tasks the lawyer was told about as new. */
export async function toldAbout(app: FastifyInstance, who: Lawyer): Promise<number[]> {
  const rows = await app.db
    .selectFrom('notifications')
    .select('data')
    .where('user_id', '=', who.user.id)
    .where('type', '=', 'mission_created')
    .orderBy('id')
    .execute();
  return rows.map((r) => (JSON.parse(r.data) as { mission_id: number }).mission_id);
}

/** Who was sent a notification of `type` about the task, in the order written. */
export function notified(app: FastifyInstance, type: string, missionId: number) {
  return app.db
    .selectFrom('notifications')
    .select('user_id')
    .where('type', '=', type)
    .where('data', 'like', `%"mission_id":${missionId},%`)
    .execute();
}
