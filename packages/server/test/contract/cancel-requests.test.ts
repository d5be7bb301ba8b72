import { MissionStatus, api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { call, insertMission, lawyer, lifecycleSuite } from '../helpers/missions.ts';

const ctx = lifecycleSuite();

describe('contract: cancel requests', () => {
  it('api.cancelRequests.info, create and confirm answer their declared shapes', async () => {
    const owner = await lawyer(ctx.app);
    const assignee = await lawyer(ctx.app);
    const id = await insertMission(ctx.app, owner.user, {
      user_id: assignee.user.id,
      status: MissionStatus.assigned,
      plan_date: '2026-03-20',
    });
    const info = await call(ctx.app, assignee, 'GET', api.cancelRequests.info.path.slice(1));
    expect(info.statusCode).toBe(200);
    const parsed = api.cancelRequests.info.response.parse(info.json());
    expect(parsed.data.data.missions.map((m) => m.id)).toContain(id);

    const created = await call(ctx.app, assignee, 'POST', api.cancelRequests.create.path.slice(1), {
      mission_id: id,
      cancel_text: parsed.data.data.types[0]?.value,
    });
    expect(created.statusCode).toBe(200);
    const req = api.cancelRequests.create.response.parse(created.json()).data.id;

    const confirmed = await call(ctx.app, owner, 'POST', api.cancelRequests.confirm.path.slice(1), {
      action: 'confirm',
      req_id: req,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(api.cancelRequests.confirm.response.parse(confirmed.json()).data.missionStatus).toBe(
      MissionStatus.cancelled,
    );
  });
});
