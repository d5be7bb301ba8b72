import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOW,
  type Lawyer,
  type LifecycleContext,
  MINUTE,
  call,
  createLifecycleApp,
  insertApplication,
  insertMission,
  lawyer,
} from './helpers/missions.ts';

/**
 * One rule for a lawyer's name: stored without a title (a new member's as registered, a demo
 * lawyer's once migration 0672 ran, an old 'Av. …' alike), shown to lawyers as 'Av. …' by
 * domain's lawyerDisplayName in every answer and text; his own account record keeps his name.
 */
let ctx: LifecycleContext;
let owner: Lawyer;
let newMember: Lawyer;
let titled: Lawyer;
let missionId: number;

beforeAll(async () => {
  ctx = await createLifecycleApp();
  owner = await lawyer(ctx.app, { name: 'Burak Şahin' });
  newMember = await lawyer(ctx.app, { name: 'Selin Aydın' });
  titled = await lawyer(ctx.app, { name: 'Av. Zeynep Kaya' });
  ctx.clock.set(DEFAULT_NOW);
  missionId = await insertMission(ctx.app, owner.user);
  await insertApplication(ctx.app, missionId, newMember.user);
  await insertApplication(ctx.app, missionId, titled.user);
  ctx.clock.advance(15 * MINUTE);
});
afterAll(async () => {
  await ctx.close();
});

describe('given a new member beside a lawyer stored with the title', () => {
  it('the owner reads both applicants with the title, once each', async () => {
    const res = await call(ctx.app, owner, 'POST', 'application/getUsers', { mission_id: missionId });
    expect(res.json().data.data.map((a: { name: string }) => a.name)).toEqual([
      'Av. Selin Aydın',
      'Av. Zeynep Kaya',
    ]);
  });

  it('the chosen one is told, and reads the task and the owner’s profile, with the owner’s title', async () => {
    const selected = await call(ctx.app, owner, 'POST', 'application/selectUser', {
      mission_id: missionId,
      user_id: newMember.user.id,
      order_num: 0,
      bio: 0,
    });
    expect(selected.statusCode).toBe(200);
    const told = await ctx.app.db
      .selectFrom('notifications')
      .select('data')
      .where('user_id', '=', newMember.user.id)
      .where('type', '=', 'selected')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(told.data).message).toMatch(/^Av\. Burak Şahin sizi göreve atadı\./);

    const detail = await call(ctx.app, newMember, 'POST', 'mission/getDetail', { mission_id: missionId });
    expect(detail.json().data).toMatchObject({ ownerName: 'Av. Burak Şahin', userName: 'Av. Selin Aydın' });
    const profile = await call(ctx.app, newMember, 'POST', 'user/getProfile', { user_id: owner.user.id });
    expect(profile.json().data.name).toBe('Av. Burak Şahin');
  });

  it('his own account record carries his name as stored, for the forms that take a name', async () => {
    const me = await call(ctx.app, owner, 'GET', 'auth/getData');
    expect(me.json().data.name).toBe('Burak Şahin');
  });
});
