import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { up as creditAssignmentsToOwners } from '../../src/db/migrations/0300-activity-actor.ts';
import {
  type Lawyer,
  type LifecycleSuite,
  MINUTE,
  lifecycleSuite,
  selectAssignee,
  vipOverrides,
} from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';

type FeedItem = { name: string; typeText: string; missionTitle: string | null };
const feed = async (ctx: LifecycleSuite, who: Lawyer): Promise<FeedItem[]> =>
  (await ctx.call(who, 'GET', 'auth/homeNotifications')).json().data;

describe('the home activity feed', () => {
  const ctx = lifecycleSuite();
  let owner: Lawyer;
  let assignee: Lawyer;
  let reader: Lawyer;

  beforeAll(async () => {
    owner = await ctx.lawyer({ ...vipOverrides(ctx.clock.now()), name: 'Av. Ayşe Yılmaz' });
    assignee = await ctx.lawyer({ name: 'Av. Mehmet Demir' });
    reader = await ctx.lawyer({ name: 'Av. Zeynep Kaya' });
  });

  it('credits an assignment to the owner who made it and names the task', async () => {
    const created = await ctx.postTask(owner, { fast_mission: 1 });
    const missionId = created.json().missionId as number;
    ctx.clock.advance(MINUTE);
    await ctx.call(assignee, 'POST', 'mission/confirmMission', { mission_id: missionId, message_id: 0 });
    const selected = await selectAssignee(ctx.app, owner, missionId, assignee.user.id);
    expect(selected.statusCode).toBe(200);

    const [latest] = await feed(ctx, reader);
    expect(latest).toMatchObject({
      name: 'Av. Ayşe Yılmaz',
      typeText: 'Görev Ataması Yaptı',
      missionTitle: 'Dosya İnceleme ve Fotokopi · Çağlayan Adliyesi',
    });
  });

  it('says null for a step without a task (joining)', async () => {
    await ctx.app.db
      .insertInto('activity')
      .values({
        type: 'joined',
        user_id: reader.user.id,
        mission_id: null,
        created_at: new Date(ctx.clock.now().getTime() + MINUTE).toISOString(),
      })
      .execute();
    const [latest] = await feed(ctx, reader);
    expect(latest).toMatchObject({ name: 'Av. Zeynep Kaya', missionTitle: null });
  });

  it('the migration moves assignments credited to the assignee over to the owner', async () => {
    const missionId = await ctx.insertMission(owner.user, { user_id: assignee.user.id, status: 1 });
    const row = await ctx.app.db
      .insertInto('activity')
      .values({
        type: 'assigned',
        user_id: assignee.user.id,
        mission_id: missionId,
        created_at: ctx.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await creditAssignmentsToOwners(ctx.app.db as unknown as Kysely<unknown>);
    const fixed = await rowOf(ctx.app, 'activity', { id: row.id }, ['user_id']);
    expect(fixed.user_id).toBe(owner.user.id);
  });
});
