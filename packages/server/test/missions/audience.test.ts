import { describe, expect, it } from 'vitest';
import { BAKIRKOY_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { IN_CATEGORY, lifecycleSuite } from '../helpers/missions.ts';
import { rowsOf } from '../helpers/rows.ts';

/**
 * The courthouse check counts exactly the lawyers a task there would be sent to, so the owner is
 * never told "someone will see it" when nobody will.
 */
const ctx = lifecycleSuite({ owner: {} });

const check = () => ctx.call(ctx.owner, 'GET', `mission/checkAdliyeUsers/${BAKIRKOY_ADLIYESI_ID}`);
const serving = { courthouses: [BAKIRKOY_ADLIYESI_ID] };

describe('mission/checkAdliyeUsers and the sending agree', () => {
  it.each([
    ['banned', { ban_message: 'Kurallara aykırı davranış.' }],
    ['phone not verified', { sms_verified_at: null }],
    ['e-mail not verified', { email_verified_at: null }],
    ['passive', { status: 'passive' as const }],
    ['deleted', { deleted: 1 }],
    ['task-taking off', { mission_status: 0 }],
  ])('given the only lawyer there is %s / answers that nobody is there', async (_state, overrides) => {
    const only = await ctx.lawyer({ ...serving, ...overrides });
    const res = await check();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ modalMessage: expect.any(String) });
    const created = await ctx.postTask(ctx.owner, {
      adliye_id: BAKIRKOY_ADLIYESI_ID,
      category_id: IN_CATEGORY,
    });
    expect(created.json()).toMatchObject({ status: 'true' });
    const told = await rowsOf(ctx.app, 'notifications', { user_id: only.user.id }, ['id']);
    expect(told).toEqual([]);
    await ctx.app.db.deleteFrom('user_courthouses').where('user_id', '=', only.user.id).execute();
  });

  it('given a lawyer whose ban message is blank / counts and tells him', async () => {
    const blank = await ctx.lawyer({ ...serving, ban_message: '  ' });
    expect((await check()).json()).toMatchObject({ status: 'true', count: 1 });
    await ctx.postTask(ctx.owner, { adliye_id: BAKIRKOY_ADLIYESI_ID, category_id: IN_CATEGORY });
    const told = await rowsOf(ctx.app, 'notifications', { user_id: blank.user.id }, ['id']);
    expect(told).toHaveLength(1);
  });
});
