import { api, fillPath } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/contract.ts';
import { insertMission } from '../helpers/missions.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('contract: calendar', () => {
  it('api.calendar.feed, api.calendar.createFeed and api.calendar.revokeFeed answer as declared', async () => {
    const me = await signedInUser(ctx.app);
    expect((await expectOk(ctx.app, api.calendar.feed, {}, me.token)).data).toBeNull();
    const made = await expectOk(ctx.app, api.calendar.createFeed, {}, me.token);
    expect(made.data.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await expectOk(ctx.app, api.calendar.feed, {}, me.token)).data).toEqual({
      created_at: made.data.created_at,
    });
    expect((await expectOk(ctx.app, api.calendar.revokeFeed, {}, me.token)).status).toBe('true');
    expect((await expectOk(ctx.app, api.calendar.feed, {}, me.token)).data).toBeNull();
  });

  it('api.calendar.feedFile and api.calendar.missionFile answer the declared media type', async () => {
    const me = await signedInUser(ctx.app);
    const id = await insertMission(ctx.app, me.user);
    const made = await expectOk(ctx.app, api.calendar.createFeed, {}, me.token);
    const token = new URL(made.data.url).pathname.split('/').pop()!;
    const feed = await ctx.app.inject({
      method: api.calendar.feedFile.method,
      url: `/api${fillPath(api.calendar.feedFile.path, { token })}`,
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe(api.calendar.feedFile.produces);
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR/);
    const file = await ctx.app.inject({
      method: api.calendar.missionFile.method,
      url: `/api${fillPath(api.calendar.missionFile.path, { id })}`,
      headers: me.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(api.calendar.missionFile.produces);
    expect(file.body).toContain(`UID:gorev-${id}@meslektas`);
  });
});
