import type { FastifyInstance } from 'fastify';
import {
  InsertQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { GENERIC_SERVER_ERROR } from '../src/plugins/errors.ts';
import { MemoryBroadcaster } from '../src/realtime/broadcaster.ts';
import {
  DEFAULT_NOW,
  type Lawyer,
  MINUTE,
  call,
  createClock,
  createPayload,
  insertApplication,
  insertMission,
  lawyer,
} from './helpers/missions.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/**
 * Each step writes several rows (the task or its new state, the activity entry, one notification
 * per person told, or the delivery that tells a new task's audience). When one of the writes fails
 * mid-way, none of them may stay behind.
 */

/** Makes inserts into one table fail while armed, as a full disk or a broken constraint would. */
class FailingInserts implements KyselyPlugin {
  table: string | null = null;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (this.table && InsertQueryNode.is(node) && node.into?.table.identifier.name === this.table) {
      throw new Error(`simulated failure writing ${this.table}`);
    }
    return node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

let database: DatabaseHandle;
let app: FastifyInstance;
const failing = new FailingInserts();
let owner: Lawyer;
let assignee: Lawyer;
let applicant: Lawyer;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false },
    database: { ...database, db: database.db.withPlugin(failing) },
    broadcaster: new MemoryBroadcaster(),
    now: createClock(DEFAULT_NOW).now,
  });
  owner = await lawyer(app);
  assignee = await lawyer(app);
  applicant = await lawyer(app);
});
beforeEach(() => {
  failing.table = null;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const count = async (
  table: 'missions' | 'activity' | 'notifications' | 'applications' | 'comments' | 'deliveries',
) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function snapshot() {
  const missions = await app.db
    .selectFrom('missions')
    .select(['id', 'status', 'user_id'])
    .orderBy('id')
    .execute();
  return {
    missions,
    activity: await count('activity'),
    notifications: await count('notifications'),
    applications: await count('applications'),
    comments: await count('comments'),
    deliveries: await count('deliveries'),
  };
}

const at = () => app.now().toISOString();
type Step = [string, () => Promise<[Lawyer, string, unknown]>, writes: string[]];
const steps: Step[] = [
  [
    'creating a task',
    async () => [owner, 'mission/create', createPayload(app.now())],
    // Its audience's notifications are written after the answer (test/notifications/deliveries.test.ts).
    ['activity', 'deliveries'],
  ],
  [
    'applying',
    async () => {
      const id = await insertMission(app, owner.user, { created_at: at() });
      // A new lawyer each time, so the free tier's daily limit never answers first.
      return [await lawyer(app), 'mission/confirmMission', { mission_id: id, message_id: 0 }];
    },
    ['notifications'],
  ],
  [
    'assigning',
    async () => {
      const id = await insertMission(app, owner.user, {
        created_at: new Date(app.now().getTime() - 20 * MINUTE).toISOString(),
      });
      await insertApplication(app, id, applicant.user);
      await insertApplication(app, id, assignee.user);
      return [owner, 'application/selectUser', { mission_id: id, user_id: assignee.user.id, order_num: 1 }];
    },
    ['activity', 'notifications'],
  ],
  [
    'completing',
    async () => {
      const id = await insertMission(app, owner.user, {
        status: 1,
        user_id: assignee.user.id,
        assigned_at: at(),
      });
      return [assignee, `mission/markAsCompleted/${id}`, {}];
    },
    ['activity', 'notifications'],
  ],
  [
    'rating',
    async () => {
      const id = await insertMission(app, owner.user, {
        status: 2,
        user_id: assignee.user.id,
        assigned_at: at(),
        completed_at: at(),
      });
      return [
        owner,
        'user/newComment',
        { mission_id: id, user_id: assignee.user.id, rating: 4, comment: 'İyi' },
      ];
    },
    ['notifications'],
  ],
  [
    'cancelling an assigned task',
    async () => {
      const id = await insertMission(app, owner.user, {
        status: 1,
        user_id: assignee.user.id,
        assigned_at: at(),
      });
      return [owner, 'mission/cancelMission', { mission_id: id, cancel_text: 'Vazgeçildi' }];
    },
    ['activity', 'notifications'],
  ],
  [
    'cancelling an open task with applicants',
    async () => {
      const id = await insertMission(app, owner.user, { created_at: at() });
      await insertApplication(app, id, applicant.user);
      return [owner, 'mission/cancelMission', { mission_id: id }];
    },
    ['activity', 'notifications'],
  ],
];

// Each step's last write fails in turn; the step's first write (the task, its state, the
// application or the comment) must then be rolled back with it.
const failures = steps.flatMap(([step, prepare, writes]) =>
  writes.map((table) => [step, table, prepare] as const),
);

describe('when one write of a step fails', () => {
  it.each(failures)(
    '%s, writing %s / leaves nothing partial and answers the generic 500',
    async (_step, table, prepare) => {
      const [who, url, body] = await prepare();
      const before = await snapshot();
      failing.table = table;
      const res = await call(app, who, 'POST', url, body);
      failing.table = null;
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ message: GENERIC_SERVER_ERROR, requestId: expect.any(String) });
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('the same steps without a failure', () => {
  it.each(steps)('%s / does write its rows', async (_step, prepare) => {
    const [who, url, body] = await prepare();
    const before = await snapshot();
    const res = await call(app, who, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toMatchObject({ status: 'false' });
    expect(await snapshot()).not.toEqual(before);
  });
});
