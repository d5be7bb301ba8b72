import { istanbulDay } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../src/seed/ids.ts';
import { testAppSuite } from './helpers/test-app.ts';
import { rowOf, rowsOf } from './helpers/rows.ts';

/** What a person does after `pnpm start` on an empty database: the demo logins run a whole task. */
describe('demo data walkthrough', () => {
  const ctx = testAppSuite();
  beforeAll(async () => {
    await seedDemoData(ctx.app.db, ctx.app.now());
  });

  async function login(telephone: string): Promise<{ authorization: string }> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telephone, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  }
  const post = (url: string, headers: object, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: headers as Record<string, string>,
      payload,
    });

  it('the Pro lawyer creates an urgent task, a colleague applies, is assigned, completes, both rate', async () => {
    const owner = await login('05550000001');
    const colleague = await login('5550000002');

    const categories = (
      await ctx.app.inject({ method: 'GET', url: '/api/mission/categories', headers: owner })
    ).json().data as { id: number; price: string; out_adliye: string }[];
    const category = categories.find((c) => c.out_adliye !== 'out')!;
    const created = await post('/mission/create', owner, {
      baro_id: ISTANBUL_BAROSU_ID,
      adliye_id: CAGLAYAN_ADLIYESI_ID,
      out_adliye: 0,
      category_id: category.id,
      mission_price: Number(category.price.split(',')[0]),
      plan_date: istanbulDay(ctx.app.now()),
      plan_time: '16:00',
      other_detail: 'Dosyanın incelenerek son durumun fotoğraflanması rica olunur.',
      fast_mission: 1,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().status).not.toBe('false');
    const missionId = (
      await ctx.app.db.selectFrom('missions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;

    const applied = await post('/mission/confirmMission', colleague, {
      mission_id: missionId,
      message_id: 0,
    });
    expect(applied.statusCode).toBe(200);

    const applicants = await post('/application/getUsers', owner, { mission_id: missionId });
    expect(applicants.statusCode).toBe(200);
    const userId = (await rowOf(ctx.app, 'users', { telephone: '05550000002' }, ['id'])).id;
    const selected = await post('/application/selectUser', owner, {
      mission_id: missionId,
      user_id: userId,
      order_num: 0,
      bio: 0,
    });
    expect(selected.statusCode).toBe(200);

    expect((await post(`/mission/markAsCompleted/${missionId}`, colleague)).statusCode).toBe(200);
    const ownerId = (await rowOf(ctx.app, 'missions', { id: missionId }, ['owner_id'])).owner_id;
    expect(
      (
        await post('/user/newComment', owner, {
          mission_id: missionId,
          user_id: userId,
          rating: 5,
          comment: 'Teşekkürler',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post('/user/newComment', colleague, {
          mission_id: missionId,
          user_id: ownerId,
          rating: 5,
          comment: 'Kolay iletişim',
        })
      ).statusCode,
    ).toBe(200);

    const mission = await rowOf(ctx.app, 'missions', { id: missionId });
    expect(mission).toMatchObject({ status: 2, user_id: userId, fast: 1 });
    const comments = await rowsOf(ctx.app, 'comments', { mission_id: missionId }, ['user_id']);
    expect(comments).toHaveLength(2);
  });
});
