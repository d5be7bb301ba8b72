import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMessages } from '../../src/services/missions/apply.ts';
import {
  type LifecycleContext,
  call,
  createLifecycleApp,
  insertMission,
  lawyer,
} from '../helpers/missions.ts';

let ctx: LifecycleContext;
beforeAll(async () => {
  ctx = await createLifecycleApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the free tier’s daily limit', () => {
  it('is the ucretsiz_gunluk_basvuru constant, read at each application, and the refusal names it', async () => {
    await ctx.app.db
      .updateTable('constants')
      .set({ description: '1' })
      .where('name', '=', 'ucretsiz_gunluk_basvuru')
      .execute();
    const owner = await lawyer(ctx.app);
    const free = await lawyer(ctx.app);
    const first = await insertMission(ctx.app, owner.user);
    const second = await insertMission(ctx.app, owner.user);
    expect(
      (await call(ctx.app, free, 'POST', 'mission/confirmMission', { mission_id: first, message_id: 0 }))
        .statusCode,
    ).toBe(200);
    const over = await call(ctx.app, free, 'POST', 'mission/confirmMission', {
      mission_id: second,
      message_id: 0,
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ message: applyMessages.freeLimit(1), error: 'premium_required' });
    expect(applyMessages.freeLimit(1)).toContain('günde en fazla 1 göreve');

    // Raised in the console: the same lawyer may apply again today.
    await ctx.app.db
      .updateTable('constants')
      .set({ description: '2' })
      .where('name', '=', 'ucretsiz_gunluk_basvuru')
      .execute();
    expect(
      (await call(ctx.app, free, 'POST', 'mission/confirmMission', { mission_id: second, message_id: 0 }))
        .statusCode,
    ).toBe(200);
  });
});
