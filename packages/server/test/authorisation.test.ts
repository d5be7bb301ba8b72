import { beforeAll, describe, expect, it } from 'vitest';
import { ANADOLU_ADLIYESI_ID } from '../src/seed/ids.ts';
import { MINUTE, lifecycleSuite } from './helpers/missions.ts';
import { DEFAULT_PASSWORD } from './helpers/users.ts';
import { findRow } from './helpers/rows.ts';

/**
 * Every call that reads or changes a task, an application, a comment, a notification, a ready
 * description or a user's data answers a lawyer who is not a party with 403 or 404, and changes
 * nothing. Two kinds of stranger: a colleague of the same courthouse (who receives the owner's
 * tasks) and a lawyer of another courthouse.
 */

const ctx = lifecycleSuite({
  owner: {},
  assignee: { tc: '12345678901', sicil: '45678' },
  applicant: {},
  colleague: {},
  elsewhere: { courthouses: [ANADOLU_ADLIYESI_ID] },
});
const ids = { open: 0, assigned: 0, completed: 0, description: 0 };

beforeAll(async () => {
  const started = new Date(ctx.app.now().getTime() - 20 * MINUTE).toISOString();
  ids.open = await ctx.insertMission(ctx.owner.user, { created_at: started });
  await ctx.insertApplication(ids.open, ctx.applicant.user);
  const at = ctx.app.now().toISOString();
  ids.assigned = await ctx.insertMission(ctx.owner.user, {
    status: 1,
    user_id: ctx.assignee.user.id,
    assigned_at: at,
  });
  ids.completed = await ctx.insertMission(ctx.owner.user, {
    status: 2,
    user_id: ctx.assignee.user.id,
    assigned_at: at,
    completed_at: at,
  });
  const description = await ctx.call(ctx.owner, 'POST', 'shortdescriptions', {
    description: 'Sahibin açıklaması',
  });
  ids.description = (description.json() as { data: { id: number } }).data.id;
  await ctx.app.db
    .insertInto('notifications')
    .values({
      user_id: ctx.owner.user.id,
      type: 'completed',
      data: '{"title":"Sahibin bildirimi"}',
      created_at: at,
    })
    .execute();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const cases: [string, Method, () => string, () => unknown, number[]][] = [
  ['detail of an open task', 'POST', () => 'mission/getDetail', () => ({ mission_id: ids.open }), [403]],
  [
    'detail of an assigned task',
    'POST',
    () => 'mission/getDetail',
    () => ({ mission_id: ids.assigned }),
    [403],
  ],
  [
    'detail of a completed task',
    'POST',
    () => 'mission/getDetail',
    () => ({ mission_id: ids.completed }),
    [403],
  ],
  ['the applicants', 'POST', () => 'application/getUsers', () => ({ mission_id: ids.open }), [403]],
  [
    'assigning',
    'POST',
    () => 'application/selectUser',
    () => ({ mission_id: ids.open, user_id: ctx.applicant.user.id, order_num: 0 }),
    [403],
  ],
  ['completing', 'POST', () => `mission/markAsCompleted/${ids.assigned}`, () => ({}), [403]],
  [
    'rating the owner',
    'POST',
    () => 'user/newComment',
    () => ({ mission_id: ids.completed, user_id: ctx.owner.user.id, rating: 1, comment: 'Kötü' }),
    [403],
  ],
  [
    'rating the assignee',
    'POST',
    () => 'user/newComment',
    () => ({ mission_id: ids.completed, user_id: ctx.assignee.user.id, rating: 1, comment: 'Kötü' }),
    [403],
  ],
  ['cancelling an open task', 'POST', () => 'mission/cancelMission', () => ({ mission_id: ids.open }), [403]],
  [
    'cancelling an assigned task',
    'POST',
    () => 'mission/cancelMission',
    () => ({ mission_id: ids.assigned }),
    [403],
  ],
  [
    'applying to an assigned task',
    'POST',
    () => 'mission/confirmMission',
    () => ({ mission_id: ids.assigned, message_id: 0 }),
    [403, 409],
  ],
  [
    'the assignee’s authority document',
    'GET',
    () => `user/yetkibelgesi/${ctx.assignee.user.id}`,
    () => undefined,
    [403],
  ],
  [
    'editing the owner’s description',
    'PUT',
    () => `shortdescriptions/${ids.description}`,
    () => ({ description: 'Ele geçirildi' }),
    [404],
  ],
  [
    'deleting the owner’s description',
    'DELETE',
    () => `shortdescriptions/${ids.description}`,
    () => undefined,
    [404],
  ],
];

describe.each([
  ['a colleague of the same courthouse', () => ctx.colleague],
  ['a lawyer of another courthouse', () => ctx.elsewhere],
])('given %s', (_who, stranger) => {
  it.each(cases)('%s / is refused', async (_name, method, url, body, expected) => {
    const res = await ctx.call(stranger(), method, url(), body());
    expect(expected).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('changed nothing of the owner’s', async () => {
    const missions = await ctx.app.db
      .selectFrom('missions')
      .select(['id', 'status', 'user_id', 'cancel_text'])
      .where('owner_id', '=', ctx.owner.user.id)
      .orderBy('id')
      .execute();
    expect(missions).toEqual([
      { id: ids.open, status: 0, user_id: null, cancel_text: null },
      { id: ids.assigned, status: 1, user_id: ctx.assignee.user.id, cancel_text: null },
      { id: ids.completed, status: 2, user_id: ctx.assignee.user.id, cancel_text: null },
    ]);
    const comments = await ctx.app.db.selectFrom('comments').select('id').execute();
    expect(comments).toEqual([]);
    const description = await findRow(ctx.app, 'short_descriptions', { id: ids.description }, [
      'description',
    ]);
    expect(description).toEqual({ description: 'Sahibin açıklaması' });
  });

  it('sees none of the owner’s tasks, descriptions or notifications in its own lists', async () => {
    const who = stranger();
    const lists = [
      'mission/created',
      'mission/selected',
      'application/all',
      'mission/completed',
      'mission/cancel',
      'mission/archive',
      'mission/archive?type=completed',
      'missions/selected',
      'mission/last',
      'shortdescriptions',
      'notifications',
      'notifications/unread',
    ];
    for (const list of lists) {
      const res = await ctx.call(who, 'GET', list);
      expect(res.statusCode, list).toBe(200);
      expect(res.body, list).not.toContain('Sahibin');
      if (list.startsWith('shortdescriptions') || list.startsWith('notifications')) continue;
      for (const id of [ids.open, ids.assigned, ids.completed]) {
        expect(res.body, list).not.toMatch(new RegExp(`"(id|missionId|mission_id)":${id}\\b`));
      }
    }
  });

  it('marking all read leaves the owner’s notifications unread', async () => {
    await ctx.call(stranger(), 'POST', 'notifications');
    const unread = await ctx.call(ctx.owner, 'GET', 'notifications/unread');
    expect(unread.json()).toMatchObject({ total: 1 });
  });
});

describe('no call sends a secret', () => {
  it('never returns password hashes, token hashes or verification codes', async () => {
    const at = ctx.app.now().toISOString();
    await ctx.app.db
      .insertInto('verification_codes')
      .values({
        user_id: ctx.owner.user.id,
        channel: 'sms',
        target: ctx.owner.user.telephone,
        code_hash: 'c0dehash-that-must-stay-inside',
        expires_at: at,
        created_at: at,
      })
      .execute();
    const login = await ctx.call(null, 'POST', 'auth/login', {
      telephone: ctx.owner.user.telephone,
      password: DEFAULT_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const secrets = [
      ...(await ctx.app.db.selectFrom('users').select('password_hash').execute()).map((r) => r.password_hash),
      ...(await ctx.app.db.selectFrom('user_tokens').select('token_hash').execute()).map((r) => r.token_hash),
      ...(await ctx.app.db.selectFrom('verification_codes').select('code_hash').execute()).map(
        (r) => r.code_hash,
      ),
    ];
    expect(secrets.length).toBeGreaterThan(5);
    const answers = [
      login,
      await ctx.call(ctx.owner, 'GET', 'auth/getData'),
      await ctx.call(ctx.owner, 'POST', 'application/getUsers', { mission_id: ids.open }),
      await ctx.call(ctx.owner, 'POST', 'mission/getDetail', { mission_id: ids.assigned }),
      await ctx.call(ctx.assignee, 'POST', 'mission/getDetail', { mission_id: ids.assigned }),
      await ctx.call(ctx.owner, 'GET', `user/yetkibelgesi/${ctx.assignee.user.id}`),
      await ctx.call(ctx.owner, 'GET', 'mission/created'),
      await ctx.call(ctx.assignee, 'GET', 'mission/selected'),
      await ctx.call(ctx.owner, 'GET', 'mission/archive?type=completed'),
      await ctx.call(ctx.owner, 'GET', 'auth/homeNotifications'),
      await ctx.call(ctx.owner, 'GET', 'notifications'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(400);
      for (const secret of secrets) expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toMatch(/password|token_hash|code_hash|"code"/i);
    }
  });
});
